package org.gametree.connect6;


import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link ConnectFeatures}: the 16 features per side, checked by hand and against a scan of the whole board. */
class FeaturesTest {
  private final ConnectGame c6 = ConnectGame.connect6();

  @Test
  void extractorHas32NamedInputsSixteenPerSide() {
    ConnectFeatures f = new ConnectFeatures(c6);
    assertEquals(32, f.dimension());
    assertEquals(32, f.names().size());
    assertEquals("me.need1", f.names().get(0));
    assertEquals("op.crossings", f.names().get(31));
  }

  @Test
  void liveFourFeaturesCountWindowsThreatsAndSquares() {
    // White to move; black has c10 d10 e10 f10 on an open row.
    ConnectState s = Positions.of(c6, "c10 d10 e10 f10", "s1", 1, 2);
    double[] out = new double[32];
    new ConnectFeatures(c6).extract(s, out);
    int op = ConnectFeatures.PER_SIDE;
    assertEquals(0, out[op + 0]); // no window missing one
    assertEquals(3, out[op + 1]); // a-f, b-g, c-h miss two
    assertEquals(1, out[op + 2]); // d-i misses three (e-j misses four)
    assertEquals(1, out[op + 3]);
    assertEquals(2, out[op + 6]); // live four = two threats
    assertEquals(4, out[op + 7]); // threat squares a b g h
    assertEquals(4, out[op + 10]);
    assertEquals(4, out[op + 12]);
    assertEquals(1, out[14]);
    assertEquals(0, out[op + 14]);
    assertEquals(1, out[10]);
  }

  /**
   * The extractor and the threat windows visit only the windows the state lists as holding the player's stones; on
   * random games of several variants they give exactly what a scan of every window and every cell gives.
   */
  @Test
  void featuresAndThreatWindowsEqualAFullBoardScan() {
    ConnectGame[] games = {c6, ConnectGame.gomoku(), new ConnectGame(15, 15, 5, 1, 1, true),
        new ConnectGame(7, 7, 4, 2, 1), ConnectGame.tictactoe(), new ConnectGame(11, 11, 6, 3, 2)};
    for (ConnectGame g : games) {
      ConnectFeatures features = new ConnectFeatures(g);
      Threats threats = new Threats(g);
      int[] buf = new int[g.maxLegalMoves()];
      for (long seed = 0; seed < 12; seed++) {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        ConnectState s = g.newInitialState();
        while (!s.isTerminal()) {
          for (int player = 0; player < 2; player++) {
            double[] fast = new double[ConnectFeatures.PER_SIDE];
            double[] slow = new double[ConnectFeatures.PER_SIDE];
            features.side(s, player, fast, 0);
            referenceSide(g, s, player, slow);
            assertEquals(java.util.Arrays.toString(slow), java.util.Arrays.toString(fast), g.id() + "\n" + s);
            for (int stones = 1; stones <= Math.max(g.p(), g.q()) + 1; stones++) {
              java.util.List<Integer> all = new java.util.ArrayList<>();
              for (int w = 0; w < g.windowCount(); w++) {
                if (threats.isThreatWindow(s, player, w, stones)) {
                  all.add(w);
                }
              }
              int n = threats.collect(s, player, stones);
              java.util.List<Integer> listed = new java.util.ArrayList<>();
              for (int i = 0; i < n; i++) {
                listed.add(threats.window(i));
              }
              assertEquals(all, listed, g.id() + " stones " + stones + "\n" + s);
              assertEquals(!all.isEmpty(), threats.canWinWith(s, player, stones));
            }
          }
          int n = rnd.nextInt(3) == 0 ? s.legalMoves(buf) : s.candidateMoves(buf, 1);
          s.play(buf[rnd.nextInt(n)]);
        }
      }
    }
  }

  /** The 16 features of {@code player} by a scan of every window and every cell (the extractor's first version). */
  private static void referenceSide(ConnectGame g, ConnectState s, int player, double[] out) {
    int k = g.k();
    int p = g.p();
    int op = player ^ 1;
    boolean[] seenThreat = new boolean[g.moveSpace()];
    boolean[] seenMaker = new boolean[g.moveSpace()];
    int[] dirMask = new int[g.moveSpace()];
    int maxIn = 0;
    for (int w = 0; w < g.windowCount(); w++) {
      if (s.windowCount(op, w) != 0) {
        continue;
      }
      int own = s.windowCount(player, w);
      if (own == 0) {
        continue;
      }
      int need = k - own;
      maxIn = Math.max(maxIn, own);
      if (need >= 1 && need <= 5) {
        out[need - 1]++;
      } else if (need >= 6) {
        out[5]++;
      }
      int b = g.windows().before(w);
      int a = g.windows().after(w);
      boolean openEnds = (b >= 0 && s.at(b) == 0) && (a >= 0 && s.at(a) == 0);
      if (need == 2 && openEnds) {
        out[8]++;
      }
      if (need == 3 && openEnds) {
        out[9]++;
      }
      if (need <= 2 && need >= 1 && (b < 0 || s.at(b) != player + 1) && (a < 0 || s.at(a) != player + 1)) {
        out[13]++;
      }
      for (int j = 0; j < k; j++) {
        int c = g.windows().cell(w, j);
        if (s.at(c) != 0) {
          continue;
        }
        if (need <= p && !seenThreat[c]) {
          seenThreat[c] = true;
          out[7]++;
        }
        if (need == p + 1 && !seenMaker[c]) {
          seenMaker[c] = true;
          out[11]++;
        }
        if (need <= 2) {
          dirMask[c] |= 1 << g.windows().direction(w);
        }
      }
    }
    out[6] = new Threats(g).count(s, player, p + 1);
    int stones = 0;
    int crossings = 0;
    for (int c = 0; c < g.moveSpace(); c++) {
      if (s.at(c) == player + 1) {
        stones++;
      }
      if (Integer.bitCount(dirMask[c]) >= 2) {
        crossings++;
      }
    }
    out[10] = stones;
    out[12] = maxIn;
    out[14] = s.currentPlayer() == player ? 1 : 0;
    out[15] = crossings;
  }
}
