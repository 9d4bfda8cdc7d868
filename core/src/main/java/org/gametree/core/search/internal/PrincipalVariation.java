package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.search.RepetitionRule;

/**
 * One search thread's principal variation: the triangular array filled as nodes find new best moves (the line of
 * {@code ply} is {@code line[ply][ply..length[ply])}), and the root's line completed from the table's best moves.
 */
final class PrincipalVariation {
  final int[][] line;
  final int[] length;

  PrincipalVariation(int maxPly) {
    line = new int[maxPly][maxPly];
    length = new int[maxPly];
  }

  /** Empties the line of {@code ply} (a node is entered). */
  void clear(int ply) {
    length[ply] = ply;
  }

  /** Makes {@code move} followed by the child's line the line of {@code ply}. */
  void update(int ply, int move) {
    int[] own = line[ply];
    own[ply] = move;
    int childLength = length[ply + 1];
    if (childLength > ply + 1) {
      System.arraycopy(line[ply + 1], ply + 1, own, ply + 1, childLength - ply - 1);
      length[ply] = childLength;
    } else {
      length[ply] = ply + 1;
    }
  }

  /**
   * The root's line, checked move by move on {@code state} (the root, left as it was): every move the array holds
   * (the nominal depth and the quiescence below it), and where that stops short of {@code depth} moves (a table
   * cutoff on the way), {@code table}'s best moves (null: none) up to {@code depth}. The table's moves stop at a
   * repetition {@code rule} (null: none) gives a verdict on, as the search stopped there.
   */
  int[] rootLine(GameState state, TranspositionTable table, int depth, RepetitionRule rule) {
    int known = length[0];
    int[] moves = new int[Math.max(known, depth)];
    int played = 0;
    for (; played < known; played++) {
      int move = line[0][played];
      if (state.isTerminal() || !state.isLegal(move)) {
        break;
      }
      moves[played] = move;
      state.playUnchecked(move);
    }
    while (table != null && played < depth && !state.isTerminal()
        && (rule == null || played == 0 || rule.repetition(played) == RepetitionRule.Verdict.NONE)) {
      long entry = table.probe(state.hash());
      int move = entry == 0 ? -1 : TranspositionTable.move(entry);
      if (move < 0 || !state.isLegal(move)) {
        break;
      }
      moves[played++] = move;
      state.playUnchecked(move);
    }
    for (int i = 0; i < played; i++) {
      state.undo();
    }
    return java.util.Arrays.copyOf(moves, played);
  }
}
