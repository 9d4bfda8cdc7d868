package org.gametree.core.search.internal;

import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.search.ProbCut;

/**
 * Buro's ProbCut at one search thread's nodes: the game's model says where a shallow search predicts the deep value
 * ({@link ProbCut#check}); the search owns only the two null-window probes around β and α.
 */
final class ProbCutStep<S extends GameState> {
  /** Returned by {@link #cut} when it proves nothing (also a bound outside the heuristic range). */
  static final int NO_BOUND = Integer.MIN_VALUE;

  /** A null-window search by the calling algorithm, for the probes. */
  interface Probe {
    int search(int depth, int alpha, int beta, int ply);
  }

  private final SearchWorker<S> worker;
  /** The game's model, or null (ProbCut off). */
  private final ProbCut<S> model;
  private final double threshold;

  ProbCutStep(SearchWorker<S> worker, ProbCut<S> model, double threshold) {
    this.worker = worker;
    this.model = model;
    this.threshold = threshold;
  }

  /** The game's ProbCut test for this interior non-PV node, or null (ProbCut off, PV node, decisive window). */
  ProbCut.Check check(int ply, int depth, int alpha, int beta, boolean pvNode) {
    if (model == null || pvNode || ply == 0 || Score.isDecisive(alpha) || Score.isDecisive(beta)) {
      return null;
    }
    ProbCut.Check check = model.check(worker.state, depth);
    return check != null && check.shallowDepth() < depth ? check : null;
  }

  /**
   * The two probes at a node: β when the shallow search predicts a fail high, α when it predicts a fail low, 0 when
   * the search was stopped meanwhile, else {@link #NO_BOUND} (search the node normally).
   */
  int cut(ProbCut.Check cut, int alpha, int beta, int ply, Probe probe) {
    int bound = inRange(cut.highBound(beta, threshold));
    if (bound != NO_BOUND) {
      int value = probe.search(cut.shallowDepth(), bound - 1, bound, ply);
      if (worker.stopped) {
        return 0;
      }
      if (value >= bound) {
        return beta;
      }
    }
    bound = inRange(cut.lowBound(alpha, threshold));
    if (bound != NO_BOUND) {
      int value = probe.search(cut.shallowDepth(), bound, bound + 1, ply);
      if (worker.stopped) {
        return 0;
      }
      if (value <= bound) {
        return alpha;
      }
    }
    return NO_BOUND;
  }

  private static int inRange(double bound) {
    return Math.abs(bound) < Score.MAX_EVAL ? (int) bound : NO_BOUND;
  }
}
