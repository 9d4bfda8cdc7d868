package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;

/**
 * Plain minimax in negamax form: every move searched with no pruning, no table and no null move. It is the reference
 * the other algorithms are tested against, so it stays as simple as the hooks allow. A child's value is negated only
 * when the player to move changed (turns need not alternate).
 */
final class Minimax implements RootSearch {
  private final SearchWorker<?> w;

  Minimax(SearchWorker<?> worker) {
    this.w = worker;
  }

  @Override
  public int searchRoot(int depth, int alpha, int beta) {
    w.beginRoot(-Score.INFINITE);
    return search(depth, 0);
  }

  @Override
  public boolean usesAspiration() {
    return false;
  }

  private int search(int depth, int ply) {
    w.enter(ply);
    GameState state = w.state;
    if (ply > 0) {
      int repeated = w.repetitionScore(ply);
      if (repeated != SearchWorker.NO_REPETITION) {
        return repeated;
      }
      if (state.isTerminal()) {
        return w.terminalScore(ply);
      }
    }
    if (depth <= 0 && ply > 0) {
      return w.leaf(-Score.INFINITE, Score.INFINITE, ply);
    }
    if (w.solver.takes(ply, depth)) {
      return w.solver.solve(-Score.INFINITE, Score.INFINITE, ply);
    }
    if (SearchWorker.atPlyLimit(ply)) {
      return w.evaluate();
    }
    w.startMoves(ply, ply == 0 ? w.previousBestMove : -1);
    int best = -Score.INFINITE;
    boolean none = true;
    for (int move; (move = w.nextMove(ply)) != MovePicker.NONE; ) {
      none = false;
      int mover = state.currentPlayer();
      state.playUnchecked(move);
      int childDepth = w.childDepth(depth, ply);
      int value = state.currentPlayer() != mover ? -search(childDepth, ply + 1) : search(childDepth, ply + 1);
      state.undo();
      if (w.stopped) {
        return 0;
      }
      if (ply == 0) {
        w.onRootMove(move, value);
      }
      if (value > best) {
        best = value;
        w.pv.update(ply, move);
      }
    }
    return none ? w.evaluate() : best;
  }
}
