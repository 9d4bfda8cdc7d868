package org.gametree.othello.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.gametree.core.search.StopSignal;

/**
 * The exact solver on several threads: each thread runs a whole {@link EndgameSolver} from the root over one shared
 * {@link EndgameTable}, and from {@code SHARE_MIN} empties up a thread puts off the children another thread is busy
 * with ({@link BusyTable}, simplified ABDADA), so the threads spread over the tree and pick up each other's results
 * from the table instead of searching the same nodes. Every bound in the table is a true bound whichever thread wrote
 * it, so the first thread to finish has the exact score; it stops the others. One thread is the plain solver. Not
 * itself thread-safe: one solve at a time; {@link #close} ends the helper threads.
 */
public final class ParallelEndgameSolver implements AutoCloseable {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private final EndgameTable table;
  private final BusyTable busy;
  private final EndgameSolver[] workers;
  private final ExecutorService helpers;
  private long lastCpuNanos;

  /**
   * A solver.
   *
   * @param threads threads to solve on (1 = the serial solver)
   * @param tableBits log2 of the number of entries of the shared table (24 bytes each)
   */
  public ParallelEndgameSolver(int threads, int tableBits) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1: " + threads);
    }
    table = new EndgameTable(tableBits);
    busy = threads > 1 ? new BusyTable() : null;
    workers = new EndgameSolver[threads];
    for (int i = 0; i < threads; i++) {
      workers[i] = new EndgameSolver(table, busy, 64);
    }
    helpers = threads > 1 ? Executors.newFixedThreadPool(threads - 1, r -> {
      Thread t = new Thread(r, "endgame-helper");
      t.setDaemon(true);
      return t;
    }) : null;
  }

  /** The number of threads. */
  public int threads() {
    return workers.length;
  }

  /** Nodes of all threads since the solver was made. */
  public long nodes() {
    long n = 0;
    for (EndgameSolver w : workers) {
      n += w.nodes();
    }
    return n;
  }

  /** The CPU time all threads spent in the last solve, in nanoseconds. */
  public long lastCpuNanos() {
    return lastCpuNanos;
  }

  /** Clears the shared table. */
  public void clear() {
    table.clear();
  }

  /** The exact score for the owner of {@code p} and a best move, as {@link EndgameSolver#solve(long, long)}. */
  public EndgameSolver.Result solve(long p, long o) {
    return solve(p, o, Long.MAX_VALUE, null, Long.MAX_VALUE);
  }

  /**
   * Solves with a budget: about {@code maxNodes} nodes per thread, a stop signal (may be null) and a deadline
   * ({@link System#nanoTime()}); null if the budget ran out. The result's nodes are those of all threads.
   */
  public EndgameSolver.Result solve(long p, long o, long maxNodes, StopSignal stop, long deadlineNanos) {
    return solve(p, o, -64, 64, maxNodes, stop, deadlineNanos);
  }

  /**
   * Solves within a window, fail-soft, as {@link EndgameSolver#solve(long, long, int, int, long, StopSignal, long)}
   * ((−1, 1) for win, draw or loss), with the budget of {@link #solve(long, long, long, StopSignal, long)}.
   */
  public EndgameSolver.Result solve(long p, long o, int alpha, int beta, long maxNodes, StopSignal stop,
      long deadlineNanos) {
    table.newSearch();
    long nodes0 = nodes();
    if (workers.length == 1) {
      long c0 = CPU.getCurrentThreadCpuTime();
      EndgameSolver.Result r = workers[0].solveShared(p, o, alpha, beta, maxNodes, stop, null, deadlineNanos);
      lastCpuNanos = CPU.getCurrentThreadCpuTime() - c0;
      return r;
    }
    busy.clear();
    StopSignal halt = new StopSignal();
    AtomicReference<EndgameSolver.Result> first = new AtomicReference<>();
    long[] cpu = new long[workers.length];
    List<Future<?>> running = new ArrayList<>();
    for (int i = 1; i < workers.length; i++) {
      int w = i;
      running.add(helpers.submit(() -> run(w, p, o, alpha, beta, maxNodes, stop, halt, deadlineNanos, first, cpu)));
    }
    try {
      run(0, p, o, alpha, beta, maxNodes, stop, halt, deadlineNanos, first, cpu);
    } finally {
      halt.raise();
      for (Future<?> f : running) {
        try {
          f.get();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
          throw new IllegalStateException("endgame helper thread failed", e.getCause());
        }
      }
    }
    long total = 0;
    for (long c : cpu) {
      total += c;
    }
    lastCpuNanos = total;
    EndgameSolver.Result r = first.get();
    return r == null ? null : new EndgameSolver.Result(r.score(), r.bestMove(), nodes() - nodes0);
  }

  private void run(int w, long p, long o, int alpha, int beta, long maxNodes, StopSignal stop, StopSignal halt,
      long deadline, AtomicReference<EndgameSolver.Result> first, long[] cpu) {
    long c0 = CPU.getCurrentThreadCpuTime();
    try {
      EndgameSolver.Result r = workers[w].solveShared(p, o, alpha, beta, maxNodes, stop, halt, deadline);
      if (r != null && first.compareAndSet(null, r)) {
        halt.raise();
      }
    } finally {
      cpu[w] = CPU.getCurrentThreadCpuTime() - c0;
    }
  }

  @Override
  public void close() {
    if (helpers != null) {
      helpers.shutdownNow();
    }
  }
}
