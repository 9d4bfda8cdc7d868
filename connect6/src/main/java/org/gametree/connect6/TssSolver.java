package org.gametree.connect6;

import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;

/**
 * Search hook ({@link org.gametree.core.search.Search.Builder#solver}): at the start of a turn, runs a small
 * threat-space search and, where it proves a win for the side to move, reports it as a decisive score. The last
 * position's answer is cached between {@link #canSolve} and {@link #solve}.
 */
public final class TssSolver implements ExactSolver<ConnectState> {
  private final ConnectGame g;
  private final ThreatSpaceSearch tss;
  private final int maxTurns;
  private final long maxNodes;
  private long lastHash;
  private ThreatSpaceSearch.Result last;

  /** A hook searching up to {@code maxTurns} attacker turns and {@code maxNodes} stones per call. */
  public TssSolver(ConnectGame game, int maxTurns, long maxNodes) {
    this.g = game;
    this.tss = new ThreatSpaceSearch(game);
    this.maxTurns = maxTurns;
    this.maxNodes = maxNodes;
  }

  /** A hook with 3 turns and 300 stones per call. */
  public TssSolver(ConnectGame game) {
    this(game, 3, 300);
  }

  /** Each Lazy-SMP thread gets its own threat-space search and cache. */
  @Override
  public TssSolver forThread() {
    return new TssSolver(g, maxTurns, maxNodes);
  }

  @Override
  public boolean canSolve(ConnectState state) {
    if (state.isTerminal() || state.stonesLeft() != (state.stoneCount() == 0 ? g.q() : g.p())) {
      return false;
    }
    if (!canThreaten(state)) {
      return false;
    }
    if (last == null || lastHash != state.hash()) {
      lastHash = state.hash();
      last = tss.search(state, maxTurns, maxNodes, null);
    }
    return last.win();
  }

  /** Cheap filter: the mover has a live window its stones left can turn into a threat window. */
  private boolean canThreaten(ConnectState s) {
    int me = s.currentPlayer();
    int need = g.k() - g.p() - s.stonesLeft();
    for (int w = 0; w < g.windowCount(); w++) {
      if (s.windowCount(me ^ 1, w) == 0 && s.windowCount(me, w) >= Math.max(need, 1)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int solve(ConnectState state, int alpha, int beta, int ply) {
    if (!canSolve(state)) {
      throw new IllegalStateException("no threat-space win here");
    }
    int plies = state.stonesLeft() + (last.turns() - 1) * 2 * g.p();
    return Score.win(ply + plies);
  }
}
