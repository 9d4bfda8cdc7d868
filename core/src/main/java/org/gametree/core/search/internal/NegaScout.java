package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;

/**
 * NegaScout / principal variation search (Reinefeld 1983; Marsland and Campbell): the first move gets the full window,
 * every later move a null window (alpha, alpha + 1) that only asks "is it better?", and a move that answers yes
 * inside the window is searched again with the full window. With good ordering most null-window searches fail low
 * cheaply. The null window is taken in the node's point of view and, like any window, swapped for the child only
 * when the player to move changed.
 */
final class NegaScout implements RootSearch {
  private final SearchWorker<?> w;
  /** ProbCut's shallow null-window probes, searched by this algorithm. */
  private final SearchWorker.Probe probe = (depth, alpha, beta, ply) -> search(depth, alpha, beta, ply, false);

  NegaScout(SearchWorker<?> worker) {
    this.w = worker;
  }

  @Override
  public int searchRoot(int depth, int alpha, int beta) {
    w.beginRoot(alpha);
    return search(depth, alpha, beta, 0, true);
  }

  private int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
    w.enter(ply);
    GameState state = w.state;
    if (ply > 0 && state.isTerminal()) {
      return w.terminalScore(ply);
    }
    if (depth <= 0) {
      return w.leaf(alpha, beta, ply);
    }
    if (w.canSolve(ply, depth)) {
      return w.solve(alpha, beta, ply);
    }
    if (SearchWorker.atPlyLimit(ply)) {
      return w.evaluate();
    }
    long entry = w.probe();
    if (entry != 0 && ply > 0) {
      int stored = TranspositionTable.score(entry, ply);
      if (SearchWorker.cutsOff(entry, depth, alpha, beta, stored)) {
        return stored;
      }
    }
    if (w.nullMoveAllowed(ply, depth, beta, pvNode)) {
      int mover = state.currentPlayer();
      w.playNull(ply);
      int reduced = depth - 1 - SearchWorker.nullMoveReduction(depth);
      int value = child(state.currentPlayer() != mover, reduced, beta - 1, beta, ply, false);
      w.undoNull(ply);
      if (w.stopped) {
        return 0;
      }
      if (value >= beta) {
        return Score.isDecisive(value) ? beta : value;
      }
    }
    ProbCut.Check cut = w.probCutCheck(ply, depth, alpha, beta, pvNode);
    if (cut != null) {
      int value = w.probCut(cut, alpha, beta, ply, probe);
      if (value != SearchWorker.NO_BOUND) {
        return value;
      }
    }
    int count = w.generateMoves(ply, w.hashMove(entry, ply));
    if (count == 0) {
      return w.evaluate();
    }
    int alphaOriginal = alpha;
    int best = -Score.INFINITE;
    int bestMove = -1;
    for (int i = 0; i < count; i++) {
      int move = w.move(ply, i, count);
      int mover = state.currentPlayer();
      state.playUnchecked(move);
      boolean flip = state.currentPlayer() != mover;
      int childDepth = w.childDepth(depth, ply);
      int value;
      if (i == 0) {
        value = child(flip, childDepth, alpha, beta, ply, pvNode);
      } else {
        value = child(flip, childDepth, alpha, alpha + 1, ply, false);
        if (value > alpha && value < beta && !w.stopped) {
          value = child(flip, childDepth, alpha, beta, ply, pvNode);
        }
      }
      state.undo();
      if (w.stopped) {
        return 0;
      }
      if (ply == 0) {
        w.onRootMove(move, value);
      }
      if (value > best) {
        best = value;
        bestMove = move;
        w.updatePv(ply, move);
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            w.ordering.onCutoff(ply, mover, move, depth);
            break;
          }
        }
      }
    }
    w.store(depth, SearchWorker.boundOf(best, alphaOriginal, beta), bestMove, best, ply);
    return best;
  }

  /** The child's value for the parent's player, searched in the parent's window (alpha, beta). */
  private int child(boolean flip, int depth, int alpha, int beta, int ply, boolean pvNode) {
    return flip ? -search(depth, -beta, -alpha, ply + 1, pvNode) : search(depth, alpha, beta, ply + 1, pvNode);
  }
}
