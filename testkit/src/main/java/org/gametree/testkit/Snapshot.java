package org.gametree.testkit;

import java.util.Arrays;
import java.util.List;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;

/** Everything observable about a state, to compare before and after an operation that must not change it. */
record Snapshot(
    long hash, int player, int plyCount, List<Integer> legalMoves, boolean terminal, Outcome outcome,
    String position) {

  static <S extends GameState> Snapshot of(Game<S> game, S state) {
    int[] moves = new int[game.maxLegalMoves()];
    int n = state.legalMoves(moves);
    int[] sorted = Arrays.copyOf(moves, n);
    Arrays.sort(sorted);
    boolean terminal = state.isTerminal();
    return new Snapshot(state.hash(), state.currentPlayer(), state.plyCount(), Arrays.stream(sorted).boxed().toList(),
        terminal, terminal ? state.outcome() : null, game.formatPosition(state));
  }
}
