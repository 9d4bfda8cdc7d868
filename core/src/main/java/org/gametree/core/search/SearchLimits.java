package org.gametree.core.search;

import java.time.Duration;

/**
 * Everything that bounds one search, in one immutable value: depth, nodes, playouts (MCTS), time and a stop signal.
 * Limits combine: the search ends at the first one reached. {@code SearchLimits.depth(8).withTime(Duration.ofSeconds(1))}.
 */
public final class SearchLimits {
  /** The depth used when none is set. */
  public static final int MAX_DEPTH = 128;

  private final int depth;
  private final long nodes;
  private final long playouts;
  private final Duration time;
  private final StopSignal stop;

  private SearchLimits(int depth, long nodes, long playouts, Duration time, StopSignal stop) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be >= 1: " + depth);
    }
    if (nodes < 1 || playouts < 1) {
      throw new IllegalArgumentException("node and playout limits must be >= 1");
    }
    if (time != null && time.isNegative()) {
      throw new IllegalArgumentException("time must not be negative: " + time);
    }
    this.depth = depth;
    this.nodes = nodes;
    this.playouts = playouts;
    this.time = time;
    this.stop = stop;
  }

  /** No limit but {@link #MAX_DEPTH}: stops only when told to or when the game is solved. */
  public static SearchLimits infinite() {
    return new SearchLimits(MAX_DEPTH, Long.MAX_VALUE, Long.MAX_VALUE, null, null);
  }

  /** Search to a fixed depth in plies. */
  public static SearchLimits depth(int depth) {
    return infinite().withDepth(depth);
  }

  /** Search about this many nodes. */
  public static SearchLimits nodes(long nodes) {
    return infinite().withNodes(nodes);
  }

  /** Search about this many MCTS playouts. */
  public static SearchLimits playouts(long playouts) {
    return infinite().withPlayouts(playouts);
  }

  /** Search for this long. */
  public static SearchLimits time(Duration time) {
    return infinite().withTime(time);
  }

  public SearchLimits withDepth(int depth) {
    return new SearchLimits(depth, nodes, playouts, time, stop);
  }

  public SearchLimits withNodes(long nodes) {
    return new SearchLimits(depth, nodes, playouts, time, stop);
  }

  public SearchLimits withPlayouts(long playouts) {
    return new SearchLimits(depth, nodes, playouts, time, stop);
  }

  public SearchLimits withTime(Duration time) {
    return new SearchLimits(depth, nodes, playouts, time, stop);
  }

  public SearchLimits withStop(StopSignal stop) {
    return new SearchLimits(depth, nodes, playouts, time, stop);
  }

  /** Maximum depth in plies ({@link #MAX_DEPTH} if unset). */
  public int maxDepth() {
    return depth;
  }

  /** Maximum nodes ({@code Long.MAX_VALUE} if unset). */
  public long maxNodes() {
    return nodes;
  }

  /** Maximum MCTS playouts ({@code Long.MAX_VALUE} if unset). */
  public long maxPlayouts() {
    return playouts;
  }

  /** Time budget, or null if unset. */
  public Duration maxTime() {
    return time;
  }

  /** The stop signal, or null if none was given. */
  public StopSignal stopSignal() {
    return stop;
  }

  /** Whether any limit other than depth bounds the search. */
  public boolean hasBudget() {
    return nodes != Long.MAX_VALUE || playouts != Long.MAX_VALUE || time != null;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("SearchLimits[depth=").append(depth);
    if (nodes != Long.MAX_VALUE) {
      b.append(", nodes=").append(nodes);
    }
    if (playouts != Long.MAX_VALUE) {
      b.append(", playouts=").append(playouts);
    }
    if (time != null) {
      b.append(", time=").append(time.toMillis()).append("ms");
    }
    return b.append(']').toString();
  }
}
