package org.gametree.go;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The binary features of a candidate Go move for the {@link org.gametree.core.learn.BradleyTerry} move model, at
 * most one per group (Coulom, "Computing Elo ratings of move patterns in the game of Go", 2007): pass; the 3×3
 * shape around the point, seen from the side to move and reduced over the eight rotations and reflections; the
 * liberties of the new chain (1, 2, 3, 4 or more); a capture (one stone, or more); an atari; an escape of an own
 * chain in atari; the distance to the previous move and to the move before it ({@code dx + dy + max(dx, dy)}, 2 to
 * 16, then 17 and more); and the line from the edge (1 to 5, 5 meaning 5 or more).
 *
 * <p>Computing a move's features reads the 8 points around it and walks the chains next to it (stopping at four
 * liberties), marking with a generation counter in arrays of its own: no allocation, one instance per thread.
 */
public final class GoMoveFeatures {
  /** Feature groups. */
  static final int G_PASS = 0;
  static final int G_SHAPE = 1;
  static final int G_LIBS = 2;
  static final int G_CAPTURE = 3;
  static final int G_ATARI = 4;
  static final int G_ESCAPE = 5;
  static final int G_DIST1 = 6;
  static final int G_DIST2 = 7;
  static final int G_EDGE = 8;
  /** The most features one move has. */
  public static final int MAX_FEATURES = 9;

  private static final int MAX_DIST = 17;
  private static final int DISTANCES = MAX_DIST - 1;
  private static final int EDGES = 5;

  /** For a 16-bit neighbourhood code with Black to move, its shape's index, or -1 if no board has it. */
  private static final int[] SHAPE_OF;
  /** The canonical code of each shape index. */
  private static final int[] SHAPE_CODES;
  /** A code with Black and White swapped. */
  private static final int[] SWAP;

  static final int PASS = 0;
  static final int SHAPE = 1;
  static final int SHAPES;
  static final int LIBS;
  static final int CAPTURE;
  static final int ATARI;
  static final int ESCAPE;
  static final int DIST1;
  static final int DIST2;
  static final int EDGE;
  /** The number of features. */
  public static final int COUNT;

  static {
    SWAP = new int[1 << 16];
    for (int code = 0; code < SWAP.length; code++) {
      int s = 0;
      for (int i = 0; i < 8; i++) {
        int v = (code >>> (2 * i)) & 3;
        s |= (v == 1 ? 2 : v == 2 ? 1 : v) << (2 * i);
      }
      SWAP[code] = s;
    }
    SHAPE_OF = new int[1 << 16];
    Arrays.fill(SHAPE_OF, -1);
    List<Integer> canonical = new ArrayList<>();
    // Border cells of a point on the top edge, interior, ..., as masks over ring cells N, NE, E, SE, S, SW, W, NW.
    int[] rowBorder = {0b1000_0011, 0, 0b0011_1000}; // top: NW N NE; bottom: SE S SW
    int[] colBorder = {0b1110_0000, 0, 0b0000_1110}; // left: SW W NW; right: NE E SE
    for (int rb : rowBorder) {
      for (int cb : colBorder) {
        int border = rb | cb;
        int free = 8 - Integer.bitCount(border);
        int combos = 1;
        for (int i = 0; i < free; i++) {
          combos *= 3;
        }
        for (int k = 0; k < combos; k++) {
          int code = 0;
          int rest = k;
          for (int i = 0; i < 8; i++) {
            int v;
            if ((border >>> i & 1) != 0) {
              v = GoBoard.BORDER;
            } else {
              v = rest % 3;
              rest /= 3;
            }
            code |= v << (2 * i);
          }
          int min = Integer.MAX_VALUE;
          for (int mirror = 0; mirror < 2; mirror++) {
            for (int turn = 0; turn < 4; turn++) {
              min = Math.min(min, transform(code, mirror, turn));
            }
          }
          if (SHAPE_OF[min] < 0) {
            SHAPE_OF[min] = canonical.size();
            canonical.add(min);
          }
          SHAPE_OF[code] = SHAPE_OF[min];
        }
      }
    }
    SHAPE_CODES = canonical.stream().mapToInt(Integer::intValue).toArray();
    SHAPES = SHAPE_CODES.length;
    LIBS = SHAPE + SHAPES;
    CAPTURE = LIBS + 4;
    ATARI = CAPTURE + 2;
    ESCAPE = ATARI + 1;
    DIST1 = ESCAPE + 1;
    DIST2 = DIST1 + DISTANCES;
    EDGE = DIST2 + DISTANCES;
    COUNT = EDGE + EDGES;
  }

  /** {@code code} rotated by {@code turn} quarter turns after an optional mirror image (ring cell i to 8 - i). */
  private static int transform(int code, int mirror, int turn) {
    int t = 0;
    for (int i = 0; i < 8; i++) {
      int from = mirror == 0 ? i : (8 - i) & 7;
      t |= ((code >>> (2 * ((from + 2 * turn) & 7))) & 3) << (2 * i);
    }
    return t;
  }

  private final int size;
  private final int[] ring;
  private final int[] libMark;
  private final int[] chainMark;
  private int gen;

  /** Features of moves on boards of side {@code size}; for one thread. */
  public GoMoveFeatures(int size) {
    this.size = size;
    int w = size + 2;
    this.ring = new int[] {-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1};
    this.libMark = new int[w * w];
    this.chainMark = new int[w * w];
  }

  /** The board side this instance reads. */
  public int size() {
    return size;
  }

