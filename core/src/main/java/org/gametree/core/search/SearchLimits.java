package org.gametree.core.search;

import java.time.Duration;

/**
 * Everything that bounds one search, in one immutable value: depth, nodes, playouts (MCTS), time, a stop signal, and
 * which root moves may be searched (UCI {@code searchmoves}, UCCI {@code banmoves}). Limits combine: the search ends at
 * the first one reached. {@code SearchLimits.depth(8).withTime(Duration.ofSeconds(1))}. Time is either fixed
 * ({@link #withTime}) or a clock's optimum and maximum ({@link #withTimeControl}); either way the clock stops no
 * search before its first iteration (MCTS: its first playouts) unless it runs a few tens of milliseconds past the
 * maximum, so a timed search always answers a move it has searched.
 */
public final class SearchLimits {
  /** The depth used when none is set. */
  public static final int MAX_DEPTH = 128;

  private final int depth;
  private final long nodes;
  private final long playouts;
  private final Duration time;
  /** The time a stable search stops at (equal to {@code time} unless a clock gave a range). */
  private final Duration optimum;
  private final TimeControl control;
  private final StopSignal stop;
  private final int[] onlyMoves;
  private final int[] bannedMoves;

  private SearchLimits(int depth, long nodes, long playouts, Duration time, Duration optimum, TimeControl control,
      StopSignal stop, int[] onlyMoves, int[] bannedMoves) {
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
    this.optimum = time == null ? null : optimum == null || optimum.compareTo(time) > 0 ? time : optimum;
    this.control = control;
    this.stop = stop;
    this.onlyMoves = onlyMoves;
    this.bannedMoves = bannedMoves;
  }

  /** No limit but {@link #MAX_DEPTH}: stops only when told to or when the game is solved. */
  public static SearchLimits infinite() {
    return new SearchLimits(MAX_DEPTH, Long.MAX_VALUE, Long.MAX_VALUE, null, null, null, null, null, null);
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

  /** These limits with the depth limit {@code depth}. */
  public SearchLimits withDepth(int depth) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop, onlyMoves, bannedMoves);
  }

  /** These limits with the node budget {@code nodes}. */
  public SearchLimits withNodes(long nodes) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop, onlyMoves, bannedMoves);
  }

  /** These limits with the playout budget {@code playouts}. */
  public SearchLimits withPlayouts(long playouts) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop, onlyMoves, bannedMoves);
  }

  /** These limits with the time limit {@code time}: a fixed time for this move (optimum and maximum alike). */
  public SearchLimits withTime(Duration time) {
    return new SearchLimits(depth, nodes, playouts, time, time, null, stop, onlyMoves, bannedMoves);
  }

  /**
   * These limits with the time of a clock: the search aims at the budget's optimum and stops by its maximum (see
   * {@link TimeControl#budget()}); {@link #maxTime()} is the maximum.
   */
  public SearchLimits withTimeControl(TimeControl clock) {
    TimeControl.Budget b = clock.budget();
    return new SearchLimits(depth, nodes, playouts, b.maximum(), b.optimum(), clock, stop, onlyMoves, bannedMoves);
  }

  /** These limits with the stop signal {@code stop}. */
  public SearchLimits withStop(StopSignal stop) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop, onlyMoves, bannedMoves);
  }

  /**
   * Searches only these root moves (UCI {@code searchmoves}; GTP analysis of chosen moves). Moves that are not legal
   * at the root are ignored; if none is legal, every legal move is searched. An empty array lifts the restriction.
   */
  public SearchLimits withOnlyMoves(int... moves) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop,
        moves.length == 0 ? null : moves.clone(), bannedMoves);
  }

  /**
   * Never plays these root moves (UCCI {@code banmoves}). If every legal move is banned, the ban is ignored, since a
   * search must return a move. An empty array lifts the ban.
   */
  public SearchLimits withBannedMoves(int... moves) {
    return new SearchLimits(depth, nodes, playouts, time, optimum, control, stop, onlyMoves,
        moves.length == 0 ? null : moves.clone());
  }

  /** Whether {@code move} may be searched at the root under {@link #withOnlyMoves} and {@link #withBannedMoves}. */
  public boolean allowsRootMove(int move) {
    return (onlyMoves == null || contains(onlyMoves, move)) && (bannedMoves == null || !contains(bannedMoves, move));
  }

  /** Whether any root move is excluded. */
  public boolean restrictsRootMoves() {
    return onlyMoves != null || bannedMoves != null;
  }

  /** The moves {@link #withOnlyMoves} set (a copy; empty if none). */
  public int[] onlyMoves() {
    return onlyMoves == null ? new int[0] : onlyMoves.clone();
  }

  /** The moves {@link #withBannedMoves} set (a copy; empty if none). */
  public int[] bannedMoves() {
    return bannedMoves == null ? new int[0] : bannedMoves.clone();
  }

  private static boolean contains(int[] moves, int move) {
    for (int m : moves) {
      if (m == move) {
        return true;
      }
    }
    return false;
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

  /** Time budget (with a clock: the maximum), or null if unset. */
  public Duration maxTime() {
    return time;
  }

  /** The time a search whose best move is stable stops at: {@link #maxTime()} unless a clock gave less; or null. */
  public Duration optimumTime() {
    return optimum;
  }

  /** The clock the time came from, or null (a fixed time a move, or no time). */
  public TimeControl timeControl() {
    return control;
  }

  /** The stop signal, or null if none was given. */
  public StopSignal stopSignal() {
    return stop;
  }

  /** Whether any limit other than depth bounds the search. */
  public boolean hasBudget() {
    return nodes != Long.MAX_VALUE || playouts != Long.MAX_VALUE || time != null;
  }

  /** Equal when every limit is (the stop signal by identity). */
  @Override
  public boolean equals(Object o) {
    return o instanceof SearchLimits l && depth == l.depth && nodes == l.nodes && playouts == l.playouts
        && java.util.Objects.equals(time, l.time) && java.util.Objects.equals(optimum, l.optimum) && stop == l.stop && java.util.Arrays.equals(onlyMoves, l.onlyMoves)
        && java.util.Arrays.equals(bannedMoves, l.bannedMoves);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(depth, nodes, playouts, time, java.util.Arrays.hashCode(onlyMoves),
        java.util.Arrays.hashCode(bannedMoves));
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
      if (!optimum.equals(time)) {
        b.append(", optimum=").append(optimum.toMillis()).append("ms");
      }
    }
    if (onlyMoves != null) {
      b.append(", only=").append(java.util.Arrays.toString(onlyMoves));
    }
    if (bannedMoves != null) {
      b.append(", banned=").append(java.util.Arrays.toString(bannedMoves));
    }
    return b.append(']').toString();
  }
}
