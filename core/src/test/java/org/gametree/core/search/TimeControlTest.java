package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The arithmetic of {@link TimeControl#budget()}: pure functions of the clock. */
class TimeControlTest {
  private static long optimum(TimeControl tc) {
    return tc.budget().optimum().toMillis();
  }

  private static long maximum(TimeControl tc) {
    return tc.budget().maximum().toMillis();
  }

  @Test
  void aFixedTimeAMoveIsBothTheOptimumAndTheMaximum() {
    TimeControl tc = TimeControl.perMove(Duration.ofMillis(250));
    assertEquals(250, optimum(tc));
    assertEquals(250, maximum(tc));
  }

  @Test
  void suddenDeathSpreadsTheTimeOverTheExpectedMovesAndCapsTheMaximumAtAFifth() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(30_050), Duration.ZERO, 0);
    assertEquals(1000, optimum(tc)); // (30 050 - 50) / 30
    assertEquals(4000, maximum(tc)); // 4 x optimum, below a fifth (6 000)
    TimeControl longGame = tc.withExpectedMoves(100);
    assertEquals(300, optimum(longGame));
    assertEquals(1200, maximum(longGame));
  }

  @Test
  void mostOfTheIncrementIsSpentOnTheMove() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(3_050), Duration.ofMillis(1000), 0);
    assertEquals(100 + 800, optimum(tc));
    assertEquals(600 + 800, maximum(tc)); // a fifth of what is left plus the increment's share, below 4 x optimum
  }

  @Test
  void movesToGoAreRespected() {
    TimeControl last = TimeControl.clock(Duration.ofMillis(10_050), Duration.ZERO, 1);
    assertEquals(8000, maximum(last)); // the last move before the control may take most, not all, of the time
    assertEquals(8000, optimum(last));
    TimeControl forty = TimeControl.clock(Duration.ofMillis(40_050), Duration.ZERO, 40);
    assertEquals(1000, optimum(forty));
    assertTrue(maximum(forty) <= 40_000 * 2 / 41, "maximum " + maximum(forty));
  }

  @Test
  void japaneseByoYomiGivesEachMoveAPeriodLessAMargin() {
    TimeControl tc = TimeControl.clock(Duration.ZERO, Duration.ZERO, 0).withByoYomi(5, Duration.ofSeconds(10));
    assertEquals(10_000 - 50 - 1000, optimum(tc));
    assertEquals(optimum(tc), maximum(tc));
  }

  @Test
  void canadianByoYomiSharesThePeriodOverItsStones() {
    TimeControl tc = TimeControl.clock(Duration.ZERO, Duration.ZERO, 0).withCanadian(Duration.ofSeconds(60), 25);
    assertEquals((60_000 - 50 - 1000) / 25, optimum(tc));
  }

  @Test
  void mainTimeIsSpentFirstButAMoveNeverGetsLessThanAPeriodAffords() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(1_550), Duration.ZERO, 0).withByoYomi(3, Duration.ofSeconds(5));
    assertEquals(5000 - 50 - 500, optimum(tc)); // 1 500 / 30 = 50 ms of main time is less than a period's 4 450
    TimeControl rich = TimeControl.clock(Duration.ofSeconds(600), Duration.ZERO, 0).withByoYomi(3, Duration.ofSeconds(1));
    assertEquals((600_000 - 50) / 30, optimum(rich));
  }

  @Test
  void anEmptyClockStillGivesTheLeastMoveTime() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(20), Duration.ZERO, 0);
    assertEquals(TimeControl.MIN_MOVE.toMillis(), optimum(tc));
    assertEquals(TimeControl.MIN_MOVE.toMillis(), maximum(tc));
  }

  @Test
  void negativeValuesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> TimeControl.clock(Duration.ofSeconds(-1), Duration.ZERO, 0));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.clock(Duration.ZERO, Duration.ZERO, -2));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.perMove(Duration.ofMillis(-5)));
  }

  @Test
  void limitsCarryTheOptimumAndTheMaximum() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(30_050), Duration.ZERO, 0);
    SearchLimits limits = SearchLimits.infinite().withTimeControl(tc);
    assertEquals(Duration.ofMillis(1000), limits.optimumTime());
    assertEquals(Duration.ofMillis(4000), limits.maxTime());
    assertEquals(tc, limits.timeControl());
    SearchLimits fixed = SearchLimits.time(Duration.ofMillis(300));
    assertEquals(fixed.maxTime(), fixed.optimumTime());
  }

  @Test
  void aMoveCapBoundsBothTheOptimumAndTheMaximum() {
    TimeControl tc = TimeControl.clock(Duration.ofMillis(30_050), Duration.ZERO, 0).withMaxMove(Duration.ofMillis(700));
    assertEquals(700, optimum(tc));
    assertEquals(700, maximum(tc));
    TimeControl loose = TimeControl.clock(Duration.ofMillis(30_050), Duration.ZERO, 0).withMaxMove(Duration.ofSeconds(2));
    assertEquals(1000, optimum(loose));
    assertEquals(2000, maximum(loose));
  }
}
