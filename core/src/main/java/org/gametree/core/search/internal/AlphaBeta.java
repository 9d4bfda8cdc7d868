package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;

/**
 * Fail-soft alpha-beta in negamax form (Knuth and Moore 1975), with the transposition table, null-move pruning and
 * move ordering. A node returns the best value it saw even outside (alpha, beta), which makes table bounds tighter
 * and is what {@link Mtdf} relies on. The window is swapped and the value negated only when the player to move
 * changed across a move; otherwise the child is searched with the same window and its value used as is.
 */
final class AlphaBeta implements RootSearch {
  private final SearchWorker<?> w;
  /** ProbCut's shallow null-window probes, searched by this algorithm. */
  private final SearchWorker.Probe probe = (depth, alpha, beta, ply) -> search(depth, alpha, beta, ply, false);
  private final boolean nullMoves;

  AlphaBeta(SearchWorker<?> worker) {
    this(worker, true);
  }

  /** @param nullMoves whether selective pruning (null moves, ProbCut) may be tried (never under MTD(f); see {@link Mtdf}) */
  AlphaBeta(SearchWorker<?> worker, boolean nullMoves) {
    this.w = worker;
    this.nullMoves = nullMoves;
  }

  @Override
  public int searchRoot(int depth, int alpha, int beta) {
    w.beginRoot(alpha);
    return search(depth, alpha, beta, 0, true);
  }

  /** The value of the current state for its player to move, fail-soft in (alpha, beta). */
  int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
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
    if (nullMoves && w.nullMoveAllowed(ply, depth, beta, pvNode)) {
      int mover = state.currentPlayer();
      w.playNull(ply);
      int reduced = depth - 1 - SearchWorker.nullMoveReduction(depth);
      int value = state.currentPlayer() != mover
          ? -search(reduced, -beta, -beta + 1, ply + 1, false)
          : search(reduced, beta - 1, beta, ply + 1, false);
      w.undoNull(ply);
      if (w.stopped) {
        return 0;
      }
      if (value >= beta) {
        return Score.isDecisive(value) ? beta : value;
      }
    }
    ProbCut.Check cut = nullMoves ? w.probCutCheck(ply, depth, alpha, beta, pvNode) : null;
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
      int childDepth = w.childDepth(depth, ply);
      boolean childPv = pvNode && i == 0;
      int value = state.currentPlayer() != mover
          ? -search(childDepth, -beta, -alpha, ply + 1, childPv)
          : search(childDepth, alpha, beta, ply + 1, childPv);
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
}
