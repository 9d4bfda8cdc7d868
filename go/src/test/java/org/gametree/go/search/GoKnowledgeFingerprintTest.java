package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.core.mcts.PriorPolicy;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoScoring;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

/**
 * Pins the Go knowledge move for move: seeded light, heavy and pattern rollouts (every move recorded), the
 * knowledge priors of the positions along a seeded random game, and a dead-stone judgement, folded into one number
 * per rule set. The expected values were taken before {@code GoState} was split into board, tactics and playout
 * board, so a refactoring that keeps them changed no rollout, prior or judgement. A deliberate change to the
 * rollouts or priors changes them too: then take the new values from the changed code.
 */
class GoKnowledgeFingerprintTest {
  @Test
  void rolloutsPriorsAndDeadStonesAreUnchanged() {
    assertEquals("801e9df3a365a5d2 -334386770", fingerprint(GoRules.TT));
    assertEquals("5ed00d4e275f3582 -1449324696", fingerprint(GoRules.PSK));
    assertEquals("5ed00d4e275f3582 -1449324696", fingerprint(GoRules.SIMPLE));
  }

  private static String fingerprint(GoRules rules) {
    GoGame game = GoProvider.game(9, 7, rules);
    PriorPolicy<GoState> priors = new GoKnowledge(game).priorPolicy("knowledge");
    int[] moves = new int[game.maxLegalMoves()];
    long h = 1;
    GoState middle = null;
    for (String kind : new String[] {"light", "heavy", "patterns"}) {
      RolloutPolicy<GoState> policy = new GoKnowledge(game).rolloutPolicy(kind);
      SplittableRandom rollouts = new SplittableRandom(42);
      SplittableRandom picks = new SplittableRandom(7);
      GoState s = game.newInitialState();
      for (int i = 0; i < 400; i++) {
        long[] acc = {h};
        double v = policy.rollout(s, rollouts, (player, move) -> acc[0] = acc[0] * 31 + player * 1000 + move);
        h = acc[0] * 17 + (long) (v * 2);
        int n = s.legalMoves(moves);
        if (n == 0 || s.isTerminal()) {
          s = game.newInitialState();
          continue;
        }
        double[] p = new double[n];
        priors.priors(s, moves, n, p);
        for (int k = 0; k < n; k++) {
          h = h * 31 + Double.doubleToLongBits(p[k]);
        }
        s.play(moves[picks.nextInt(n)]);
        h = h * 31 + s.hash();
        if (s.plyCount() > 30 && s.plyCount() < 60) {
          middle = s.copy();
        }
      }
    }
    boolean[] dead = GoScoring.deadStones(middle, 50, 3);
    return Long.toHexString(h) + " " + Arrays.hashCode(dead);
  }
}
