package org.gametree.connect6;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;

/**
 * Evaluation by line patterns ({@link LinePatterns}, evaluator name {@code pattern}): for every stone and each of the
 * four lines through it, the value of that line's class for the stone's owner, summed by side: the mover's sum minus
 * the opponent's. The mover's threats weigh more than the opponent's (the mover plays next: its open three becomes an
 * open four, the opponent's only asks for an answer). Decisive terms as in the prior: the mover wins at once if it can
 * complete a line with its stones left, and loses if the opponent's threat count exceeds them. A pattern is counted
 * once per stone in it, so the values are per stone; they are hand-set ({@link #MOVER}, {@link #OPPONENT}), not
 * fitted. Games without pattern tables (k outside 3..6) fall back to the prior.
 */
public final class PatternEvaluator implements Evaluator<ConnectState> {
  /** Value per stone of a line class (index: {@link LinePatterns} class) for the side to move. */
  static final int[] MOVER = {0, 1, 5, 14, 8, 24, 150, 40, 120, 1200, 0};
  /** The same for the opponent. */
  static final int[] OPPONENT = {0, 1, 5, 14, 8, 20, 70, 35, 90, 1200, 0};

  private final ConnectGame g;
  private final LinePatterns patterns;
  private final Threats threats;
  private final PriorEvaluator fallback;
  private final int[] stones;

  /** The pattern evaluation of {@code game}. */
  public PatternEvaluator(ConnectGame game) {
    this.g = game;
    this.patterns = LinePatterns.of(game);
    this.threats = new Threats(game);
    this.fallback = patterns == null ? new PriorEvaluator(game) : null;
    this.stones = new int[game.moveSpace()];
  }

  /** Each search thread gets its own (the threat counter and the stone buffer are scratch). */
  @Override
  public PatternEvaluator forThread() {
    return new PatternEvaluator(g);
  }

  @Override
  public int evaluate(ConnectState s) {
    if (fallback != null) {
      return fallback.evaluate(s);
    }
    if (s.isTerminal()) {
      return 0;
    }
    if (threats.moverWinsNow(s)) {
      return Score.MAX_EVAL / 2;
    }
    int me = s.currentPlayer();
    if (threats.count(s, me ^ 1, s.stonesLeft() + 1) > s.stonesLeft()) {
      return -Score.MAX_EVAL / 2;
    }
    long v = sum(s, me, MOVER) - sum(s, me ^ 1, OPPONENT);
    return (int) Math.max(-Score.MAX_EVAL / 4, Math.min(Score.MAX_EVAL / 4, v));
  }

  private long sum(ConnectState s, int player, int[] values) {
    int n = s.stonesOf(player, stones);
    long v = 0;
    for (int i = 0; i < n; i++) {
      for (int d = 0; d < 4; d++) {
        v += values[patterns.lineClass(s, stones[i], d, player)];
      }
    }
    return v;
  }
}
