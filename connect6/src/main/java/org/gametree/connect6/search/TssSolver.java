package org.gametree.connect6.search;

import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;

/**
 * Search hook ({@link org.gametree.core.search.Search.Builder#solver}): at the start of a turn, runs a small
 * threat-space search and, where it proves a win for the side to move, reports it as a decisive score. The last
 * position's answer is cached between {@link #canSolve} and {@link #solve}. The threat-space search runs in place on
 * the search's state without allocating, and reports the stones it played as {@link #lastWork}, so the search checks
 * its clock while the hook is busy (a gomoku search calls it at every interior node).
 */
public final class TssSolver implements ExactSolver<ConnectState> {
  private final ConnectGame g;
  private final BoardWindows windows;
  private final ThreatSpaceSearch tss;
  private final int maxTurns;
  private final long maxNodes;
  private long lastHash;
  private boolean searched;
  private boolean lastWin;
  private int lastTurns;
  private long lastWork;
  private final int[] stones;

  /** A hook searching up to {@code maxTurns} attacker turns and {@code maxNodes} stones per call. */
  public TssSolver(ConnectGame game, int maxTurns, long maxNodes) {
    this.g = game;
    this.windows = game.windows();
    this.tss = new ThreatSpaceSearch(game);
    this.maxTurns = maxTurns;
    this.maxNodes = maxNodes;
    this.stones = new int[game.moveSpace()];
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
    lastWork = 0;
    if (state.isTerminal() || state.stonesLeft() != (state.stoneCount() == 0 ? g.q() : g.p())) {
      return false;
    }
    if (!canThreaten(state)) {
      return false;
    }
    if (!searched || lastHash != state.hash()) {
      searched = true;
      lastHash = state.hash();
      lastWin = tss.proves(state, maxTurns, maxNodes);
      lastTurns = tss.provenTurns();
      lastWork = tss.lastNodes();
    }
    return lastWin;
  }

  /** Stones the threat-space search played in the last {@link #canSolve} (0 when answered from the cache). */
  @Override
  public long lastWork() {
    return lastWork;
  }

  /** Cheap filter: the mover has a live window its stones left can turn into a threat window. */
  private boolean canThreaten(ConnectState s) {
    int me = s.currentPlayer();
    int need = Math.max(1, g.k() - g.p() - s.stonesLeft());
    int n = s.stonesOf(me, stones);
    for (int i = 0; i < n; i++) {
      int cell = stones[i];
      for (int j = windows.windowsFrom(cell), e = windows.windowsTo(cell); j < e; j++) {
        int w = windows.windowAt(j);
        if (s.windowCount(me ^ 1, w) == 0 && s.windowCount(me, w) >= need) {
          return true;
        }
      }
    }
    return false;
  }

  @Override
  public int solve(ConnectState state, int alpha, int beta, int ply) {
    if (!canSolve(state)) {
      throw new IllegalStateException("no threat-space win here");
    }
    int plies = state.stonesLeft() + (lastTurns - 1) * 2 * g.p();
    return Score.win(ply + plies);
  }
}
