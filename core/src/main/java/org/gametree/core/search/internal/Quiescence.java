package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.TacticalMoves;

/** One search thread's quiescence search, below the nominal depth, over the game's {@link TacticalMoves}. */
final class Quiescence<S extends GameState> {
  private final SearchWorker<S> w;

  Quiescence(SearchWorker<S> worker) {
    this.w = worker;
  }

  /**
   * Fail-soft quiescence: stand pat on the static evaluation and try the tactical moves, or every legal move when
   * standing pat is unsound ({@link TacticalMoves#mustEvade()}). With futility pruning on, a capture whose
   * {@link TacticalMoves#gain} could not lift the evaluation within the depth-1 futility margin of alpha is skipped
   * (delta pruning). Bounded by {@link SearchWorker#QUIESCENCE_PLIES}. The principal variation goes on through the
   * captures, so the root's line ends in the quiet position whose static evaluation is the value backed up (where the
   * search was exact there).
   */
  int search(int alpha, int beta, int ply, int qply) {
    if (qply > 0) {
      w.enter(ply);
      int repeated = w.repetitionScore(ply);
      if (repeated != SearchWorker.NO_REPETITION) {
        return repeated;
      }
    }
    boolean evade = w.quiescenceMoves.mustEvade();
    // At qply 0 the caller has asked; an evading node generates every legal move, so an empty list is the end.
    if (qply > 0 && (evade ? w.endedBeforeGeneration() : w.state.isTerminal())) {
      return w.terminalScore(ply);
    }
    if (qply >= SearchWorker.QUIESCENCE_PLIES || SearchWorker.atPlyLimit(ply)) {
      return w.evaluate();
    }
    int best = -Score.INFINITE;
    int[] moves = w.ordering.generatedBuffer(ply);
    int count;
    if (evade) {
      count = w.state.legalMoves(moves);
      if (count == 0) {
        return w.ends != null ? w.terminalScore(ply) : w.evaluate();
      }
    } else {
      best = w.evaluate();
      if (best >= beta) {
        return best;
      }
      alpha = Math.max(alpha, best);
      count = w.quiescenceMoves.tacticalMoves(moves);
    }
    int standPat = best;
    int delta = !evade && w.futilityOn && !Score.isDecisive(alpha) ? w.pruningMargins.futilityMargin(1) : 0;
    w.ordering.startGenerated(ply, count);
    for (int move; (move = w.ordering.next(ply)) != MovePicker.NONE; ) {
      if (delta > 0) {
        int gain = w.quiescenceMoves.gain(move);
        if (gain < Score.MAX_EVAL && standPat + gain + delta <= alpha) {
          best = Math.max(best, standPat + gain + delta); // what the capture could reach at most
          continue;
        }
      }
      int mover = w.state.currentPlayer();
      w.state.playUnchecked(move);
      int value = w.state.currentPlayer() != mover
          ? -search(-beta, -alpha, ply + 1, qply + 1)
          : search(alpha, beta, ply + 1, qply + 1);
      w.state.undo();
      if (w.stopped) {
        return 0;
      }
      w.pathDependent[ply] |= w.pathDependent[ply + 1]; // stand-pat bounds and cutoffs alike: counted whenever seen
      if (value > best) {
        best = value;
        w.pv.update(ply, move);
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }}
