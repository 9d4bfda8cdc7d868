package org.gametree.connect6.search;

import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;
import org.gametree.core.Score;
import org.gametree.core.search.ExactSolver;

/**
 * Search hook ({@link org.gametree.core.search.Search.Builder#solver}): at the start of a turn, a threat search for
 * the side to move; a proven win is reported as a decisive score. One stone a turn (gomoku): VCF, then VCT
 * ({@link VctSearch}, its table kept between calls); where neither proves a win and the opponent, given the move,
 * would have one, the position's candidate moves are cut to the moves after which the opponent's threat win is gone
 * (the defence: {@link ConnectState#restrictCandidates}; moves whose check runs out of budget are kept, and if no
 * move refutes it all are kept). Several stones a turn (Connect6): the VCDT of {@link ThreatSpaceSearch}, and where it proves nothing the
 * defence of {@link MultiStoneDefence} (the first stone's candidates cut to the cells of the opponent's threat
 * windows, or of the windows its VCDT builds on). Under renju the hook does not answer (its
 * threat counts do not know Black's forbidden points); the search, whose moves exclude them, plays alone.
 *
 * <p>VCT and the defence run within {@code near} plies of the search's root (default {@value #NEAR_ROOT}: the root
 * position only; the root position is the one with the fewest stones
 * in the current run of calls), deeper nodes get a VCF on an eighth of the budget. The node budget is per call, and
 * tied to the clock: while the hook's own time exceeds {@code timeShare} of the
 * wall time since its current run of calls began (a gap of 50 ms starts a new run, i.e. a new search), each call gets
 * an eighth of it. The last position's answer is cached between {@link #canSolve} and {@link #solve}; the stones
 * played are reported as {@link #lastWork}, so the search polls its clock while the hook is busy. Nothing is
 * allocated once warm.
 */
public final class TssSolver implements ExactSolver<ConnectState> {
  /** Attacker moves of a VCF and of a VCT (one stone a turn). */
  static final int VCF_MOVES = 12;
  static final int VCT_MOVES = 4;
  private static final long NEW_RUN_NANOS = 50_000_000L;
  /** Plies from the root within which VCT and the defence run (deeper nodes get a VCF on an eighth of the budget). */
  static final int NEAR_ROOT = 0;

  /**
   * What the hook does: VCT besides VCF and the defence (one stone a turn), stones per call, attacker turns of the
   * Connect6 search, and the share of the wall time the hook may take before its budget shrinks.
   */
  public record Settings(boolean vct, boolean defence, long nodes, int turns, double timeShare, int near) {
    /** Settings with VCT and the defence within {@value #NEAR_ROOT} plies of the root. */
    public Settings(boolean vct, boolean defence, long nodes, int turns, double timeShare) {
      this(vct, defence, nodes, turns, timeShare, NEAR_ROOT);
    }

    /** These settings with VCT on or off. */
    public Settings withVct(boolean on) {
      return new Settings(on, defence, nodes, turns, timeShare, near);
    }

    /** The defaults: VCT and defence on, 500 stones a call (300 for Connect6's 3-turn VCDT), half the time. */
    public static Settings defaults(ConnectGame game) {
      return new Settings(true, true, game.p() == 1 ? 500 : 300, 3, 0.5);
    }
  }

  private final ConnectGame g;
  private final Settings settings;
  private final BoardWindows windows;
  private final ThreatSpaceSearch tss;
  private final VctSearch vcts;
  private final Threats threats;
  private final MultiStoneDefence multi;
  private long lastHash;
  private boolean searched;
  private boolean lastWin;
  private int lastPlies;
  private long lastWork;
  private final int[] stones;
  private final int[] cand;
  private final int[] kept;
  private long runStart;
  private long runEnd;
  private long spent;
  private long defended;
  /** One stone a turn: answers by position (win, plies, the defence's cells), so iterations do not redo them. */
  private static final int CACHE = 1024;
  private final long[] cacheKey = new long[CACHE];
  private final int[] cachePlies = new int[CACHE];
  private final int[] cacheCount = new int[CACHE];
  private final int[][] cacheCells = new int[CACHE][];
  private int defenceCount;
  /** Fewest stones seen in the current run of calls: the root's, so that stones minus it is the ply. */
  private int runStones;

