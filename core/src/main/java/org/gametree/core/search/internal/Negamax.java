package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;

/**
 * The one depth-first recursion behind ALPHA_BETA, NEGASCOUT and MTD(f): fail-soft alpha-beta in negamax form (Knuth
 * and Moore 1975) with PV and non-PV nodes, the transposition table, internal iterative deepening, and the selective
 * techniques the game's hooks make possible (null move, ProbCut, futility pruning, razoring, late-move reductions,
 * candidate moves). The algorithms differ only in how a node searches its later moves:
 * <ul>
 *   <li>ALPHA_BETA gives every move the full window;
 *   <li>NEGASCOUT (Reinefeld 1983) gives the first move the full window and every later one the null window
 *       (alpha, alpha + 1), searching again with the full window a move that lands inside (alpha, beta);
 *   <li>MTD(f) ({@link Mtdf}) calls this recursion with null windows only, and with the window-dependent pruning
 *       off, so that its passes agree with the bounds earlier passes left in the table.
 * </ul>
 * A node returns the best value it saw even outside (alpha, beta). The window is swapped and the value negated only
 * when the player to move changed across a move; otherwise the child is searched with the same window and its value
 * used as is (turns need not alternate).
 *
 * <p>Selectivity happens only at non-PV nodes below the root and never while in check (as the game's
 * {@link org.gametree.core.search.TacticalMoves} hook says), and a reduced or pruned move is never the hash move, a
 * killer, a tactical move or a move that gives check. With every technique off ({@code Search.Builder.selective(false)})
 * the value is exactly minimax's.
 *
 * <p>Where the game offers a {@link org.gametree.core.search.RepetitionRule}, a position repeating one on the path is
 * scored by it before the table is probed (the table's value for the position belongs to other paths). A value that
 * such a score decided below a node is path-dependent: the node stores it marked, so it never cuts off elsewhere (a
 * lower bound depends on the move that reached it, any other value on every move searched). The converse, a value
 * stored on a path without repetitions reused where its subtree would repeat a position of the new path, is not
 * detected (no engine does this cheaply); with the table off the value is exactly minimax's with the same rule.
 */
final class Negamax implements RootSearch {
  /** How a node searches its later moves. */
  enum Rule { FULL_WINDOW, SCOUT }

