package org.gametree.core.mcts;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.StopSignal;

/**
 * What the threads of one search share: the budget, the clock, counters and the first failure. The clock has three
 * marks (absolute {@link System#nanoTime} values, {@code Long.MAX_VALUE} for none): the optimum, where a search whose
 * most visited root move leads clearly stops; the deadline (the maximum), where any search stops once it has its
 * first {@link #MIN_PLAYOUTS} playouts; and the hard mark, where even those are given up.
 */
final class Shared {
  /** Playouts a timed search completes before its deadline stops it (unless it reaches the hard mark first). */
  static final long MIN_PLAYOUTS = 16;
  /** How long past the deadline the first playouts may run (ns), as the depth-first searchers' first iteration. */
  static final long GRACE = 25_000_000L;
  final long budget;
  final long optimum;
  final long deadline;
  final long hard;
  final StopSignal stop;
  final long maxEdges;
  final SearchListener listener;
  final long start;
  /** Playouts handed out; never more than the budget, so a playout limit is exact with any number of threads. */
  private final AtomicLong claimed = new AtomicLong();
  /** Playouts finished and backed up. */
  final AtomicLong playouts = new AtomicLong();
  final AtomicLong edges = new AtomicLong();
  final AtomicLong maxDepth = new AtomicLong();
  final AtomicBoolean done = new AtomicBoolean();
  volatile RuntimeException failure;

  Shared(long budget, long optimum, long deadline, StopSignal stop, long maxEdges, SearchListener listener,
      long start) {
    this.budget = budget;
    this.optimum = Math.min(optimum, deadline);
    this.deadline = deadline;
    this.hard = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : deadline + GRACE;
    this.stop = stop;
    this.maxEdges = maxEdges;
    this.listener = listener;
    this.start = start;
  }

  /** Claims up to {@code want} playouts of the budget; returns how many (0 when the budget is spent). */
  int claim(int want) {
    while (true) {
      long c = claimed.get();
      if (c >= budget) {
        return 0;
      }
      int k = (int) Math.min(want, budget - c);
      if (claimed.compareAndSet(c, c + k)) {
        return k;
      }
    }
  }

  void fail(RuntimeException e) {
    failure = e;
    done.set(true);
  }
}
