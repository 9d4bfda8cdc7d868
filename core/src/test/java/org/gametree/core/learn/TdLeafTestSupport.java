package org.gametree.core.learn;

import org.gametree.core.Evaluator;
import org.gametree.core.toys.Nim;

/** A depth-1 negamax move choice for the Nim tests. */
final class TdLeafTestSupport {
  private TdLeafTestSupport() {}

  static int bestMove(Nim.State s, Evaluator<Nim.State> e, int[] moves) {
    int n = s.legalMoves(moves);
    int best = moves[0];
    long bestValue = Long.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      s.playUnchecked(moves[i]);
      long v = s.isTerminal() ? Long.MAX_VALUE : -(long) e.evaluate(s);
      s.undo();
      if (v > bestValue) {
        bestValue = v;
        best = moves[i];
      }
    }
    return best;
  }
}
