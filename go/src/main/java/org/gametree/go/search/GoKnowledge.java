package org.gametree.go.search;

import org.gametree.core.mcts.MctsKnowledge;
import org.gametree.core.mcts.PriorPolicy;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.go.GoGame;
import org.gametree.go.GoState;

/** Go's MCTS knowledge ({@link MctsKnowledge}): the playout policies and the priors, by name. */
public final class GoKnowledge implements MctsKnowledge<GoState> {
  private final GoGame game;

  /** The knowledge of {@code game}'s board. */
  public GoKnowledge(GoGame game) {
    this.game = game;
  }

  /**
   * Rollouts: {@code light} (random, no own-eye filling), {@code heavy} (plus capture/escape at the last move) or
   * {@code patterns} (plus 3×3 shapes at the last move and no big self-ataris; the default) or {@code replies} (the
   * last good reply with forgetting first, then as patterns) or {@code tactics} (as patterns, plus two-liberty
   * attack and defence, three-point eye spaces, eye-killing self-ataris and fill-board on 13×13 and up).
   */
  @Override
  public RolloutPolicy<GoState> rolloutPolicy(String name) {
    switch (name) {
      case "light":
        return new GoPlayout(game, GoPlayout.LIGHT);
      case "heavy":
        return new GoPlayout(game, GoPlayout.HEAVY);
      case "patterns":
      case "default":
        return new GoPlayout(game, GoPlayout.PATTERNS);
      case "replies":
        return new GoPlayout(game, GoPlayout.REPLIES);
      case "tactics":
        return new GoPlayout(game, GoPlayout.TACTICS);
      default:
        return null;
    }
  }

  /**
   * Priors: {@code learned} (the shipped move-prediction model of the board's size, {@link LearnedPriors}: 9×9, 13×13
   * and 19×19 models, other sizes the nearest; the default on the sizes with a model of their own, where it beat
   * {@code knowledge} at equal playouts), {@code knowledge} (captures, escapes, 3×3 shapes, no eye filling or big
   * self-ataris; the default on other sizes) or {@code basic} (captures, escapes and no eye filling only).
   */
  @Override
  public PriorPolicy<GoState> priorPolicy(String name) {
    switch (name) {
      case "default":
        return LearnedPriors.hasModel(game.size())
            ? LearnedPriors.shipped(game.size(), 1)
            : new GoPriors(game.size(), true);
      case "knowledge":
        return new GoPriors(game.size(), true);
      case "basic":
        return new GoPriors(game.size(), false);
      case "learned":
        return LearnedPriors.shipped(game.size(), 1);
      default:
        return null;
    }
  }
}