  /** Depth left from which late-move reductions apply. */
  static final int LMR_MIN_DEPTH = 3;
  /** Moves searched at full depth before reductions start (counting from 0). */
  static final int LMR_FIRST_MOVE = 3;
  /** Depth left from which a node without a hash move deepens internally. */
  static final int IID_MIN_DEPTH = 4;
  private static final int NO_EVAL = Integer.MIN_VALUE;
  /** Reductions by [depth left][move number], capped at 63 each. */
  private static final int[][] REDUCTIONS = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        REDUCTIONS[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / 2.0);
      }
    }
  }

  private final SearchWorker<?> w;
  private final boolean scout;
  /** Whether pruning that depends on the window may be used (not under MTD(f)). */
  private final boolean windowPruning;
  /** ProbCut's shallow null-window probes, searched by this recursion. */
  private final ProbCutStep.Probe probe = (depth, alpha, beta, ply) -> search(depth, alpha, beta, ply, false);

  Negamax(SearchWorker<?> worker, Rule rule) {
    this(worker, rule, true);
  }

  /**
   * @param windowPruning whether null moves, ProbCut, futility, razoring and late-move reductions may be tried (never
   *     under MTD(f); see {@link Mtdf})
   */
  Negamax(SearchWorker<?> worker, Rule rule, boolean windowPruning) {
    this.w = worker;
    this.scout = rule == Rule.SCOUT;
    this.windowPruning = windowPruning;
  }

  @Override
  public int searchRoot(int depth, int alpha, int beta) {
    w.beginRoot(alpha);
    return search(depth, alpha, beta, 0, true);
  }

  /**
   * The number of moves after which a frontier node (where the evaluator declares futility margins) skips its quiet
   * moves: 3 + depth², about the point where history and killers have put every move that is likely to matter.
   */
  static int lateMoveLimit(int depth) {
    return 3 + depth * depth;
  }

  /** The late-move reduction of the {@code moveNumber}-th move (from 0) with {@code depth} plies left. */
  static int reduction(boolean pvNode, int depth, int moveNumber) {
    int r = REDUCTIONS[Math.min(depth, 63)][Math.min(moveNumber, 63)];
    return pvNode ? Math.max(0, r - 1) : r;
  }

  /** The value of the current state for its player to move, fail-soft in (alpha, beta). */
  int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
    w.enter(ply);
    GameState state = w.state;
    if (ply > 0) {
      // before the table: whatever it holds for this position, here it repeats, and the game's rule decides
      int repeated = w.repetitionScore(ply);
      if (repeated != SearchWorker.NO_REPETITION) {
        return repeated;
      }
      // a leaf asks isTerminal(); a node that generates moves asks the game's rule and finds no move by generating
      if (depth <= 0 ? state.isTerminal() : w.endedBeforeGeneration()) {
        return w.terminalScore(ply);
      }
    }
    if (depth <= 0) {
      return w.leaf(alpha, beta, ply);
    }
    if (w.solver.takes(ply, depth)) {
      return w.solver.solve(alpha, beta, ply);
    }
    if (SearchWorker.atPlyLimit(ply)) {
      return w.evaluate();
    }
    long entry = w.probe();
    if (entry != 0 && ply > 0) {
      int stored = TranspositionTable.score(entry, ply);
      if (TranspositionTable.cutsOff(entry, depth, alpha, beta, stored)) {
        return stored;
      }
    }
    boolean inCheck = w.inCheck();
    boolean selective = windowPruning && !pvNode && ply > 0 && !inCheck;
    int staticEval = NO_EVAL;

    if (selective) {
      int margin = w.futilityMargin(depth);
      if (margin > 0 && !Score.isDecisive(beta)) {
        staticEval = w.evaluate();
        if (staticEval - margin >= beta) {
          return staticEval - margin; // reverse futility: even a margin's loss keeps the node above beta
        }
      }
      int razor = w.razoringMargin(depth);
      if (razor > 0 && !Score.isDecisive(alpha)) {
        if (staticEval == NO_EVAL) {
          staticEval = w.evaluate();
        }
        if (staticEval + razor <= alpha) {
          int value = w.leaf(alpha, alpha + 1, ply);
          if (w.stopped) {
            return 0;
          }
          if (value <= alpha) {
            return value;
          }
          w.pv.clear(ply); // the probe's quiescence line is no line of this node
        }
      }
      if (w.nullMoveAllowed(ply, depth, beta, pvNode)) {
        if (staticEval == NO_EVAL) {
          staticEval = w.evaluate();
        }
        if (staticEval >= beta) {
          int mover = state.currentPlayer();
          w.playNull(ply);
          int reduced = depth - 1 - SearchWorker.nullMoveReduction(depth);
          int value = child(state.currentPlayer() != mover, reduced, beta - 1, beta, ply, false);
          w.undoNull(ply);
          if (w.stopped) {
            return 0;
          }
          if (value >= beta) {
            w.pathDependent(ply, w.pathDependent(ply) || w.pathDependent(ply + 1));
            return Score.isDecisive(value) ? beta : value;
          }
        }
      }
    }
    ProbCut.Check cut = windowPruning ? w.probCuts.check(ply, depth, alpha, beta, pvNode) : null;
    if (cut != null) {
      int value = w.probCuts.cut(cut, alpha, beta, ply, probe);
      if (value != ProbCutStep.NO_BOUND) {
        return value;
      }
    }

    int hashMove = w.hashMove(entry, ply);
    if (hashMove < 0 && ply > 0 && w.internalDeepening && w.table != null && depth >= IID_MIN_DEPTH
        && (pvNode || depth >= 2 * IID_MIN_DEPTH)) {
      search(depth - 2, alpha, beta, ply, pvNode);
      if (w.stopped) {
        return 0;
      }
      hashMove = w.hashMove(w.probe(), ply);
    }

    w.startMoves(ply, hashMove);
    int futileValue = NO_EVAL;
    int quietLimit = Integer.MAX_VALUE;
    if (selective && !Score.isDecisive(alpha)) {
      int margin = w.futilityMargin(depth);
      if (margin > 0) {
        if (staticEval == NO_EVAL) {
          staticEval = w.evaluate();
        }
        if (staticEval + margin <= alpha) {
          futileValue = staticEval + margin; // quiet moves cannot reach alpha: an upper bound for each
        }
        quietLimit = lateMoveLimit(depth); // late-move pruning: so far down the order, quiet moves rarely matter
      }
    }
    boolean reduce = windowPruning && w.lateMoveReductions && ply > 0 && !inCheck && depth >= LMR_MIN_DEPTH;

    int alphaOriginal = alpha;
    int best = -Score.INFINITE;
    int bestMove = -1;
    // A lower bound rests on the move that reached it; an upper bound or an exact value on every move searched.
    boolean bestDependent = false;
    boolean anyDependent = false;
    int i = -1;
    for (int move; (move = w.nextMove(ply)) != MovePicker.NONE; ) {
      i++;
      boolean quiet = move != hashMove && !w.isTactical(move) && !w.ordering.isKiller(ply, move);
      int mover = state.currentPlayer();
      state.playUnchecked(move);
      boolean flip = state.currentPlayer() != mover;
      boolean givesCheck = w.inCheck();
      if (quiet && !givesCheck && (futileValue != NO_EVAL || i >= quietLimit) && best > -Score.DECISIVE_BOUND) {
        state.undo();
        if (futileValue != NO_EVAL && futileValue > best) {
          best = futileValue;
          bestDependent = false;
        }
        continue;
      }
      int childDepth = w.childDepth(depth, ply);
      int value;
      if (i == 0) {
        value = child(flip, childDepth, alpha, beta, ply, pvNode);
      } else {
        int r = reduce && quiet && !givesCheck && i >= LMR_FIRST_MOVE && childDepth == depth - 1
            ? Math.min(reduction(pvNode, depth, i), childDepth - 1) : 0;
        value = alpha + 1; // forces the full-depth search unless the reduced one fails low
        if (r > 0) {
          value = child(flip, childDepth - r, alpha, alpha + 1, ply, false);
        }
        if (value > alpha && !w.stopped) {
          if (scout) {
            value = child(flip, childDepth, alpha, alpha + 1, ply, false);
            if (value > alpha && value < beta && !w.stopped) {
              value = child(flip, childDepth, alpha, beta, ply, pvNode);
            }
          } else {
            value = child(flip, childDepth, alpha, beta, ply, false);
          }
        }
      }
      state.undo();
      if (w.stopped) {
        return 0;
      }
      boolean dependent = w.pathDependent(ply + 1);
      anyDependent |= dependent;
      if (ply == 0) {
        w.onRootMove(move, value);
      }
      if (value > best) {
        best = value;
        bestDependent = dependent;
        bestMove = move;
        w.pv.update(ply, move);
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            w.ordering.onCutoff(ply, mover, move, depth, w.isTactical(move));
            break;
          }
        }
      }
    }
    if (i < 0) {
      return w.noMoves(ply) ? w.terminalScore(ply) : w.evaluate();
    }
    int bound = TranspositionTable.boundOf(best, alphaOriginal, beta);
    boolean dependent = bound == TranspositionTable.LOWER ? bestDependent : anyDependent;
    w.pathDependent(ply, dependent);
    // Marked, not left out: the move still orders the next visit, but the value cuts off on no other path.
    w.store(depth, bound, bestMove, best, ply, dependent);
    return best;
  }

  /** The child's value for the parent's player, searched in the parent's window (alpha, beta). */
  private int child(boolean flip, int depth, int alpha, int beta, int ply, boolean pvNode) {
    return flip ? -search(depth, -beta, -alpha, ply + 1, pvNode) : search(depth, alpha, beta, ply + 1, pvNode);
  }
}
