package org.gametree.go.search;

import org.gametree.go.GoBoard;

/**
 * 3×3 shapes around an empty point that make a good move there, for rollouts and priors: the hane, cut and edge
 * shapes of MoGo (Gelly, Wang, Munos and Teytaud, "Modification of UCT with patterns in Monte-Carlo Go", 2006),
 * written out here by hand. A neighbourhood is coded as 16 bits, two per neighbour in the order N, NE, E, SE, S,
 * SW, W, NW (each the board's own colour value: 0 empty, 1 Black, 2 White, 3 off board); the table holds every
 * rotation, reflection and colour swap of every shape, so a lookup is one array read.
 */
final class GoPatterns {
  /**
   * The shapes, rows top to bottom, the move at the centre (always {@code .}). {@code X}/{@code O} a stone of either
   * colour and the other, {@code .} empty, {@code #} off board, {@code ?} anything, {@code x} not {@code O},
   * {@code o} not {@code X}.
   */
  static final String[] SHAPES = {
    "XOX" + "..." + "???", // hane that encloses a stone
    "XO." + "..." + "?.?", // hane that does not leave a cut
    "XO?" + "X.." + "x.?", // bend around (magari)
    "XOO" + "..." + "?.?", // thin hane
    ".O." + "X.." + "...", // diagonal attachment (katatsuke)
    "XO?" + "O.o" + "?o?", // cut where the cutting point is not protected
    "XO?" + "O.X" + "???", // cut after a peep
    "?X?" + "O.O" + "ooo", // push through between two stones (de)
    "OX?" + "o.O" + "???", // cut of a knight's move
    "X.?" + "O.?" + "##?", // chase along the edge
    "OX?" + "X.O" + "###", // block a cut on the edge
    "?X?" + "x.O" + "###", // block the connection under a stone on the edge
    "?XO" + "x.x" + "###", // descend to the edge (sagari)
    "?OX" + "X.O" + "###", // cut on the edge
  };

  /** For each ring cell N, NE, E, SE, S, SW, W, NW, its index in a {@link #SHAPES} string. */
  private static final int[] RING_CELL = {1, 2, 5, 8, 7, 6, 3, 0};

  private static final boolean[] GOOD = build();

  private GoPatterns() {}

  /** The ring offsets N, NE, E, SE, S, SW, W, NW of a board of row width {@code w}. */
  static int[] ringOffsets(int w) {
    return new int[] {-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1};
  }

  /** The neighbourhood code of point {@code p}. */
  static int code(GoBoard b, int p, int[] ring) {
    int code = 0;
    for (int i = 0; i < 8; i++) {
      code |= b.color(p + ring[i]) << (2 * i);
    }
    return code;
  }

  /** Whether the neighbourhood {@code code} is one of the shapes (for either colour to play). */
  static boolean good(int code) {
    return GOOD[code];
  }

  /** Whether the empty point {@code p} of {@code b} has one of the shapes around it. */
  static boolean matches(GoBoard b, int p, int[] ring) {
    return GOOD[code(b, p, ring)];
  }

  private static boolean[] build() {
    boolean[] table = new boolean[1 << 16];
    for (String shape : SHAPES) {
      if (shape.length() != 9 || shape.charAt(4) != '.') {
        throw new IllegalStateException("bad shape " + shape);
      }
      char[] ring = new char[8];
      for (int i = 0; i < 8; i++) {
        ring[i] = shape.charAt(RING_CELL[i]);
      }
      for (int mirror = 0; mirror < 2; mirror++) {
        for (int turn = 0; turn < 4; turn++) {
          for (int swap = 0; swap < 2; swap++) {
            char[] t = new char[8];
            for (int i = 0; i < 8; i++) {
              // Rotating by 90 degrees moves each ring cell two places; mirroring maps cell i to 8 - i.
              int from = mirror == 0 ? i : (8 - i) & 7;
              char ch = ring[(from + 2 * turn) & 7];
              t[i] = swap == 0 ? ch : swapColour(ch);
            }
            fill(table, t, 0, 0);
          }
        }
      }
    }
    return table;
  }

  private static char swapColour(char ch) {
    switch (ch) {
      case 'X':
        return 'O';
      case 'O':
        return 'X';
      case 'x':
        return 'o';
      case 'o':
        return 'x';
      default:
        return ch;
    }
  }

  /** Sets every code that matches ring cells {@code i..7} given the code of cells {@code 0..i-1}. */
  private static void fill(boolean[] table, char[] ring, int i, int code) {
    if (i == 8) {
      table[code] = true;
      return;
    }
    for (int v = 0; v < 4; v++) {
      if (allows(ring[i], v)) {
        fill(table, ring, i + 1, code | v << (2 * i));
      }
    }
  }

  private static boolean allows(char ch, int v) {
    switch (ch) {
      case 'X':
        return v == GoBoard.BLACK;
      case 'O':
        return v == GoBoard.WHITE;
      case '.':
        return v == GoBoard.EMPTY;
      case '#':
        return v == GoBoard.BORDER;
      case 'x':
        return v == GoBoard.BLACK || v == GoBoard.EMPTY;
      case 'o':
        return v == GoBoard.WHITE || v == GoBoard.EMPTY;
      case '?':
        return true;
      default:
        throw new IllegalStateException("bad shape character " + ch);
    }
  }
}
