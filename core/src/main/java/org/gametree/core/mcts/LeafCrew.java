package org.gametree.core.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.gametree.core.GameState;

/**
 * Leaf parallelisation's helpers (Cazenave and Jouandeau 2007): when the one tree worker reaches a leaf, each helper
 * plays the path from the root on its own state copy, runs one playout of its own and hands the reward back; the
 * worker backs up all of them at once. Nothing is allocated per leaf.
 *
 * <p>The hand-offs are the cost of this form: a leaf comes every playout (tens of microseconds), and waking a parked
 * thread takes about as long, which left two threads slower than one. So both sides first spin for up to {@link
 * #SPINS} pauses (a few playouts' time) and only then park: a helper between leaves, the worker while its helpers
 * finish.
 */
final class LeafCrew<S extends GameState> {
  /** {@link Thread#onSpinWait()} calls before a waiting thread parks. */
  static final int SPINS = 1 << 12;

  private final List<Helper> helpers = new ArrayList<>();
  private final Thread owner;
  private final AtomicInteger pending = new AtomicInteger();
  private volatile int[] path;
  private volatile int pathLength;
  private volatile boolean closed;

  LeafCrew(MctsPlan<S> plan, S rootState, Shared shared, int helpers) {
    this.owner = Thread.currentThread();
    for (int i = 0; i < helpers; i++) {
      @SuppressWarnings("unchecked")
      S copy = (S) rootState.copy();
      Helper h = new Helper(copy, plan.playout().forThread(),
          new SplittableRandom(plan.seed() + (i + 1) * 0x9E3779B97F4A7C15L), shared);
      this.helpers.add(h);
      h.thread = new Thread(h, "mcts-leaf-" + (i + 1));
      h.thread.setDaemon(true);
      h.thread.start();
    }
  }

  int size() {
    return helpers.size();
  }

  /** Starts {@code count} helpers on the leaf {@code moves[0..length)} below the root. */
  void start(int[] moves, int length, int count) {
    path = moves;
    pathLength = length;
    pending.set(count);
    for (int i = 0; i < count; i++) {
      Helper h = helpers.get(i);
      h.go = true;
      LockSupport.unpark(h.thread);
    }
  }

  /** Waits for the helpers started last and returns the sum of their rewards. */
  double await() {
    for (int spin = 0; spin < SPINS && pending.get() > 0; spin++) {
      Thread.onSpinWait();
    }
    while (pending.get() > 0) {
      LockSupport.parkNanos(this, 1_000_000L);
      for (int i = 0; i < helpers.size() && pending.get() > 0; i++) {
        if (!helpers.get(i).thread.isAlive()) {
          throw new IllegalStateException("a leaf helper thread died");
        }
      }
    }
    double sum = 0;
    for (int i = 0; i < helpers.size(); i++) {
      Helper h = helpers.get(i);
      if (h.done) {
        h.done = false;
        sum += h.reward;
      }
    }
    return sum;
  }

  /** Stops the helpers and waits for them. */
  void close() {
    closed = true;
    for (Helper h : helpers) {
      LockSupport.unpark(h.thread);
    }
    for (Helper h : helpers) {
      try {
        h.thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private final class Helper implements Runnable {
    final S state;
    final Playout<S> playout;
    final SplittableRandom random;
    final Shared shared;
    Thread thread;
    volatile boolean go;
    volatile boolean done;
    double reward;

    Helper(S state, Playout<S> playout, SplittableRandom random, Shared shared) {
      this.state = state;
      this.playout = playout;
      this.random = random;
      this.shared = shared;
    }

    @Override
    public void run() {
      while (!closed) {
        if (!go) {
          for (int spin = 0; spin < SPINS && !go && !closed; spin++) {
            Thread.onSpinWait();
          }
          if (!go && !closed) {
            LockSupport.park(this);
          }
          continue;
        }
        go = false;
        try {
          int[] moves = path;
          int n = pathLength;
          for (int i = 0; i < n; i++) {
            state.playUnchecked(moves[i]);
          }
          reward = playout.value(state, random, RolloutPolicy.MoveRecorder.NONE);
          for (int i = 0; i < n; i++) {
            state.undo();
          }
        } catch (RuntimeException e) {
          shared.fail(e);
          reward = 0.5;
        } finally {
          done = true;
          if (pending.decrementAndGet() == 0) {
            LockSupport.unpark(owner);
          }
        }
      }
    }
  }
}
