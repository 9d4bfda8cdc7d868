package org.gametree.connect6.search;

import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;

/**
 * The defence of {@link TssSolver} for several stones a turn (Connect6): at the start of the mover's turn, where the
 * opponent already has threat windows (windows it fills with its next turn's stones), the first stone's candidates
 * are the empty cells of those windows (a turn that blocks them all has a stone there, and the turn's stones may be
 * played in any order); otherwise, where the opponent given a full turn has a VCDT ({@link ThreatSpaceSearch}), the
 * candidates are the empty cells of the windows its proof can build on (the opponent's live windows holding at
 * least {@code k - 2p} of its stones) and of the mover's own such windows (a counter-threat forces the opponent's
 * stones elsewhere). Nothing is cut when the VCDT runs out of budget, finds nothing, or no cell qualifies. Nothing
 * is allocated.
 */
final class MultiStoneDefence {
  private final ConnectGame g;
  private final BoardWindows windows;
  private final ThreatSpaceSearch tss;
  private final Threats threats;
  private final int[] kept;
  private final boolean[] seen;
  private long work;
  private long defended;

  MultiStoneDefence(ConnectGame game, ThreatSpaceSearch tss, Threats threats) {
    this.g = game;
    this.windows = game.windows();
    this.tss = tss;
    this.threats = threats;
    this.kept = new int[game.moveSpace()];
    this.seen = new boolean[game.moveSpace()];
  }

  /** Stones the last {@link #defend} played. */
  long lastWork() {
    return work;
  }

  /** Positions whose candidates were cut. */
  long defended() {
    return defended;
  }

  /** Cuts {@code s}'s candidates to the refuting cells (see the class doc); returns how many were kept, 0 if none. */
  int defend(ConnectState s, int turns, long budget) {
    work = 0;
    int me = s.currentPlayer();
    int n;
    if (threats.count(s, me ^ 1, 1) > 0) {
      n = collect(s, me ^ 1, g.k() - g.p(), 0);
    } else {
      int saved = s.passTurn();
      boolean threat = tss.proves(s, turns, budget);
      work = tss.lastNodes();
      s.restoreTurn(saved);
      if (!threat) {
        return 0;
      }
      int need = Math.max(1, g.k() - 2 * g.p());
      n = collect(s, me ^ 1, need, 0);
      n = collect(s, me, need, n);
    }
    for (int i = 0; i < n; i++) {
      seen[kept[i]] = false;
    }
    if (n > 0) {
      s.restrictCandidates(kept, n);
      defended++;
    }
    return n;
  }

  /** The cells {@link #defend} kept last, {@code [0..n)}. */
  int[] kept() {
    return kept;
  }

  /** Appends to {@code kept} the empty cells of {@code player}'s live windows holding at least {@code need}. */
  private int collect(ConnectState s, int player, int need, int n) {
    for (int w = 0, e = g.windowCount(); w < e; w++) {
      if (s.windowCount(player ^ 1, w) != 0 || s.windowCount(player, w) < need) {
        continue;
      }
      for (int x = 0; x < g.k(); x++) {
        int c = windows.cell(w, x);
        if (s.at(c) == 0 && !seen[c]) {
          seen[c] = true;
          kept[n++] = c;
        }
      }
    }
    return n;
  }
}
