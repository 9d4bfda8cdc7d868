package org.gametree.core.tune;

/** Hears how an SPSA run goes; every method does nothing unless overridden. Called on the run's thread. */
public interface SpsaProgress {
  /** A listener that ignores everything. */
  SpsaProgress NONE = new SpsaProgress() {};

  /** The run starts with {@code done} of {@code total} iterations already played (resumed). */
  default void started(int done, int total) {}

  /**
   * Iteration {@code k} (counted from 1) is applied and saved: θ after it, in parameter order, and its pair's result.
   */
  default void iteration(int k, int total, double[] theta, double result) {}

  /** The run is over. */
  default void finished(SpsaResult result) {}
}
