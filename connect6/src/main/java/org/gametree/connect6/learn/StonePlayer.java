package org.gametree.connect6.learn;

import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Evaluator;

/**
 * The shallow player of the TD experiment: one stone at a time, each candidate cell (empty, within Chebyshev distance
 * {@code radius} of a stone) valued by the evaluator on the position after it, from the mover's side (the value is
 * negated when the stone ends the mover's turn); with radius 0 the candidates are the core search's own
 * ({@link ConnectState#candidateMoves(int[])}). A stone that completes a line is taken at once. {@link #best} plays
 * the best cell (lowest cell index on ties, so games are reproducible); {@link #topK} is Xu et al.'s training-set
 * expansion (formulas 8 and 9): the k best cells, the s-th chosen with probability ∝ (k − s + 1)²·P_s, where
 * P_s = 1/(1 + e^(−V_s/T)) turns the evaluator's signed score into a positive value as formula 8 needs.
 * Single-threaded, no allocation per stone.
 */
final class StonePlayer implements TdGames.Mover {
  private static final double WIN = Double.POSITIVE_INFINITY;

  private final Evaluator<ConnectState> evaluator;
  private final int radius;
  private final int[] moves;
  private final double[] values;

  StonePlayer(ConnectGame game, Evaluator<ConnectState> evaluator, int radius) {
    this.evaluator = evaluator;
    this.radius = radius;
    this.moves = new int[game.maxLegalMoves()];
    this.values = new double[game.maxLegalMoves()];
  }

  private int valueCandidates(ConnectState s) {
    int n = radius <= 0 ? s.candidateMoves(moves) : s.candidateMoves(moves, radius);
    if (n == 0) {
      n = s.legalMoves(moves);
    }
    int mover = s.currentPlayer();
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      double v;
      if (s.isTerminal()) {
        int w = s.winner();
        v = w == mover ? WIN : w < 0 ? 0 : -WIN;
      } else {
        int e = evaluator.evaluate(s);
        v = s.currentPlayer() == mover ? e : -e;
      }
      s.undo();
      values[i] = v;
    }
    return n;
  }

  /** The best stone for the side to move ({@code s} is left as given). */
  @Override
  public int best(ConnectState s) {
    int n = valueCandidates(s);
    int best = 0;
    for (int i = 1; i < n; i++) {
      if (values[i] > values[best] || (values[i] == values[best] && moves[i] < moves[best])) {
        best = i;
      }
    }
    return moves[best];
  }

  /** A weighted random stone among the {@code k} best (Xu et al. 2010, figure 5), with temperature {@code t}. */
  @Override
  public int topK(ConnectState s, int k, double t, SplittableRandom random) {
    int n = valueCandidates(s);
    int top = Math.min(k, n);
    for (int i = 0; i < top; i++) {
      int b = i;
      for (int j = i + 1; j < n; j++) {
        if (values[j] > values[b] || (values[j] == values[b] && moves[j] < moves[b])) {
          b = j;
        }
      }
      double tv = values[i];
      values[i] = values[b];
      values[b] = tv;
      int tm = moves[i];
      moves[i] = moves[b];
      moves[b] = tm;
    }
    if (values[0] == WIN) {
      return moves[0];
    }
    double total = 0;
    for (int i = 0; i < top; i++) {
      values[i] = (double) (top - i) * (top - i) * prob(values[i], t);
      total += values[i];
    }
    double x = random.nextDouble() * total;
    for (int i = 0; i < top; i++) {
      x -= values[i];
      if (x < 0) {
        return moves[i];
      }
    }
    return moves[top - 1];
  }

  private static double prob(double v, double t) {
    double p = 1 / (1 + Math.exp(-v / t));
    return Math.max(p, 1e-9);
  }
}
