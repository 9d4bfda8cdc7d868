package org.gametree.core.match;

import java.util.OptionalInt;
import org.gametree.core.GameState;

/** Full-depth negamax for small test games: never loses, takes the quickest win (score ±(100 - ply)). */
final class PerfectPlayer<S extends GameState> implements Player<S> {
  private final int maxMoves;
  private OptionalInt last = OptionalInt.empty();

  PerfectPlayer(int maxMoves) {
    this.maxMoves = maxMoves;
  }

  @Override
  public String name() {
    return "perfect";
  }

  @Override
  public int chooseMove(MoveRequest<S> request) {
    GameState s = request.state().copy();
    int[] moves = new int[maxMoves];
    int n = s.legalMoves(moves);
    int best = -1;
    int bestScore = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      int v = -negamax(s, 1);
      s.undo();
      if (v > bestScore) {
        bestScore = v;
        best = moves[i];
      }
    }
    last = OptionalInt.of(bestScore);
    return best;
  }

  private int negamax(GameState s, int ply) {
    if (s.isTerminal()) {
      int w = s.outcome().winner();
      return w < 0 ? 0 : w == s.currentPlayer() ? 100 - ply : -(100 - ply);
    }
    int[] moves = new int[maxMoves];
    int n = s.legalMoves(moves);
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      best = Math.max(best, -negamax(s, ply + 1));
      s.undo();
    }
    return best;
  }

  @Override
  public OptionalInt lastScore() {
    return last;
  }
}
