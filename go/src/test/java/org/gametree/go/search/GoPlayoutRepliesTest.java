package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.go.GoBoard;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

/** The last-good-reply rollouts ({@code rollout=replies}): what they learn, forget and play. */
class GoPlayoutRepliesTest {
  private final GoGame game = GoProvider.game(9, 7, GoRules.PSK);

  private int point(GoState s, String move) {
    return s.board().point(s.parseMove(move));
  }

  @Test
  void theWinnerAnswersAreStoredAndTheLoserMatchingOnesForgotten() {
    GoPlayout playout = new GoPlayout(game, GoPlayout.REPLIES);
    GoPlayout.Replies r = playout.replies();
    GoState s = game.newInitialState();
    int e5 = point(s, "E5");
    int c3 = point(s, "C3");
    int g7 = point(s, "G7");
    int d4 = point(s, "D4");
    r.reply[GoBoard.WHITE][c3] = g7; // White's stored answer to C3, which White is about to lose with
    r.reply[GoBoard.WHITE][e5] = d4; // another of White's answers, not played here: kept
    // White played E5 before the rollout; then Black C3, White G7, Black pass, White D4
    int[] played = {e5, c3, g7, -1, d4};
    System.arraycopy(played, 0, r.played, 0, played.length);
    r.learn(played.length, GoBoard.BLACK, GoBoard.BLACK);
    assertEquals(c3, r.reply[GoBoard.BLACK][e5], "Black won: its answer C3 to E5 is stored");
    assertEquals(-1, r.reply[GoBoard.WHITE][c3], "White lost with G7 against C3: forgotten");
    assertEquals(d4, r.reply[GoBoard.WHITE][e5], "an answer the lost game did not play stays");
    assertEquals(-1, r.reply[GoBoard.BLACK][g7], "a pass is no answer");
    r.learn(played.length, GoBoard.BLACK, 0);
    assertEquals(c3, r.reply[GoBoard.BLACK][e5], "a drawn rollout teaches nothing");
  }

  @Test
  void aStoredReplyIsPlayedFirstUnlessItIsNoLongerPlayable() {
    GoPlayout playout = new GoPlayout(game, GoPlayout.REPLIES);
    GoState s = game.newInitialState();
    for (String m : new String[] {"E5", "C3"}) {
      s.play(s.parseMove(m));
    }
    int g7 = s.parseMove("G7");
    playout.replies().reply[GoBoard.BLACK][point(s, "C3")] = point(s, "G7");
    for (int seed = 0; seed < 10; seed++) {
      playout.replies().reply[GoBoard.BLACK][point(s, "C3")] = point(s, "G7");
      assertEquals(g7, firstMove(playout, s, seed), "seed " + seed);
    }
    playout.replies().reply[GoBoard.BLACK][point(s, "C3")] = point(s, "E5"); // occupied now
    for (int seed = 0; seed < 10; seed++) {
      playout.replies().reply[GoBoard.BLACK][point(s, "C3")] = point(s, "E5");
      assertNotEquals(s.parseMove("E5"), firstMove(playout, s, seed));
    }
  }

  @Test
  void rolloutsWithRepliesLearnAndAllocateNothing() {
    GoPlayout playout = new GoPlayout(game, GoPlayout.REPLIES);
    GoState s = game.newInitialState();
    s.play(s.parseMove("E5"));
    SplittableRandom random = new SplittableRandom(3);
    double sum = 0;
    for (int i = 0; i < 1000; i++) {
      sum += playout.rollout(s, random, (p, m) -> {}); // warm up the JIT
    }
    int stored = 0;
    for (int c : new int[] {GoBoard.BLACK, GoBoard.WHITE}) {
      for (int reply : playout.replies().reply[c]) {
        stored += reply >= 0 ? 1 : 0;
      }
    }
    assertTrue(stored > 20, stored + " replies stored");
    assertEquals("E5", s.moveToString(s.lastMove()), "the state is left alone");
    if (!(java.lang.management.ManagementFactory.getThreadMXBean()
        instanceof com.sun.management.ThreadMXBean bean) || !bean.isThreadAllocatedMemorySupported()) {
      return; // no allocation counter on this JVM
    }
    // the fewest bytes of ten rounds, so that a round in which the JIT was still compiling does not count
    long id = Thread.currentThread().getId();
    long fewest = Long.MAX_VALUE;
    for (int round = 0; round < 10; round++) {
      long before = bean.getThreadAllocatedBytes(id);
      for (int i = 0; i < 200; i++) {
        sum += playout.rollout(s, random, (p, m) -> {});
      }
      fewest = Math.min(fewest, bean.getThreadAllocatedBytes(id) - before);
    }
    assertTrue(fewest < 1000, "allocated " + fewest + " bytes in 200 rollouts (" + sum + ")");
  }

  private static int firstMove(GoPlayout playout, GoState s, int seed) {
    int[] first = {-1};
    playout.rollout(s, new SplittableRandom(seed), (p, m) -> {
      if (first[0] < 0) {
        first[0] = m;
      }
    });
    return first[0];
  }
}