  /**
   * Writes the features of {@code move}, legal for the side to move in {@code state} (a board of this instance's
   * size), into {@code out} from index 0 and returns how many; at most {@link #MAX_FEATURES}.
   */
  public int features(GoState state, int move, int[] out) {
    GoBoard b = state.board();
    int pass = state.game().passMove();
    if (move == pass) {
      out[0] = PASS;
      return 1;
    }
    int n = 0;
    int c = state.currentPlayer() + 1;
    int opp = 3 - c;
    int p = b.point(move);
    int code = 0;
    for (int i = 0; i < 8; i++) {
      code |= b.color(p + ring[i]) << (2 * i);
    }
    int shape = SHAPE_OF[c == GoBoard.BLACK ? code : SWAP[code]];
    if (shape >= 0) {
      out[n++] = SHAPE + shape;
    }
    int g = ++gen;
    int libs = 0;
    int captured = 0;
    boolean atari = false;
    boolean escape = false;
    GoTactics t = state.tactics();
    for (int k = 0; k < 4; k++) {
      int q = p + b.direction(k);
      int cq = b.color(q);
      if (cq == GoBoard.EMPTY) {
        if (libMark[q] != g) {
          libMark[q] = g;
          libs++;
        }
      } else if (cq == opp) {
        int root = b.chainRoot(q);
        if (b.chainInAtari(q)) {
          if (libMark[q] != g) {
            libMark[q] = g; // the captured stone's point becomes a liberty
            libs++;
          }
          if (chainMark[root] != g) {
            chainMark[root] = g;
            captured += stones(b, root);
          }
        } else if (chainMark[root] != g) {
          chainMark[root] = g;
          atari |= GoTactics.libertyCount(t.fewLiberties(q)) == 2;
        }
      } else if (cq == c) {
        int root = b.chainRoot(q);
        if (chainMark[root] == g) {
          continue;
        }
        chainMark[root] = g;
        escape |= b.chainInAtari(q);
        int s = root;
        do {
          for (int d = 0; d < 4 && libs < 4; d++) {
            int r = s + b.direction(d);
            if (r != p && b.color(r) == GoBoard.EMPTY && libMark[r] != g) {
              libMark[r] = g;
              libs++;
            }
          }
          s = b.nextStone(s);
        } while (s != root && libs < 4);
      }
    }
    out[n++] = LIBS + Math.max(0, Math.min(libs, 4) - 1);
    if (captured > 0) {
      out[n++] = CAPTURE + (captured == 1 ? 0 : 1);
    }
    if (atari) {
      out[n++] = ATARI;
    }
    if (escape && libs >= 2) {
      out[n++] = ESCAPE;
    }
    int row = move / size;
    int col = move % size;
    int last = state.lastMove();
    if (last >= 0 && last != pass) {
      out[n++] = DIST1 + distance(row, col, last, size) - 2;
    }
    int before = state.moveBeforeLast();
    if (before >= 0 && before != pass) {
      out[n++] = DIST2 + distance(row, col, before, size) - 2;
    }
    int line = Math.min(Math.min(row, col), Math.min(size - 1 - row, size - 1 - col)) + 1;
    out[n++] = EDGE + Math.min(line, EDGES) - 1;
    return n;
  }

  private static int stones(GoBoard b, int root) {
    int count = 0;
    int s = root;
    do {
      count++;
      s = b.nextStone(s);
    } while (s != root);
    return count;
  }

  /** Coulom's distance {@code dx + dy + max(dx, dy)}, from 2 (adjacent) up to {@code MAX_DIST} (that or more). */
  private static int distance(int row, int col, int other, int size) {
    int dx = Math.abs(col - other % size);
    int dy = Math.abs(row - other / size);
    return Math.min(Math.max(2, dx + dy + Math.max(dx, dy)), MAX_DIST);
  }

  /** Each feature's group. */
  public static int[] groups() {
    int[] g = new int[COUNT];
    g[PASS] = G_PASS;
    Arrays.fill(g, SHAPE, LIBS, G_SHAPE);
    Arrays.fill(g, LIBS, CAPTURE, G_LIBS);
    Arrays.fill(g, CAPTURE, ATARI, G_CAPTURE);
    g[ATARI] = G_ATARI;
    g[ESCAPE] = G_ESCAPE;
    Arrays.fill(g, DIST1, DIST2, G_DIST1);
    Arrays.fill(g, DIST2, EDGE, G_DIST2);
    Arrays.fill(g, EDGE, COUNT, G_EDGE);
    return g;
  }

  /** Each feature's name, as the model file lists them: {@code pass}, {@code shape:XXXXXXXX}, {@code libs:2}, ... */
  public static List<String> names() {
    List<String> names = new ArrayList<>(COUNT);
    names.add("pass");
    for (int code : SHAPE_CODES) {
      names.add("shape:" + shapeText(code));
    }
    for (String l : new String[] {"1", "2", "3", "4+"}) {
      names.add("libs:" + l);
    }
    names.add("capture:1");
    names.add("capture:2+");
    names.add("atari");
    names.add("escape");
    for (String prefix : new String[] {"dist1:", "dist2:"}) {
      for (int d = 2; d <= MAX_DIST; d++) {
        names.add(prefix + d + (d == MAX_DIST ? "+" : ""));
      }
    }
    for (int l = 1; l <= EDGES; l++) {
      names.add("line:" + l + (l == EDGES ? "+" : ""));
    }
    return names;
  }

  /** A shape's ring N, NE, E, SE, S, SW, W, NW as {@code .} empty, {@code X} own, {@code O} opponent, {@code #} edge. */
  static String shapeText(int code) {
    StringBuilder sb = new StringBuilder(8);
    for (int i = 0; i < 8; i++) {
      sb.append(".XO#".charAt((code >>> (2 * i)) & 3));
    }
    return sb.toString();
  }
}
