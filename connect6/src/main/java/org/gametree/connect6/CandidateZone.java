package org.gametree.connect6;

/**
 * Candidate moves of a {@link ConnectState} for the core search, first rule that applies:
 * <ol>
 *   <li>the mover can complete a line with its stones left: the empty cells of those windows (it wins);
 *   <li>the opponent can complete a line with its next turn: the empty cells of those windows. Every turn that does
 *       not lose puts a stone on one of them, and the stones of a turn can be placed in any order, so searching the
 *       blocking stone first loses nothing;
 *   <li>otherwise, on boards of more than {@value ConnectGame#SMALL_BOARD_CELLS} cells, the empty cells within
 *       Chebyshev distance {@code zoneRadius} (2) of a stone, plus the empty cells of live windows one stone short
 *       of a threat window for either side (so a threat can always be made or prevented, even from farther away);
 *       the centre on an empty board; on smaller boards every empty cell.
 * </ol>
 * Play and undo keep what it reads (a bitmask of the occupied cells per row, per-player bitsets of the windows with
 * enough stones); the zone is the occupied rows dilated by the radius, sideways with shifts and then across rows.
 * Writes the cells in increasing order within each rule and allocates nothing. Under renju, Black's forbidden points
 * are left out of every rule (a block on a forbidden point is no block: the next rule applies).
 */
final class CandidateZone {
  private final ConnectState s;
  /** Scratch: the rows dilated horizontally by the zone radius. */
  private final int[] dilated;
  /** Scratch: cells already written carry the current stamp. */
  private final int[] mark;
  private int markStamp;

  CandidateZone(ConnectState s) {
    this.s = s;
    this.dilated = new int[s.g.height()];
    this.mark = new int[s.cells];
    this.restrictedHash = new long[s.cells + 1];
    this.restricted = new int[s.cells + 1][];
    this.restrictedCount = new int[s.cells + 1];
  }

  /** Per stone count: the hash of a restricted position, the restriction's cells and their count. */
  private final long[] restrictedHash;
  private final int[][] restricted;
  private final int[] restrictedCount;

  /** Keeps the candidates of the position with {@code stones} stones and {@code hash} to the given cells. */
  void restrict(int stones, long hash, int[] cells, int n) {
    if (restricted[stones] == null) {
      restricted[stones] = new int[s.cells];
    }
    System.arraycopy(cells, 0, restricted[stones], 0, n);
    restrictedCount[stones] = n;
    restrictedHash[stones] = hash;
  }

  /** Writes the candidate moves of the (unfinished) position into {@code out}; returns how many. */
  int write(int[] out) {
    int st = s.stones;
    if (restrictedCount[st] > 0 && restrictedHash[st] == s.hash()) {
      int n = 0;
      for (int i = 0, e = restrictedCount[st]; i < e; i++) {
        int c = restricted[st][i];
        if (s.board[c] == 0) {
          out[n++] = c;
        }
      }
      if (n > 0) {
        return n;
      }
    }
    if (s.k <= Math.max(s.g.p(), s.left)) {
      return s.legalMoves(out); // a turn can fill an empty window: every cell may win or block
    }
    if (++markStamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(mark, 0);
      markStamp = 1;
    }
    int me = s.toMove;
    int op = me ^ 1;
    int n = windowCells(out, 0, me, s.k - s.left, true);
    if (n > 0) {
      return n;
    }
    n = s.keepAllowed(out, 0, windowCells(out, 0, op, s.k - s.g.p(), true)); // renju: no forbidden block
    if (n > 0) {
      return n;
    }
    if (!s.g.zoneRestricted) {
      return s.legalMoves(out);
    }
    if (s.stones == 0) {
      out[0] = s.g.cell(s.g.width() / 2, s.g.height() / 2);
      return 1;
    }
    int width = s.g.width();
    int height = s.g.height();
    int radius = s.g.zoneRadius;
    int full = (1 << width) - 1; // width <= 26
    int reach = Math.min(radius, width);
    for (int y = 0; y < height; y++) {
      int r = s.rows[y];
      int d = r;
      for (int i = 1; i <= reach; i++) {
        d |= (r << i) | (r >>> i);
      }
      dilated[y] = d & full;
    }
    for (int y = 0; y < height; y++) {
      int z = 0;
      for (int yy = Math.max(0, y - radius), last = Math.min(height - 1, y + radius); yy <= last; yy++) {
        z |= dilated[yy];
      }
      z &= ~s.rows[y];
      int base = y * width;
      while (z != 0) {
        int c = base + Integer.numberOfTrailingZeros(z);
        out[n++] = c;
        mark[c] = markStamp;
        z &= z - 1;
      }
    }
    int makers = s.k - s.g.p() - 1;
    if (makers >= s.g.hotLevel) {
      n = windowCells(out, n, me, makers, false);
      n = windowCells(out, n, op, makers, false);
    }
    return s.keepAllowed(out, 0, n);
  }

  /**
   * Appends to {@code out} from {@code n} the empty cells, not yet written, of {@code player}'s live windows holding
   * at least {@code atLeast} (≥ hotLevel) of its stones; {@code complete} keeps only windows a completion would win
   * (with {@code exact}, not those whose extension cell holds the player's stone). Returns the new count.
   */
  private int windowCells(int[] out, int n, int player, int atLeast, boolean complete) {
    long[] h = s.hot[player];
    int[] mine = s.count[player];
    int[] theirs = s.count[player ^ 1];
    for (int i = 0; i < h.length; i++) {
      long bitsLeft = h[i];
      while (bitsLeft != 0) {
        int w = (i << 6) + Long.numberOfTrailingZeros(bitsLeft);
        bitsLeft &= bitsLeft - 1;
        if (theirs[w] != 0 || mine[w] < atLeast || (complete && !completionWins(player, w))) {
          continue;
        }
        for (int j = w * s.k, e = j + s.k; j < e; j++) {
          int c = s.windows.cells[j];
          if (s.board[c] == 0 && mark[c] != markStamp) {
            mark[c] = markStamp;
            out[n++] = c;
          }
        }
      }
    }
    return n;
  }

  /** Whether filling window {@code w} would win for {@code player}: always, except an overline under exact-k. */
  private boolean completionWins(int player, int w) {
    if (!s.g.exactFor(player)) {
      return true;
    }
    int b = s.windows.before[w];
    int a = s.windows.after[w];
    return (b < 0 || s.board[b] != player + 1) && (a < 0 || s.board[a] != player + 1);
  }

  /**
   * The older full-board scan of {@link ConnectState#candidateMoves(int[], int)}: the empty cells within Chebyshev
   * distance {@code radius} of a stone on an {@code m}×{@code h} board, in increasing order; returns how many.
   */
  int scan(int[] out, int radius, int m, int h) {
    int n = 0;
    for (int c = 0; c < s.cells; c++) {
      if (s.board[c] != 0) {
        continue;
      }
      int x = c % m;
      int y = c / m;
      boolean near = false;
      for (int dy = -radius; dy <= radius && !near; dy++) {
        int yy = y + dy;
        if (yy < 0 || yy >= h) {
          continue;
        }
        for (int dx = -radius; dx <= radius; dx++) {
          int xx = x + dx;
          if (xx >= 0 && xx < m && s.board[yy * m + xx] != 0) {
            near = true;
            break;
          }
        }
      }
      if (near) {
        out[n++] = c;
      }
    }
    return n;
  }
}
