package org.gametree.othello;


import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BillFeaturesTest {
  /** Random disjoint boards: each square empty, p's or o's with equal chance. */
  private static long[] board(Random r) {
    long p = 0;
    long o = 0;
    for (int sq = 0; sq < 64; sq++) {
      int c = r.nextInt(3);
      if (c == 1) {
        p |= 1L << sq;
      } else if (c == 2) {
        o |= 1L << sq;
      }
    }
    return new long[] {p, o};
  }

  @Test
  void weightedSquaresByPopcountEqualTheSumDiscByDisc() {
    Random r = new Random(1);
    for (int k = 0; k < 20_000; k++) {
      long[] b = board(r);
      assertEquals(BillFeatures.squaresByDisc(b[0]), BillFeatures.squares(b[0]));
      assertEquals(BillFeatures.squaresByDisc(b[1]), BillFeatures.squares(b[1]));
    }
    assertEquals(BillFeatures.squaresByDisc(-1L), BillFeatures.squares(-1L));
    assertEquals(0, BillFeatures.squares(0));
  }

  @Test
  void edgeIndexFromBytesEqualsTheIndexSquareBySquare() {
    Random r = new Random(2);
    for (int k = 0; k < 20_000; k++) {
      long[] b = board(r);
      for (int e = 0; e < 4; e++) {
        assertEquals(BillFeatures.edgeIndexBySquare(e, b[0], b[1]), BillFeatures.edgeIndex(e, b[0], b[1]), "edge " + e);
      }
    }
    for (int e = 0; e < 4; e++) { // full edges, and each side alone
      assertEquals(BillFeatures.edgeIndexBySquare(e, -1L, 0), BillFeatures.edgeIndex(e, -1L, 0));
      assertEquals(BillFeatures.edgeIndexBySquare(e, 0, -1L), BillFeatures.edgeIndex(e, 0, -1L));
    }
  }
}
