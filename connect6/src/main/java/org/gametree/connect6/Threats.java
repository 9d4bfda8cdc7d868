package org.gametree.connect6;

/**
 * Threat counting after I-Chen Wu: attacker A has t threats if the defender must place t stones to stop every
 * k-window A could complete with its next turn of p stones. A <em>threat window</em> holds no defender stone and at
 * most p empty cells (with the exact-k rule, a window whose extension cells hold A stones is not one); the threat
 * count is the size of a minimum hitting set of the threat windows, computed exactly (so windows crossing in
 * different directions that share an empty cell count once). Instances keep scratch buffers: one per thread.
 */
public final class Threats {
  private final ConnectGame g;
  private final BoardWindows geometry;
  private final int[] windows;
  private final int[] chosen;
  private final boolean[] marked;
  /** Scratch for {@link #hittingSets}: the candidate cells, a seen-stamp per cell, the windows to hit. */
  private final int[] cells;
  private final int[] seen;
  private final int[] hitWindows;
  private int stamp;
  private int windowTotal;

  /** Scratch for {@code game}. */
  public Threats(ConnectGame game) {
    this.g = game;
    this.geometry = game.windows();
    this.windows = new int[game.windowCount()];
    this.chosen = new int[64];
    this.marked = new boolean[game.moveSpace()];
    this.cells = new int[game.moveSpace()];
    this.seen = new int[game.moveSpace()];
    this.hitWindows = new int[game.windowCount()];
  }

  /** Whether window {@code w} is a threat window for {@code attacker} that {@code stones} stones complete. */
  public boolean isThreatWindow(ConnectState s, int attacker, int w, int stones) {
    if (s.windowCount(attacker ^ 1, w) != 0 || g.k() - s.windowCount(attacker, w) > stones) {
      return false;
    }
    if (g.exactFor(attacker)) {
      int b = geometry.before[w];
      int a = geometry.after[w];
      return (b < 0 || s.at(b) != attacker + 1) && (a < 0 || s.at(a) != attacker + 1);
    }
    return true;
  }

