package org.gametree.core.search.internal;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * Decides when one search stops, for all its threads together: the caller's {@link StopSignal}, the node budget
 * (counted over all threads) and the clock. Threads poll it every {@link #CHECK_INTERVAL} nodes, so the clock is
 * read a few thousand times a second, not per node.
 *
 * <p>The clock has three marks. The <em>optimum</em> is what a move should take when the search is stable; the
 * <em>maximum</em> is where a running iteration is cut off; the <em>hard</em> mark, {@link #GRACE} past the
 * maximum, is where even the first iteration is given up. Until the main thread completes depth 1 the maximum does
 * not stop the search, so a move answered on time has been searched; the stop signal and the node budget stop it at
 * once. Between iterations the driver asks {@link #startNextIteration}, which predicts the next iteration's time from
 * the growth of the last two and starts it if its first third fits before a target: the maximum when the time is
 * fixed (optimum = maximum), else the optimum scaled by how stable the search is ({@link #iterationCompleted}):
 * {@link #STABLE_FACTOR} after {@link #STABLE_ITERATIONS} iterations with the same best move,
 * {@link #CHANGED_FACTOR} when the best move just changed, times {@link #FAIL_LOW_FACTOR} after a root fail-low,
 * never past the maximum.
 */
final class TimeManager {
  /**
   * Nodes between two polls of a thread (a power of two): few enough that a slow node (a 19x19 Go evaluation before
   * the JIT has compiled it, a fraction of a millisecond) still lets the clock be read every few milliseconds.
   */
  static final int CHECK_INTERVAL = 64;
  /** Growth assumed from one iteration to the next when the last two do not tell (too fast to time). */
  static final double DEFAULT_GROWTH = 4;
  /** Bounds on the growth read from the last two iterations. */
  static final double MIN_GROWTH = 1.5;
  static final double MAX_GROWTH = 8;
  /** The share of an iteration its first root move takes, about: an iteration is started if that much fits. */
  static final double FIRST_MOVE_SHARE = 1.0 / 3;
  /** How long past the maximum the first iteration may run before the search gives it up (ns). */
  static final long GRACE = 25_000_000L;
  /** Iterations with an unchanged best move after which the search counts as stable. */
  static final int STABLE_ITERATIONS = 3;
  /** The optimum's scale once stable, after a change of best move, and (times) after a fail-low at the root. */
  static final double STABLE_FACTOR = 0.6;
  static final double CHANGED_FACTOR = 1.8;
  static final double FAIL_LOW_FACTOR = 1.5;
  /** Iterations shorter than this (ns) are too fast for their ratio to mean anything. */
  private static final long MEASURABLE = 200_000;

  private final LongSupplier clock;
  private final long startNanos;
  private final long optimumNanos;
  private final long maximumNanos;
  private final long hardNanos;
  private final long maxNodes;
  private final StopSignal signal;
  private final AtomicLong nodes = new AtomicLong();
  private volatile boolean stopped;
  private volatile boolean firstDone;
  /** Main thread only: the last completed iteration's best move, how many in a row had it, and the target scale. */
  private int lastBest = -1;
  private int stableIterations;
  private double factor = 1;
  private boolean failedLow;

  TimeManager(SearchLimits limits) {
    this(limits, System::nanoTime);
  }

  /** A time manager reading {@code clock} (ns, as {@link System#nanoTime}); tests pass a fake one. */
  TimeManager(SearchLimits limits, LongSupplier clock) {
    this.clock = clock;
    this.startNanos = clock.getAsLong();
    Duration time = limits.maxTime();
    this.maximumNanos = time == null ? Long.MAX_VALUE : time.toNanos();
    this.optimumNanos = time == null ? Long.MAX_VALUE : limits.optimumTime().toNanos();
    this.hardNanos = time == null || maximumNanos > Long.MAX_VALUE - GRACE ? Long.MAX_VALUE : maximumNanos + GRACE;
    this.maxNodes = limits.maxNodes();
    this.signal = limits.stopSignal();
  }

  /** Adds a thread's nodes since its last poll and says whether the search must stop. */
  boolean poll(long newNodes) {
    long total = nodes.addAndGet(newNodes);
    if (!stopped && (total >= maxNodes || (signal != null && signal.isRaised()) || clockStops())) {
      stopped = true;
    }
    return stopped;
  }

  private boolean clockStops() {
    if (maximumNanos == Long.MAX_VALUE) {
      return false;
    }
    long elapsed = elapsedNanos();
    return elapsed >= hardNanos || (firstDone && elapsed >= maximumNanos);
  }

  /** Whether the search must stop (raised by any thread's poll or by {@link #stop}). */
  boolean stopped() {
    return stopped;
  }

  /** Stops every thread (the main thread finished). */
  void stop() {
    stopped = true;
  }

  /** The main thread's root failed low in the running iteration: the next target is extended. */
  void rootFailedLow() {
    failedLow = true;
  }

  /**
   * The main thread completed an iteration with {@code bestMove}: from now on the maximum stops the search, and the
   * target for starting the next iteration follows the best move's stability.
   */
  void iterationCompleted(int bestMove) {
    firstDone = true;
    boolean changed = lastBest >= 0 && bestMove != lastBest;
    stableIterations = bestMove == lastBest ? stableIterations + 1 : 0;
    lastBest = bestMove;
    factor = changed ? CHANGED_FACTOR : stableIterations >= STABLE_ITERATIONS ? STABLE_FACTOR : 1;
    if (failedLow) {
      factor *= FAIL_LOW_FACTOR;
      failedLow = false;
    }
  }

  /** The time (ns from the start) before which the next iteration's first third must fit. */
  long targetNanos() {
    if (optimumNanos >= maximumNanos) {
      return maximumNanos; // a fixed time a move is used whole, as before clocks had a range
    }
    return (long) Math.min(maximumNanos, optimumNanos * factor);
  }

  /**
   * Whether another iteration is worth starting, given how long the last two took (ns): the next is predicted to take
   * the last one times their ratio (bounded), and it is started if its first third fits before {@link #targetNanos}.
   * The first root move, searched with the full window, takes about that share of an iteration; once it is done, an
   * iteration cut off later still improves the move (see {@link IterativeDeepening}).
   */
  boolean startNextIteration(long lastNanos, long beforeNanos) {
    if (stopped || (signal != null && signal.isRaised())) {
      return false;
    }
    if (maximumNanos == Long.MAX_VALUE) {
      return true;
    }
    double growth = beforeNanos >= MEASURABLE
        ? Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, (double) lastNanos / beforeNanos)) : DEFAULT_GROWTH;
    return elapsedNanos() + lastNanos * growth * FIRST_MOVE_SHARE <= targetNanos();
  }

  long elapsedNanos() {
    return clock.getAsLong() - startNanos;
  }

  Duration elapsed() {
    return Duration.ofNanos(elapsedNanos());
  }
}
