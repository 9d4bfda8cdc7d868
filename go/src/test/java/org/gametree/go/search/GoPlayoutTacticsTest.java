package org.gametree.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.go.GoBoard;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoState;
import org.gametree.go.GoTactics;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

/** The tactical answers of {@code rollout=tactics} on hand-made positions, and its rollouts' allocation. */
class GoPlayoutTacticsTest {
  private static final GoGame NINE = GoProvider.game(9, 7, GoRules.PSK);
  private static final GoGame THIRTEEN = GoProvider.game(13, 7, GoRules.PSK);

  /** The stones set up, then {@code last} played by the colour not {@code toMove}, {@code toMove} to play. */
  private static GoState position(GoGame game, String black, String white, String last, int toMove) {
    GoState s = game.newInitialState();
    s.setup(moves(game, black), moves(game, white), 1 - toMove);
    s.play(game.parseMove(last));
    return s;
  }

  private static int[] moves(GoGame game, String vertices) {
    return vertices.isEmpty() ? new int[0] : Arrays.stream(vertices.split(" ")).mapToInt(game::parseMove).toArray();
  }

  private static int point(GoState s, String vertex) {
    return s.board().point(s.game().parseMove(vertex));
  }

  /** Every answer {@link GoPlayoutTactics#twoLiberty} gives over 40 seeds, as sorted vertices. */
  private static String twoLibertyAnswers(GoState s) {
    GoTactics t = s.tactics();
    int last = s.board().point(s.lastMove());
    int c = s.currentPlayer() + 1;
    java.util.TreeSet<String> seen = new java.util.TreeSet<>();
    for (int seed = 0; seed < 40; seed++) {
      int p = GoPlayoutTactics.twoLiberty(t, last, c, new SplittableRandom(seed));
      seen.add(p < 0 ? "none" : s.moveToString(s.board().moveOf(p)));
    }
    return String.join(" ", seen);
  }

  @Test
  void anOwnChainLeftWithTwoLibertiesExtendsWhereItGetsThree() {
    // Black D4 between White C4, E3, F4; White D5 leaves it D3 and E4, and E4 gives only two (E5, D3).
    GoState s = position(NINE, "D4", "C4 E3 F4", "D5", 0);
    assertEquals("D3", twoLibertyAnswers(s));
  }

  @Test
  void anOwnChainWithTwoLibertiesCapturesANeighbourInAtari() {
    // Black D4-D3 has D2 and E3 after White D5; White E4 is in atari at E3, and D2 gives only two liberties.
    GoState s = position(NINE, "D4 D3 E5 F5 F4", "C4 C3 C2 E2 E4", "D5", 0);
    assertEquals("E3", twoLibertyAnswers(s));
  }

  @Test
  void theAttackIsTheAtariFromWhichTheChainCannotRun() {
    // White E5 has E4 and F5: Black E4 leaves F5 with two liberties (G5, F4); Black F5 lets it out at E4 with three.
    GoState s = position(NINE, "D5 E6 F6", "", "E5", 0);
    assertEquals("E4", twoLibertyAnswers(s));
    GoPlayout playout = new GoPlayout(NINE, GoPlayout.TACTICS);
    for (int seed = 0; seed < 10; seed++) {
      assertEquals(s.game().parseMove("E4"), firstMove(playout, s, seed), "the rollout plays it, seed " + seed);
    }
  }

  @Test
  void anAtariThatLeavesOurStoneInAtariIsNoAttack() {
    // White E5 has E4 and F5; Black E4 would be in atari itself (White D4, E3 and F4 around it), F5 lets it out.
    GoState s = position(NINE, "D5 E6 F6", "D4 E3 F4", "E5", 0);
    assertFalse(twoLibertyAnswers(s).contains("E4"), twoLibertyAnswers(s));
  }

  @Test
  void theVitalPointOfAThreePointEyeSpaceIsTaken() {
    // White A2 B2 C2 and D1 close the straight three A1 B1 C1: its middle B1 kills (for Black) or lives (for White).
    GoState s = position(NINE, "", "A2 B2 C2", "D1", 0);
    assertEquals(point(s, "B1"), GoPlayoutTactics.nakade(s.tactics(), point(s, "D1"), GoBoard.BLACK));
    assertEquals(point(s, "B1"), s.tactics().threeSpaceVital(point(s, "A1")));
    // a four-point space is no three-point space
    GoState four = position(NINE, "", "A2 B2 C2 D2", "E1", 0);
    assertEquals(-1, GoPlayoutTactics.nakade(four.tactics(), point(four, "E1"), GoBoard.BLACK));
    // a space touched by both colours is none either
    GoState mixed = position(NINE, "B2", "A2 C2", "D1", 0);
    assertEquals(-1, mixed.tactics().threeSpaceVital(point(mixed, "A1")));
  }

