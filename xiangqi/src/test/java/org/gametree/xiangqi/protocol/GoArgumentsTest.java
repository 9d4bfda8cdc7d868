package org.gametree.xiangqi.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TimeControl;
import org.junit.jupiter.api.Test;

/** {@code go} only parses: the side to move's clock becomes a {@link TimeControl}, a fixed time stays fixed. */
class GoArgumentsTest {
  private static SearchLimits parse(String go, boolean red, long unit) {
    return GoArguments.parse(go.split(" "), red, unit, m -> -1);
  }

  @Test
  void theSideToMovesClockBecomesATimeControl() {
    SearchLimits red = parse("go wtime 30050 btime 5000 winc 100 binc 0 movestogo 20", true, 1);
    TimeControl tc = red.timeControl();
    assertEquals(Duration.ofMillis(30_050), tc.remaining());
    assertEquals(Duration.ofMillis(100), tc.increment());
    assertEquals(20, tc.movesToGo());
    assertEquals(tc.budget().optimum(), red.optimumTime());
    assertEquals(Duration.ofMillis(5000), parse("go wtime 30050 btime 5000", false, 1).timeControl().remaining());
  }

  @Test
  void uccisTimeIsInItsUnitAndMovetimeIsFixed() {
    assertEquals(Duration.ofSeconds(60), parse("go time 60 increment 1", true, 1000).timeControl().remaining());
    SearchLimits fixed = parse("go movetime 250", true, 1);
    assertNull(fixed.timeControl());
    assertEquals(Duration.ofMillis(250), fixed.optimumTime());
    assertEquals(Duration.ofMillis(250), fixed.maxTime());
  }
}
