package org.gametree.core.search.internal;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * Decides when one search stops, for all its threads together: the caller's {@link StopSignal}, the node budget
 * (counted over all threads) and the clock. Threads poll it every {@link #CHECK_INTERVAL} nodes, so the clock is
 * read a few thousand times a second, not per node. Between iterations the driver asks {@link #startNextIteration},
 * which predicts the next iteration's time from the growth of the last two.
 */
final class TimeManager {
  /** Nodes between two polls of a thread (a power of two). */
  static final int CHECK_INTERVAL = 256;
  /** Growth assumed from one iteration to the next when the last two do not tell (too fast to time). */
  static final double DEFAULT_GROWTH = 4;
  /** Bounds on the growth read from the last two iterations. */
  static final double MIN_GROWTH = 1.5;
  static final double MAX_GROWTH = 8;
  /** The share of an iteration its first root move takes, about: an iteration is started if that much fits. */
  static final double FIRST_MOVE_SHARE = 1.0 / 3;
  /** Iterations shorter than this (ns) are too fast for their ratio to mean anything. */
  private static final long MEASURABLE = 200_000;

  private final long startNanos;
  private final long deadlineNanos;
  private final long budgetNanos;
  private final long maxNodes;
  private final StopSignal signal;
  private final AtomicLong nodes = new AtomicLong();
  private volatile boolean stopped;

  TimeManager(SearchLimits limits) {
    this.startNanos = System.nanoTime();
    Duration time = limits.maxTime();
    this.budgetNanos = time == null ? Long.MAX_VALUE : time.toNanos();
    this.deadlineNanos = time == null ? Long.MAX_VALUE : startNanos + budgetNanos;
    this.maxNodes = limits.maxNodes();
    this.signal = limits.stopSignal();
  }

  /** Adds a thread's nodes since its last poll and says whether the search must stop. */
  boolean poll(long newNodes) {
    long total = nodes.addAndGet(newNodes);
    if (!stopped
        && (total >= maxNodes
            || (signal != null && signal.isRaised())
            || (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0))) {
      stopped = true;
    }
    return stopped;
  }

  /** Whether the search must stop (raised by any thread's poll or by {@link #stop}). */
  boolean stopped() {
    return stopped;
  }

  /** Stops every thread (the main thread finished). */
  void stop() {
    stopped = true;
  }

  /**
   * Whether another iteration is worth starting, given how long the last two took (ns): the next is predicted to take
   * the last one times their ratio (bounded), and it is started if its first third fits in the time left. The first
   * root move, searched with the full window, takes about that share of an iteration; once it is done, an iteration
   * cut off later still improves the move (see {@link IterativeDeepening}).
   */
  boolean startNextIteration(long lastNanos, long beforeNanos) {
    if (stopped || (signal != null && signal.isRaised())) {
      return false;
    }
    if (budgetNanos == Long.MAX_VALUE) {
      return true;
    }
    double growth = beforeNanos >= MEASURABLE
        ? Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, (double) lastNanos / beforeNanos)) : DEFAULT_GROWTH;
    return elapsedNanos() + lastNanos * growth * FIRST_MOVE_SHARE <= budgetNanos;
  }

  long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  Duration elapsed() {
    return Duration.ofNanos(elapsedNanos());
  }
}
