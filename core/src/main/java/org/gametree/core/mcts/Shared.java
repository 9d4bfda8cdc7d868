package org.gametree.core.mcts;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.StopSignal;

/** What the threads of one search share: the budget, the clock, counters and the first failure. */
final class Shared {
  final long budget;
  final long deadline;
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

  Shared(long budget, long deadline, StopSignal stop, long maxEdges, SearchListener listener, long start) {
    this.budget = budget;
    this.deadline = deadline;
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
