package org.gametree.core.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TimeControl;
import org.junit.jupiter.api.Test;

/** GTP's time commands parsed into a {@link TimeControl}: the protocol parses, the search decides the time. */
class GtpClockTest {
  private static final GtpClock NONE = GtpClock.none();

  @Test
  void noSettingsOrByoYomiWithoutStonesLeaveTheEngineLimits() {
    SearchLimits engine = SearchLimits.playouts(10);
    assertEquals(engine, NONE.limits(0, 81, engine));
    assertEquals(engine, NONE.settings(60, 30, 0).limits(0, 81, engine));
    assertNull(NONE.kgsSettings(List.of("none")).timeControl(0, 81));
  }

  @Test
  void mainTimeWithCanadianByoYomi() {
    TimeControl tc = NONE.settings(600, 30, 10).timeControl(0, 81);
    assertEquals(Duration.ofSeconds(600), tc.remaining());
    assertEquals(Duration.ofSeconds(30), tc.periodTime());
    assertEquals(10, tc.periodStones());
    assertEquals(40, tc.expectedMoves());
  }

  @Test
  void timeLeftInByoYomiIsTheCurrentPeriod() {
    TimeControl tc = NONE.settings(600, 30, 10).left(1, 12.5, 4).timeControl(1, 81);
    assertEquals(Duration.ZERO, tc.remaining());
    assertEquals(Duration.ofMillis(12_500), tc.periodTime());
    assertEquals(4, tc.periodStones());
  }

  @Test
  void kgsByoYomiIsJapanese() {
    GtpClock clock = NONE.kgsSettings(List.of("byoyomi", "0", "10", "5"));
    TimeControl tc = clock.timeControl(0, 300);
    assertEquals(5, tc.periods());
    assertEquals(0, tc.periodStones());
    assertEquals(Duration.ofSeconds(10), tc.periodTime());
    assertEquals(3, clock.left(0, 9, 3).timeControl(0, 300).periods());
    assertEquals(Duration.ofSeconds(120), NONE.kgsSettings(List.of("absolute", "120")).timeControl(0, 9).remaining());
    assertThrows(GtpEngine.GtpError.class, () -> NONE.kgsSettings(List.of("byoyomi", "0", "10")));
    assertThrows(GtpEngine.GtpError.class, () -> NONE.kgsSettings(List.of("hourglass", "10")));
  }
}
