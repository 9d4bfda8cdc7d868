package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.core.search.TimeControl;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;

/** {@code --tc}'s syntax, the referee's clock arithmetic, and a loss on time. */
class MatchClockTest {
  @Test
  void theThreeFormsParse() {
    assertEquals(new MatchClock(40, Duration.ofSeconds(60), Duration.ofMillis(500), false),
        MatchClock.parse("40/60+0.5"));
    assertEquals(new MatchClock(0, Duration.ofSeconds(60), Duration.ofMillis(500), false), MatchClock.parse("60+0.5"));
    assertEquals(new MatchClock(0, Duration.ofMillis(200), Duration.ZERO, true), MatchClock.parse("0.2"));
    assertEquals(new MatchClock(40, Duration.ofSeconds(60), Duration.ZERO, false), MatchClock.parse("40/60"));
    for (String bad : new String[] {"", "x", "0/60", "-1", "60+-1", "1e9", "0", "NaN", "40/", "60+"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MatchClock.parse(bad), bad);
      assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
    }
  }

  @Test
  void theClockLosesTheTimeUsedGainsTheIncrementAndANewPeriod() {
    MatchClock tc = MatchClock.parse("2/10+1");
    Duration left = tc.after(tc.start(), Duration.ofSeconds(3), 1);
    assertEquals(Duration.ofSeconds(8), left);
    assertEquals(1, tc.control(left, 1).movesToGo());
    assertEquals(Duration.ofSeconds(16), tc.after(left, Duration.ofSeconds(3), 2)); // 8 - 3 + 1 + a new 10
    TimeControl fixed = MatchClock.parse("0.25").control(Duration.ZERO, 7);
    assertEquals(Duration.ofMillis(250), fixed.budget().maximum());
  }

  @Test
  void aMoveOverTheClockByMoreThanTheToleranceFlags() {
    MatchClock tc = MatchClock.parse("1+0");
    assertFalse(tc.flagged(Duration.ofSeconds(1), Duration.ofMillis(1050)));
    assertTrue(tc.flagged(Duration.ofSeconds(1), Duration.ofMillis(1200)));
    MatchClock fixed = MatchClock.parse("0.1");
    assertFalse(fixed.flagged(Duration.ZERO, Duration.ofMillis(150)));
    assertTrue(fixed.flagged(Duration.ZERO, Duration.ofMillis(250)));
  }

  /** A player that thinks too long. */
  private static final class Slow implements Player<TicTacToe.State> {
    private final RandomPlayer<TicTacToe.State> random = new RandomPlayer<>(9, 1, "slow");

    @Override
    public String name() {
      return "slow";
    }

    @Override
    public int chooseMove(MoveRequest<TicTacToe.State> request) {
      try {
        Thread.sleep(300);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return random.chooseMove(request);
    }
  }

  @Test
  void aSideOverItsClockLosesOnTimeAndASearcherKeepsToIt() {
    TicTacToe game = new TicTacToe();
    Match.PlayerSource<TicTacToe.State> source = (spec, seed) ->
        spec.kind().equals("slow") ? new Slow() : Players.create(game, spec, seed, null);
    MatchConfig config = MatchConfig.builder("slow", "negascout").games(2).openingPlies(0)
        .clock(MatchClock.parse("0.05")).build();
    MatchResult r = Match.run(game, config, MatchProgress.NONE, source);
    assertEquals(2, r.stats().games());
    assertEquals(2, r.stats().losses(), r.toString());
    assertEquals(0, r.forfeits(), "a loss on time is not a forfeit");
  }

  @Test
  void aTimePerMoveAndAClockExcludeEachOther() {
    assertThrows(IllegalArgumentException.class, () -> MatchConfig.builder("a", "b")
        .timePerMove(Duration.ofSeconds(1)).clock(MatchClock.parse("1")).build());
  }
}
