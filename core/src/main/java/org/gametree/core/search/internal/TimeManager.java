package org.gametree.core.search.internal;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * Decides when one search stops, for all its threads together: the caller's {@link StopSignal}, the node budget
 * (counted over all threads) and the clock. Threads poll it every {@link #CHECK_INTERVAL} nodes, so the clock is
 * read a few hundred times a second, not per node. Between iterations the driver asks {@link #startNextIteration}:
 * an iteration is not started once more than half the time is gone, since it would most likely be cut off.
 */
final class TimeManager {
  /** Nodes between two polls of a thread (a power of two). */
  static final int CHECK_INTERVAL = 2048;

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

  /** Whether another iteration is worth starting. */
  boolean startNextIteration() {
    if (stopped || (signal != null && signal.isRaised())) {
      return false;
    }
    return budgetNanos == Long.MAX_VALUE || elapsedNanos() < budgetNanos / 2;
  }

  long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  Duration elapsed() {
    return Duration.ofNanos(elapsedNanos());
  }
}