  /** A hook with {@code settings}. */
  public TssSolver(ConnectGame game, Settings settings) {
    this.g = game;
    this.settings = settings;
    this.windows = game.windows();
    this.tss = game.p() == 1 ? null : new ThreatSpaceSearch(game);
    this.vcts = game.p() == 1 ? new VctSearch(game) : null;
    this.threats = new Threats(game);
    this.multi = tss == null ? null : new MultiStoneDefence(game, tss, threats);
    this.stones = new int[game.moveSpace()];
    this.cand = new int[game.moveSpace()];
    this.kept = new int[game.moveSpace()];
  }

  /** A hook with the default settings. */
  public TssSolver(ConnectGame game) {
    this(game, Settings.defaults(game));
  }

  /** A hook searching up to {@code maxTurns} attacker turns and {@code maxNodes} stones per call, VCF only. */
  public TssSolver(ConnectGame game, int maxTurns, long maxNodes) {
    this(game, new Settings(false, false, maxNodes, maxTurns, 1.0));
  }

  /** The settings. */
  public Settings settings() {
    return settings;
  }

  /** This hook's settings changed. */
  public TssSolver with(Settings changed) {
    return new TssSolver(g, changed);
  }

  /** Each Lazy-SMP thread gets its own threat searches and tables. */
  @Override
  public TssSolver forThread() {
    return new TssSolver(g, settings);
  }

  /** Proofs found by this hook's threat searches (one stone a turn), for measurements. */
  public long proofs() {
    return vcts == null ? 0 : vcts.proofs();
  }

  /** Positions whose candidates the defence cut, for measurements. */
  public long defended() {
    return multi == null ? defended : multi.defended();
  }

  @Override
  public boolean canSolve(ConnectState state) {
    lastWork = 0;
    // renju: the threat searches count Black's fours and threes without asking whether their points are forbidden
    if (g.rule() == ConnectRule.RENJU || state.isTerminal() || state.stonesLeft() != (state.stoneCount() == 0 ? g.q() : g.p())) {
      return false;
    }
    if (searched && lastHash == state.hash()) {
      return lastWin;
    }
    long start = System.nanoTime();
    if (start - runEnd > NEW_RUN_NANOS || state.stoneCount() < runStones) {
      runStart = start;
      spent = 0;
      runStones = state.stoneCount();
    }
    long budget = settings.nodes();
    long elapsed = start - runStart;
    if (settings.timeShare() < 1 && elapsed > 1_000_000 && spent > settings.timeShare() * elapsed) {
      budget = Math.max(16, budget / 8);
    }
    searched = true;
    lastHash = state.hash();
    if (vcts != null) {
      int slot = (int) (lastHash ^ (lastHash >>> 32)) & (CACHE - 1);
      if (cacheKey[slot] == lastHash && cacheCells[slot] != null) {
        lastWin = cachePlies[slot] > 0;
        lastPlies = cachePlies[slot];
        if (cacheCount[slot] > 0) {
          state.restrictCandidates(cacheCells[slot], cacheCount[slot]);
        }
        return lastWin;
      }
      defenceCount = 0;
      lastWin = oneStone(state, budget);
      if (cacheCells[slot] == null) {
        cacheCells[slot] = new int[g.moveSpace()];
      }
      cacheKey[slot] = lastHash;
      cachePlies[slot] = lastWin ? lastPlies : 0;
      cacheCount[slot] = defenceCount;
      System.arraycopy(kept, 0, cacheCells[slot], 0, defenceCount);
    } else {
      lastWin = canThreaten(state) && tss.proves(state, settings.turns(), budget);
      lastPlies = lastWin ? state.stonesLeft() + (tss.provenTurns() - 1) * 2 * g.p() : 0;
      lastWork = tss.lastNodes();
      if (!lastWin && settings.defence() && state.stoneCount() - runStones <= settings.near()) {
        multi.defend(state, settings.turns(), budget);
        lastWork += multi.lastWork();
      }
    }
    runEnd = System.nanoTime();
    spent += runEnd - start;
    return lastWin;
  }