  /** Whether {@code player} could complete a line with {@code stones} stones placed now. */
  public boolean canWinWith(ConnectState s, int player, int stones) {
    if (g.k() - stones < s.hotLevel()) {
      return anyThreatWindow(s, player, stones);
    }
    long[] candidates = s.hotWindows(player);
    for (int i = 0; i < candidates.length; i++) {
      long word = candidates[i];
      while (word != 0) {
        int w = (i << 6) + Long.numberOfTrailingZeros(word);
        word &= word - 1;
        if (isThreatWindow(s, player, w, stones)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean anyThreatWindow(ConnectState s, int player, int stones) {
    for (int w = 0; w < geometry.count; w++) {
      if (isThreatWindow(s, player, w, stones)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the side to move wins with the stones left in its turn. */
  public boolean moverWinsNow(ConnectState s) {
    return !s.isTerminal() && canWinWith(s, s.currentPlayer(), s.stonesLeft());
  }

  /**
   * Collects {@code attacker}'s threat windows for a turn of {@code stones} stones, in increasing window order;
   * returns how many. Where a threat window needs at least the state's hot level of stones (always, for turns of up
   * to max(p, q) + 1 stones), only the windows the state lists as holding that many are looked at.
   */
  public int collect(ConnectState s, int attacker, int stones) {
    int n = 0;
    if (g.k() - stones < s.hotLevel()) {
      for (int w = 0; w < geometry.count; w++) {
        if (isThreatWindow(s, attacker, w, stones)) {
          windows[n++] = w;
        }
      }
    } else {
      long[] candidates = s.hotWindows(attacker);
      for (int i = 0; i < candidates.length; i++) {
        long word = candidates[i];
        while (word != 0) {
          int w = (i << 6) + Long.numberOfTrailingZeros(word);
          word &= word - 1;
          if (isThreatWindow(s, attacker, w, stones)) {
            windows[n++] = w;
          }
        }
      }
    }
    windowTotal = n;
    return n;
  }

  /** The i-th window found by the last {@link #collect}. */
  public int window(int i) {
    return windows[i];
  }

  /**
   * {@code attacker}'s threat count for a next turn of {@code g.p()} stones, exact up to {@code cap} (larger counts
   * return {@code cap}).
   */
  public int count(ConnectState s, int attacker, int cap) {
    int n = collect(s, attacker, g.p());
    if (n == 0) {
      return 0;
    }
    for (int t = 1; t < cap; t++) {
      if (hittable(s, 0, t)) {
        return t;
      }
    }
    return cap;
  }

  /** Threat count with the default cap p + 1 (enough to tell "wins next turn"). */
  public int count(ConnectState s, int attacker) {
    return count(s, attacker, g.p() + 1);
  }

  /** Whether the windows from the last collect can all be hit with {@code budget} stones. */
  private boolean hittable(ConnectState s, int from, int budget) {
    int i = from;
    while (i < windowTotal && isHit(windows[i])) {
      i++;
    }
    if (i == windowTotal) {
      return true;
    }
    if (budget == 0) {
      return false;
    }
    int w = windows[i];
    int base = w * g.k();
    for (int j = 0; j < g.k(); j++) {
      int c = geometry.cells[base + j];
      if (s.at(c) != 0 || marked[c]) {
        continue;
      }
      marked[c] = true;
      boolean ok = hittable(s, i + 1, budget - 1);
      marked[c] = false;
      if (ok) {
        return true;
      }
    }
    return false;
  }

  private boolean isHit(int w) {
    int base = w * g.k();
    for (int j = 0; j < g.k(); j++) {
      if (marked[geometry.cells[base + j]]) {
        return true;
      }
    }
    return false;
  }

  /**
   * The hitting sets of exactly {@code size} empty cells of the windows from the last {@link #collect}, each once
   * with its cells in increasing order.
   */
  public java.util.List<int[]> hittingSets(ConnectState s, int size) {
    Sets sets = new Sets();
    int n = hittingSets(s, size, sets);
    java.util.List<int[]> out = new java.util.ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(java.util.Arrays.copyOfRange(sets.cells, i * sets.size, (i + 1) * sets.size));
    }
    return out;
  }

  /**
   * A reusable list of hitting sets of one size, filled by {@link #hittingSets(ConnectState, int, Sets)}. Its buffer
   * grows when a call needs more room than any before; otherwise filling it allocates nothing, which is why the
   * threat-space search keeps one per depth instead of taking lists of arrays.
   */
  public static final class Sets {
    /** Set i is cells[i*size .. (i+1)*size). */
    private int[] cells = new int[64];
    private int size;
    private int count;

    /** Cells per set. */
    public int size() {
      return size;
    }

    /** Number of sets. */
    public int count() {
      return count;
    }

    /** Cell {@code j} (0 ≤ j &lt; size, increasing) of set {@code set}. */
    public int cell(int set, int j) {
      return cells[set * size + j];
    }
  }

  /**
   * As {@link #hittingSets(ConnectState, int)}, written into {@code out} (replacing its contents) without allocating
   * once {@code out} is large enough; returns how many sets.
   */
  public int hittingSets(ConnectState s, int size, Sets out) {
    size = Math.min(size, chosen.length);
    stamp++;
    if (stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(seen, 0);
      stamp = 1;
    }
    int nc = 0;
    for (int i = 0; i < windowTotal; i++) {
      int base = windows[i] * g.k();
      for (int j = 0; j < g.k(); j++) {
        int c = geometry.cells[base + j];
        if (s.at(c) == 0 && seen[c] != stamp) {
          seen[c] = stamp;
          cells[nc++] = c;
        }
      }
    }
    java.util.Arrays.sort(cells, 0, nc);
    System.arraycopy(windows, 0, hitWindows, 0, windowTotal);
    out.size = size;
    out.count = 0;
    enumerate(nc, 0, size, 0, windowTotal, out);
    return out.count;
  }

  private void enumerate(int nc, int from, int size, int depth, int total, Sets out) {
    if (depth == size) {
      for (int i = 0; i < total; i++) {
        if (!isHit(hitWindows[i])) {
          return;
        }
      }
      int at = out.count * size;
      if (at + size > out.cells.length) {
        out.cells = java.util.Arrays.copyOf(out.cells, Math.max(2 * out.cells.length, at + size));
      }
      System.arraycopy(chosen, 0, out.cells, at, size);
      out.count++;
      return;
    }
    for (int i = from; i < nc; i++) {
      int c = cells[i];
      marked[c] = true;
      chosen[depth] = c;
      enumerate(nc, i + 1, size, depth + 1, total, out);
      marked[c] = false;
    }
  }
}
