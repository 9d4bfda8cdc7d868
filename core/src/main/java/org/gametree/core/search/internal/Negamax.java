package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;

/**
 * The one depth-first recursion behind ALPHA_BETA, NEGASCOUT and MTD(f): fail-soft alpha-beta in negamax form (Knuth
 * and Moore 1975) with PV and non-PV nodes, the transposition table, internal iterative deepening, and the selective
 * techniques the game's hooks make possible (null move with its verification, ProbCut, futility pruning with the
 * {@code improving} flag, razoring, late-move reductions, candidate moves, mate-distance pruning, singular extensions;
 * docs/search.md). The algorithms differ only in how a node searches its later moves:
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
  /** Depth left from which a null-move cutoff is verified by a search without null moves. */
  static final int NULL_VERIFY_DEPTH = 10;
  /** Depth left from which the hash move is tested for a singular extension. */
  static final int SINGULAR_MIN_DEPTH = 6;
  /** History (in cutoffs at the node's depth, depth² each) from which a late move is reduced a ply less. */
  static final int HISTORY_GOOD = 8;

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
    if (w.mateDistanceOn && ply > 0) {
      // no value here beats a win at this node or falls below a loss at it: a window beyond them is settled
      alpha = Math.max(alpha, Score.loss(ply));
      beta = Math.min(beta, Score.win(ply));
      if (alpha >= beta) {
        return alpha;
      }
    }
    int excluded = w.stack.excluded(ply);
    long entry = excluded >= 0 ? 0L : w.probe();
    int extra = excluded >= 0 ? 0 : w.probedExtra();
    if (entry != 0 && ply > 0) {
      int stored = TranspositionTable.score(entry, ply);
      if (TranspositionTable.cutsOff(entry, depth, alpha, beta, stored)) {
        return stored;
      }
    }
    boolean ttPv = pvNode || TranspositionTable.pv(extra);
    boolean inCheck = w.inCheck();
    boolean selective = windowPruning && !pvNode && ply > 0 && !inCheck && excluded < 0;
    int staticEval = NO_EVAL;
    if (w.improvingOn && !inCheck && windowPruning) {
      staticEval = staticEval(entry, extra, ttPv);
    }
    w.stack.set(ply, state.currentPlayer(), staticEval == NO_EVAL ? NodeStack.NO_EVAL : staticEval);
    boolean improving = !w.improvingOn || w.stack.improving(ply);

    if (selective) {
      int margin = w.futilityMargin(depth);
      if (margin > 0 && !Score.isDecisive(beta)) {
        if (staticEval == NO_EVAL) {
          staticEval = staticEval(entry, extra, ttPv);
        }
        int reverse = improving && w.improvingOn ? margin - margin / 4 : margin;
        if (staticEval - reverse >= beta) {
          return staticEval - reverse; // reverse futility: even a margin's loss keeps the node above beta
        }
      }
      int razor = w.razoringMargin(depth);
      if (razor > 0 && !Score.isDecisive(alpha)) {
        if (staticEval == NO_EVAL) {
          staticEval = staticEval(entry, extra, ttPv);
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
          staticEval = staticEval(entry, extra, ttPv);
        }
        if (staticEval >= beta) {
          int value = nullMove(depth, beta, ply);
          if (value != NO_EVAL) {
            return value;
          }
        }
      }
    }
    ProbCut.Check cut = windowPruning && excluded < 0 ? w.probCuts.check(ply, depth, alpha, beta, pvNode) : null;
    if (cut != null) {
      int value = w.probCuts.cut(cut, alpha, beta, ply, probe);
      if (value != ProbCutStep.NO_BOUND) {
        return value;
      }
    }

    int hashMove = excluded >= 0 ? -1 : w.hashMove(entry, ply);
    if (hashMove < 0 && ply > 0 && excluded < 0 && w.internalDeepening && w.table != null && depth >= IID_MIN_DEPTH
        && (pvNode || depth >= 2 * IID_MIN_DEPTH)) {
      search(depth - 2, alpha, beta, ply, pvNode);
      if (w.stopped) {
        return 0;
      }
      entry = w.probe();
      extra = w.probedExtra();
      hashMove = w.hashMove(entry, ply);
    }

    int hashExtension = 0;
    if (singularCandidate(entry, hashMove, depth, ply)) {
      int ttScore = TranspositionTable.score(entry, ply);
      int singularBeta = ttScore - w.constants.singularMargin(depth);
      w.stack.exclude(ply, hashMove);
      int value = search((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false);
      w.stack.exclude(ply, -1);
      if (w.stopped) {
        return 0;
      }
      if (value < singularBeta) {
        hashExtension = 1; // every other move fails well below the hash move's value: it alone holds the node
      } else if (singularBeta >= beta) {
        return singularBeta; // multi-cut: another move also beats beta
      } else if (ttScore >= beta) {
        hashExtension = -1; // the hash move is not alone and already fails high: search it less deep
      }
      w.pv.clear(ply);
    }

    w.startMoves(ply, hashMove);
    int futileValue = NO_EVAL;
    int quietLimit = Integer.MAX_VALUE;
    if (selective && !Score.isDecisive(alpha)) {
      int margin = w.futilityMargin(depth);
      if (margin > 0) {
        if (staticEval == NO_EVAL) {
          staticEval = staticEval(entry, extra, ttPv);
        }
        if (staticEval + margin <= alpha) {
          futileValue = staticEval + margin; // quiet moves cannot reach alpha: an upper bound for each
        }
        // late-move pruning: so far down the order, quiet moves rarely matter (half as far if not improving)
        quietLimit = improving ? w.constants.lateMoveLimit(depth) : w.constants.lateMoveLimit(depth) / 2;
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
      if (move == excluded) {
        continue;
      }
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
      if (move == hashMove && hashExtension != 0) {
        childDepth = Math.min(depth, childDepth + hashExtension);
      }
      int value;
      if (i == 0) {
        value = child(flip, childDepth, alpha, beta, ply, pvNode);
      } else {
        int r = reduce && quiet && !givesCheck && i >= LMR_FIRST_MOVE && childDepth == depth - 1
            ? Math.min(w.constants.reduction(pvNode, depth, i) + adjustment(ttPv && !pvNode, mover, move, depth),
                childDepth - 1) : 0;
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
            if (excluded < 0) {
              w.ordering.onCutoff(ply, mover, move, depth, w.isTactical(move));
            }
            break;
          }
        }
      }
    }
    if (i < 0) {
      if (excluded >= 0) {
        return alpha; // only the excluded move: nothing else reaches the singular bound
      }
      return w.noMoves(ply) ? w.terminalScore(ply) : w.evaluate();
    }
    int bound = TranspositionTable.boundOf(best, alphaOriginal, beta);
    boolean dependent = bound == TranspositionTable.LOWER ? bestDependent : anyDependent;
    w.pathDependent(ply, dependent);
    if (excluded < 0) {
      // Marked, not left out: the move still orders the next visit, but the value cuts off on no other path.
      w.store(depth, bound, bestMove, best, ply, dependent, staticEval, ttPv);
    }
    return best;
  }

  /**
   * The null-move step at a node whose evaluation is at least beta: the value to return if the null move (and, deep
   * enough, its verification without null moves) fails high, else {@link #NO_EVAL} and the node is searched.
   */
  private int nullMove(int depth, int beta, int ply) {
    GameState state = w.state;
    int mover = state.currentPlayer();
    w.playNull(ply);
    int reduced = depth - 1 - SearchWorker.nullMoveReduction(depth);
    int value = child(state.currentPlayer() != mover, reduced, beta - 1, beta, ply, false);
    w.undoNull(ply);
    if (w.stopped) {
      return 0;
    }
    if (value < beta) {
      return NO_EVAL;
    }
    boolean dependent = w.pathDependent(ply) || w.pathDependent(ply + 1);
    if (w.nullVerificationOn && depth >= NULL_VERIFY_DEPTH) {
      // deep down a null-move cutoff can hide a zugzwang: the node must fail high without null moves too
      w.verifying++;
      int verified = search(reduced, beta - 1, beta, ply, false);
      w.verifying--;
      if (w.stopped) {
        return 0;
      }
      if (verified < beta) {
        return NO_EVAL;
      }
      dependent |= w.pathDependent(ply);
    }
    w.pathDependent(ply, dependent);
    return Score.isDecisive(value) ? beta : value;
  }

  /**
   * Whether the hash move is tried for a singular extension: on, deep enough, below the root and inside the extension
   * budget, not already in such a search, with a table value that is a lower bound or exact, searched nearly as deep,
   * not decisive and valid on every path.
   */
  private boolean singularCandidate(long entry, int hashMove, int depth, int ply) {
    if (!w.singularOn || !windowPruning || ply == 0 || hashMove < 0 || entry == 0 || depth < SINGULAR_MIN_DEPTH
        || ply >= 2 * w.rootDepth || w.stack.excluded(ply) >= 0 || w.constants.singularMargin(depth) <= 0) {
      return false;
    }
    int bound = TranspositionTable.bound(entry);
    return (bound == TranspositionTable.LOWER || bound == TranspositionTable.EXACT)
        && TranspositionTable.depth(entry) >= depth - 3 && !TranspositionTable.pathDependent(entry)
        && TranspositionTable.move(entry) == hashMove && !Score.isDecisive(TranspositionTable.score(entry, ply));
  }

  /**
   * The static evaluation at a node whose probe gave {@code extra}: the table's where it keeps one (and the
   * technique is on), else the evaluator's, then stored alone in the table if the node had no entry.
   */
  private int staticEval(long entry, int extra, boolean pv) {
    if (w.tableEvalOn) {
      int stored = TranspositionTable.eval(extra);
      if (stored != TranspositionTable.NO_EVAL) {
        return stored;
      }
    }
    int eval = w.evaluate();
    if (w.tableEvalOn && entry == 0 && w.table != null && !w.stopped) {
      w.table.store(w.state.hash(), -1, TranspositionTable.NONE, -1, 0, 0, false, eval, pv);
    }
    return eval;
  }


  /**
   * The change to a late move's reduction: a ply less at a node once searched as a PV node, and by the move's history
   * a ply less if it often cut off at this depth, a ply more if it never did. (A ply more where the position is not
   * improving, as Stockfish does, cost Connect Four at fixed depth: experiments/search-pruning.md.)
   */
  private int adjustment(boolean wasPv, int mover, int move, int depth) {
    int r = 0;
    if (wasPv && w.tableEvalOn) {
      r--;
    }
    if (w.historyReductionsOn) {
      int h = w.ordering.history(mover, move);
      if (h == 0) {
        r++;
      } else if (h >= HISTORY_GOOD * depth * depth) {
        r--;
      }
    }
    return r;
  }

  /** The child's value for the parent's player, searched in the parent's window (alpha, beta). */
  private int child(boolean flip, int depth, int alpha, int beta, int ply, boolean pvNode) {
    return flip ? -search(depth, -beta, -alpha, ply + 1, pvNode) : search(depth, alpha, beta, ply + 1, pvNode);
  }
}
