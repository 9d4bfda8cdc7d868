package org.gametree.core.search;

/** A flag another thread raises to stop a running search; the search returns its best result so far. */
public final class StopSignal {
  private volatile boolean raised;

  /** Asks the search to stop as soon as it can. */
  public void raise() {
    raised = true;
  }

  /** Whether {@link #raise()} was called since the last {@link #reset()}. */
  public boolean isRaised() {
    return raised;
  }

  /** Lowers the flag for the next search. */
  public void reset() {
    raised = false;
  }
}
