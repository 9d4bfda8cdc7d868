package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Line patterns: the classes of known shapes, and the table against a direct recomputation on random games. */
class LinePatternsTest {
  private final ConnectGame go = ConnectGame.gomoku();
  private final LinePatterns gp = LinePatterns.of(go);

  private int horizontal(ConnectGame g, LinePatterns p, String black, String white, String cell) {
    ConnectState s = Positions.of(g, black, white, 0, 1 + (g.p() > 1 ? 1 : 0));
    return p.lineClass(s, g.parseMoveText(cell), 0, 0);
  }

  @Test
  void gomokuShapes() {
    assertEquals(LinePatterns.FIVE, horizontal(go, gp, "d8 e8 f8 g8", "", "h8"));
    assertEquals(LinePatterns.WIN_LINE, horizontal(go, gp, "e8 f8 g8", "", "h8")); // .XXXX.
    assertEquals(LinePatterns.FORCING, horizontal(go, gp, "e8 f8 g8", "d8", "h8")); // OXXXX.
    assertEquals(LinePatterns.FORCING, horizontal(go, gp, "e8 f8 h8", "", "i8")); // XX.XX
    assertEquals(LinePatterns.OPEN_THREE, horizontal(go, gp, "f8 g8", "", "h8")); // .XXX.
    assertEquals(LinePatterns.OPEN_THREE, horizontal(go, gp, "f8 g8", "", "i8")); // .XX.X.
    assertEquals(LinePatterns.THREE, horizontal(go, gp, "f8 g8", "e8", "h8")); // OXXX..
    assertEquals(LinePatterns.OPEN_TWO, horizontal(go, gp, "g8", "", "h8"));
    assertEquals(LinePatterns.DEAD, horizontal(go, gp, "", "f8 k8", "h8")); // O...O: no window of five
  }

  @Test
  void connect6Shapes() {
    ConnectGame c6 = ConnectGame.connect6();
    LinePatterns p = LinePatterns.of(c6);
    assertEquals(LinePatterns.FORCING, horizontal(c6, p, "e10 f10 g10", "", "h10")); // ..XXXX.. two threats
    assertEquals(LinePatterns.HALF, horizontal(c6, p, "e10 f10 g10", "d10", "h10")); // OXXXX.. one threat
    assertEquals(LinePatterns.THREE, horizontal(c6, p, "f10 g10", "", "h10")); // live three: +1 is a live four
    assertNull(LinePatterns.of(new ConnectGame(19, 19, 7, 2, 1)));
  }

  @Test
  void tableEqualsDirectRecomputationOnRandomGames() {
    for (ConnectGame g : new ConnectGame[] {go, ConnectGame.connect6(), new ConnectGame(9, 9, 4, 1, 1)}) {
      LinePatterns p = LinePatterns.of(g);
      SplittableRandom rnd = new SplittableRandom(41);
      int[] buf = new int[g.maxLegalMoves()];
      int checked = 0;
      for (int game = 0; game < 8; game++) {
        ConnectState s = g.newInitialState();
        int plies = 6 + rnd.nextInt(g.moveSpace() < 100 ? 12 : 40);
        for (int i = 0; i < plies && !s.isTerminal(); i++) {
          int n = s.candidateMoves(buf);
          s.play(buf[rnd.nextInt(n)]);
        }
        if (s.isTerminal()) {
          continue;
        }
        int cells = s.candidateMoves(buf, 2); // the cells near stones: every class occurs there
        for (int ci = 0; ci < cells; ci++) {
          int c = buf[ci];
          for (int d = 0; d < 4; d++) {
            for (int pl = 0; pl < 2; pl++) {
              assertEquals(direct(g, s, p, c, d, pl), p.lineClass(s, c, d, pl), g.id() + " " + g.moveText(c));
              checked++;
            }
          }
        }
      }
      assertEquals(true, checked > 500, g.id() + ": " + checked);
    }
  }

  // ---- the reference: the segment read cell by cell, threat counts by brute-force minimum hitting sets ----

  private static int direct(ConnectGame g, ConnectState s, LinePatterns p, int cell, int dir, int player) {
    int k = g.k();
    int[] seg = new int[2 * k - 1];
    for (int j = 0, i = 0; j < seg.length; j++) {
      if (j == k - 1) {
        seg[j] = 1;
        continue;
      }
      int c = p.around(cell, dir, i++);
      seg[j] = c < 0 ? 2 : s.at(c) == 0 ? 0 : s.at(c) == player + 1 ? 1 : 2;
    }
    return cls(seg, k, Math.min(g.p(), 3));
  }

  private static int cls(int[] seg, int k, int p) {
    int t = threats(seg, k, p);
    if (t == 15) {
      return LinePatterns.FIVE;
    }
    if (t > 0) {
      return t > p ? LinePatterns.WIN_LINE : t == p ? LinePatterns.FORCING : LinePatterns.HALF;
    }
    int u = 0;
    int v = 0;
    for (int j = 0; j < seg.length; j++) {
      if (seg[j] == 0) {
        seg[j] = 1;
        u = Math.max(u, threats(seg, k, p));
        for (int i = 0; i < seg.length; i++) {
          if (seg[i] == 0) {
            seg[i] = 1;
            v = Math.max(v, threats(seg, k, p));
            seg[i] = 0;
          }
        }
        seg[j] = 0;
      }
    }
    if (u > 0) {
      return u > p ? LinePatterns.OPEN_THREE : u == p ? LinePatterns.THREE : LinePatterns.WEAK_THREE;
    }
    if (v > 0) {
      return v > p ? LinePatterns.OPEN_TWO : LinePatterns.TWO;
    }
    for (int st = 0; st < k; st++) {
      boolean blocked = false;
      for (int j = st; j < st + k; j++) {
        blocked |= seg[j] == 2;
      }
      if (!blocked) {
        return LinePatterns.ONE;
      }
    }
    return LinePatterns.DEAD;
  }

  /** Minimum number of empty cells hitting every window through the centre with at most p empties; 15 if full. */
  private static int threats(int[] seg, int k, int p) {
    java.util.List<Integer> wins = new java.util.ArrayList<>();
    for (int st = 0; st < k; st++) {
      int empty = 0;
      boolean blocked = false;
      for (int j = st; j < st + k; j++) {
        blocked |= seg[j] == 2;
        empty += seg[j] == 0 ? 1 : 0;
      }
      if (!blocked && empty == 0) {
        return 15;
      }
      if (!blocked && empty <= p) {
        wins.add(st);
      }
    }
    if (wins.isEmpty()) {
      return 0;
    }
    int[] empties = new int[seg.length];
    int ne = 0;
    for (int j = 0; j < seg.length; j++) {
      if (seg[j] == 0) {
        empties[ne++] = j;
      }
    }
    for (int size = 1; size <= ne; size++) {
      if (hits(seg, k, wins, empties, ne, 0, size, new int[size], 0)) {
        return size;
      }
    }
    return 15;
  }

  /** Whether some {@code size} of the empties (from index {@code from}) hit every window of {@code wins}. */
  private static boolean hits(int[] seg, int k, java.util.List<Integer> wins, int[] empties, int ne, int from,
      int size, int[] chosen, int depth) {
    if (depth == size) {
      for (int st : wins) {
        boolean hit = false;
        for (int c : chosen) {
          hit |= c >= st && c < st + k;
        }
        if (!hit) {
          return false;
        }
      }
      return true;
    }
    for (int i = from; i < ne; i++) {
      chosen[depth] = empties[i];
      if (hits(seg, k, wins, empties, ne, i + 1, size, chosen, depth + 1)) {
        return true;
      }
    }
    return false;
  }
}