  @Test
  void aSmallSelfAtariInsideTheOpponentsEyeSpaceIsAllowedAndOneOutsideIsNot() {
    // Black B1 inside White's straight three: A1 makes two stones in atari at C1, and kills the eye.
    GoState s = position(NINE, "B1", "A2 B2 C2", "D1", 0);
    GoTactics t = s.tactics();
    assertEquals(2, t.selfAtariStones(point(s, "A1"), GoBoard.BLACK));
    assertTrue(t.isEyeKillingSelfAtari(point(s, "A1"), GoBoard.BLACK, GoPlayoutTactics.NAKADE_STONES));
    // Black E5 surrounded on three sides: E4 is a two-stone self-atari in the open (E3 has empty neighbours)
    GoState open = position(NINE, "E5", "D5 E6 F5 D4", "F4", 0);
    GoTactics o = open.tactics();
    assertEquals(2, o.selfAtariStones(point(open, "E4"), GoBoard.BLACK));
    assertFalse(o.isEyeKillingSelfAtari(point(open, "E4"), GoBoard.BLACK, GoPlayoutTactics.NAKADE_STONES));
  }

  @Test
  void libertiesAfterCountsJoinedChainsCapturesAndTheExcludedPoint() {
    GoState s = position(NINE, "D4", "C4 E3 F4", "D5", 0);
    GoTactics t = s.tactics();
    assertEquals(2, t.libertiesAfter(point(s, "E4"), GoBoard.BLACK, -1, 9), "E5 and D3");
    assertEquals(3, t.libertiesAfter(point(s, "D3"), GoBoard.BLACK, -1, 9), "C3, D2 and D4's E4");
    assertEquals(2, t.libertiesAfter(point(s, "D3"), GoBoard.BLACK, point(s, "C3"), 9));
    assertEquals(2, t.libertiesAfter(point(s, "D3"), GoBoard.BLACK, -1, 2), "capped");
  }

  @Test
  void fillBoardTakesAnOpenPointOnLargeBoardsOnly() {
    GoState big = THIRTEEN.newInitialState();
    int[] ring = GoPatterns.ringOffsets(15);
    int found = 0;
    for (int seed = 0; seed < 20; seed++) {
      int p = GoPlayoutTactics.fillBoard(big.board(), ring, new SplittableRandom(seed));
      if (p < 0) {
        continue; // three tries all hit the edge (about 2 % of the time on an empty board)
      }
      found++;
      for (int d : ring) {
        assertEquals(GoBoard.EMPTY, big.board().color(p + d));
      }
    }
    assertTrue(found >= 15, found + " of 20");
    GoState small = NINE.newInitialState();
    assertEquals(-1, GoPlayoutTactics.fillBoard(small.board(), GoPatterns.ringOffsets(11), new SplittableRandom(1)));
  }

  @Test
  void theRolloutIsOfferedByNameAndAllocatesNothingOn13x13() {
    assertNotNull(new GoKnowledge(THIRTEEN).rolloutPolicy("tactics"));
    GoPlayout playout = new GoPlayout(THIRTEEN, GoPlayout.TACTICS);
    GoState s = THIRTEEN.newInitialState();
    s.play(s.parseMove("G7"));
    SplittableRandom random = new SplittableRandom(5);
    double sum = 0;
    for (int i = 0; i < 500; i++) {
      sum += playout.rollout(s, random, (p, m) -> {}); // warm up the JIT
    }
    assertTrue(sum > 50 && sum < 450, "both colours win some rollouts: " + sum);
    if (!(java.lang.management.ManagementFactory.getThreadMXBean()
        instanceof com.sun.management.ThreadMXBean bean) || !bean.isThreadAllocatedMemorySupported()) {
      return; // no allocation counter on this JVM
    }
    long id = Thread.currentThread().getId();
    long fewest = Long.MAX_VALUE;
    for (int round = 0; round < 10; round++) {
      long before = bean.getThreadAllocatedBytes(id);
      for (int i = 0; i < 100; i++) {
        sum += playout.rollout(s, random, (p, m) -> {});
      }
      fewest = Math.min(fewest, bean.getThreadAllocatedBytes(id) - before);
    }
    assertTrue(fewest < 1000, "allocated " + fewest + " bytes in 100 rollouts (" + sum + ")");
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
