package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.gametree.core.search.TimeControl;
import org.junit.jupiter.api.Test;

/** The stop rules of {@link TimeManager}, on a fake clock. */
class TimeManagerTest {
  private static final long MS = 1_000_000L;
  private long now;

  private TimeManager manager(SearchLimits limits) {
    now = 0;
    return new TimeManager(limits, () -> now);
  }

  /** A clock whose budget is an optimum of 1 000 ms and a maximum of 4 000 ms. */
  private static SearchLimits clock() {
    return SearchLimits.infinite().withTimeControl(TimeControl.clock(Duration.ofMillis(30_050), Duration.ZERO, 0));
  }

  @Test
  void theClockDoesNotStopTheFirstIterationUntilTheHardMark() {
    TimeManager time = manager(SearchLimits.time(Duration.ofMillis(50)));
    now = 60 * MS;
    assertFalse(time.poll(0), "stopped before depth 1 completed");
    now = 50 * MS + TimeManager.GRACE;
    assertTrue(time.poll(0), "the hard mark passed");
  }

  @Test
  void onceDepthOneIsDoneTheMaximumStops() {
    TimeManager time = manager(SearchLimits.time(Duration.ofMillis(50)));
    time.iterationCompleted(7);
    now = 49 * MS;
    assertFalse(time.poll(0));
    now = 50 * MS;
    assertTrue(time.poll(0));
  }

  @Test
  void theStopSignalAndTheNodeBudgetStopAtOnce() {
    StopSignal stop = new StopSignal();
    TimeManager time = manager(SearchLimits.time(Duration.ofMillis(50)).withStop(stop));
    assertFalse(time.poll(0));
    stop.raise();
    assertTrue(time.poll(0));
    TimeManager nodes = manager(SearchLimits.nodes(100).withTime(Duration.ofSeconds(1)));
    assertTrue(nodes.poll(100));
  }

  @Test
  void aFixedTimeKeepsTheFirstThirdRule() {
    TimeManager time = manager(SearchLimits.time(Duration.ofMillis(100)));
    for (int i = 0; i < 5; i++) {
      time.iterationCompleted(3); // stability does not shorten a fixed time
    }
    now = 60 * MS;
    // the next iteration is predicted at 10 ms x 4 (too fast to measure the growth): its third, 13 ms, fits
    assertTrue(time.startNextIteration(10 * MS, 0));
    now = 95 * MS;
    assertFalse(time.startNextIteration(10 * MS, 0));
  }

  @Test
  void aStableBestMoveStopsBeforeTheOptimum() {
    TimeManager time = manager(clock());
    for (int i = 0; i <= TimeManager.STABLE_ITERATIONS; i++) {
      time.iterationCompleted(3);
    }
    now = 700 * MS;
    assertFalse(time.startNextIteration(MS, 0), "a stable search should stop at 0.6 x the optimum");
  }

  @Test
  void aChangedBestMoveOrAFailLowExtendsPastTheOptimumButNotPastTheMaximum() {
    TimeManager time = manager(clock());
    time.iterationCompleted(3);
    time.iterationCompleted(3);
    now = 1100 * MS;
    assertFalse(time.startNextIteration(MS, 0), "unchanged: the optimum is the target");
    time.iterationCompleted(5);
    assertTrue(time.startNextIteration(MS, 0), "the best move changed: more time");
    time.rootFailedLow();
    time.iterationCompleted(3);
    now = 2500 * MS;
    assertTrue(time.startNextIteration(MS, 0), "changed and failed low: more time still");
    now = 3900 * MS;
    assertFalse(time.startNextIteration(MS, 0), "but not past the maximum");
  }
}
