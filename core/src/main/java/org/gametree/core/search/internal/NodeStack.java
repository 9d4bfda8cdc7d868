package org.gametree.core.search.internal;

import java.util.Arrays;

/**
 * What a search thread remembers about the nodes on its current path, one slot per ply: the static evaluation (for the
 * {@code improving} flag), who was to move, and the move a singular-extension search leaves out. Preallocated; the
 * recursion writes a ply's slots on entry.
 */
final class NodeStack {
  /** No evaluation at this ply: in check, or not evaluated. */
  static final int NO_EVAL = Integer.MIN_VALUE;

  private final int[] evals;
  private final int[] movers;
  private final int[] excluded;

  NodeStack(int plies) {
    evals = new int[plies + 1];
    movers = new int[plies + 1];
    excluded = new int[plies + 1];
    Arrays.fill(excluded, -1);
  }

  /** Records the node at {@code ply}: its player to move and static evaluation ({@link #NO_EVAL} if none). */
  void set(int ply, int mover, int eval) {
    movers[ply] = mover;
    evals[ply] = eval;
  }

  /**
   * Whether the node at {@code ply} evaluates better for its player than that player's last node two plies up (four
   * if that one had no evaluation); true when there is none to compare with. Plies whose player differs (a null move,
   * a game whose turns do not alternate) are not compared.
   */
  boolean improving(int ply) {
    int eval = evals[ply];
    if (eval == NO_EVAL) {
      return false;
    }
    for (int back = 2; back <= 4; back += 2) {
      int at = ply - back;
      if (at < 0) {
        return true;
      }
      if (movers[at] == movers[ply] && evals[at] != NO_EVAL) {
        return eval > evals[at];
      }
    }
    return true;
  }

  /** The move the node at {@code ply} must not search (a singular-extension search), or -1. */
  int excluded(int ply) {
    return excluded[ply];
  }

  void exclude(int ply, int move) {
    excluded[ply] = move;
  }
}