  private boolean oneStone(ConnectState s, long budget) {
    boolean near = s.stoneCount() - runStones <= settings.near();
    boolean win = vcts.search(s, false, VCF_MOVES, near ? budget : budget / 8);
    lastWork += vcts.lastNodes();
    if (!near) {
      return win; // deeper: VCF only, on an eighth of the budget
    }
    if (!win && settings.vct()) {
      win = vcts.search(s, true, VCT_MOVES, budget);
      lastWork += vcts.lastNodes();
    }
    if (win) {
      lastPlies = 2 * vcts.provenDepth() - 1;
      return true;
    }
    if (settings.defence()) {
      defend(s, budget);
    }
    return false;
  }

  /** Cuts the candidates to the refutations of the opponent's threat win, where it has one (see the class doc). */
  private void defend(ConnectState s, long budget) {
    int me = s.currentPlayer();
    if (threats.count(s, me ^ 1, 1) > 0) {
      return; // a four: the candidate moves are already the block
    }
    int saved = s.passTurn();
    boolean vct = false;
    boolean threat = vcts.search(s, false, VCF_MOVES, budget, true);
    lastWork += vcts.lastNodes();
    if (!threat && settings.vct()) {
      vct = vcts.search(s, true, VCT_MOVES - 1, budget, true);
      lastWork += vcts.lastNodes();
      threat = vct;
    }
    int n = threat ? vcts.proofCells(s, cand) : 0;
    s.restoreTurn(saved);
    if (!threat) {
      return;
    }
    // the cells the proof depends on, and the mover's fours (a counter-four moves the play elsewhere)
    n = counterFours(s, me, n);
    int keep = 0;
    long each = Math.max(16, budget / 4);
    for (int i = 0; i < n; i++) {
      s.playUnchecked(cand[i]);
      boolean stillWins = !s.isTerminal() && vcts.search(s, vct, vct ? VCT_MOVES - 1 : VCF_MOVES, each);
      boolean unknown = vcts.exhausted();
      lastWork += vcts.lastNodes() + 1;
      s.undo();
      if (!stillWins || unknown) {
        kept[keep++] = cand[i];
      }
    }
    if (keep > 0) {
      s.restrictCandidates(kept, keep);
      defenceCount = keep;
      defended++;
    }
  }

  /** Appends to {@code cand[0..n)} the empty cells where {@code me} makes a four, not already there. */
  private int counterFours(ConnectState s, int me, int n) {
    int count = s.stonesOf(me, stones);
    for (int i = 0; i < count; i++) {
      for (int j = windows.windowsFrom(stones[i]), e = windows.windowsTo(stones[i]); j < e; j++) {
        int w = windows.windowAt(j);
        if (s.windowCount(me ^ 1, w) != 0 || s.windowCount(me, w) < g.k() - 2) {
          continue;
        }
        for (int x = 0; x < g.k(); x++) {
          int c = windows.cell(w, x);
          if (s.at(c) == 0 && !contains(cand, n, c)) {
            cand[n++] = c;
          }
        }
      }
    }
    return n;
  }

  private static boolean contains(int[] a, int n, int v) {
    for (int i = 0; i < n; i++) {
      if (a[i] == v) {
        return true;
      }
    }
    return false;
  }

  /** Stones the threat searches played in the last {@link #canSolve} (0 when answered from the cache). */
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
    return Score.win(ply + lastPlies);
  }
}
