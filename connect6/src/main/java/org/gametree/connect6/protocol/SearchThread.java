package org.gametree.connect6.protocol;

import java.util.function.Consumer;
import org.gametree.core.search.StopSignal;

/**
 * The one search a protocol session runs at a time, on its own thread, so that the input loop keeps reading while it
 * thinks: {@code END}/{@code quit} and end of input stop it, and a command that changes the position stops it and
 * waits for its answer before it changes anything.
 */
final class SearchThread {
  private final String name;
  private Thread worker;
  private volatile StopSignal stop;

  SearchThread(String name) {
    this.name = name;
  }

  /** Runs {@code task} with a fresh stop signal on a new thread, after any previous task has answered. */
  void start(Consumer<StopSignal> task) {
    stopAndWait();
    StopSignal s = new StopSignal();
    stop = s;
    worker = new Thread(() -> task.accept(s), name);
    worker.setDaemon(true);
    worker.start();
  }

  /** Stops the running task, if any, and waits until it has answered. */
  void stopAndWait() {
    StopSignal s = stop;
    if (s != null) {
      s.raise();
    }
    await();
  }

  /** Waits, without stopping it, until the running task (if any) has answered. */
  void await() {
    Thread w = worker;
    if (w == null) {
      return;
    }
    boolean interrupted = false;
    while (w.isAlive()) {
      try {
        w.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
