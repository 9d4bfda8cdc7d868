package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Test;

class EdgeTableTest {
  private final EdgeTable table = EdgeTable.shared();

  @Test
  void emptyEdgeIsWorthNothing() {
    assertEquals(0, table.value(0));
  }

  @Test
  void mirroredEdgesHaveTheSameValue() {
    for (int i = 0; i < EdgeTable.SIZE; i += 7) {
      assertEquals(table.value(i), table.value(EdgeTable.mirror(i)), "index " + i);
    }
  }

  @Test
  void fullEdgesAreAntisymmetricInColour() {
    int[] c = {1, 1, 2, 1, 2, 2, 1, 1, 2, 2};
    int idx = EdgeTable.index(c);
    assertEquals(-table.value(idx), table.value(EdgeTable.swapColours(idx)));
  }

  @Test
  void aCornerIsGoodAndAnXSquareNextToAnEmptyCornerIsBad() {
    assertTrue(table.value(EdgeTable.index(0, 1, 0, 0, 0, 0, 0, 0, 0, 0)) > 300);
    assertTrue(table.value(EdgeTable.index(1, 0, 0, 0, 0, 0, 0, 0, 0, 0)) < -300);
    assertTrue(table.value(EdgeTable.index(0, 1, 1, 1, 1, 1, 1, 1, 1, 0)) > 5000);
  }

  @Test
  void mobilityPotentialAndSquareFeaturesAreAntisymmetricWhenColoursSwap() {
    // the edge feature is not: its table values belong to the player with the move (tempo included)
    OthelloGame game = OthelloProvider.game();
    OthelloState s = game.parsePosition("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
    OthelloState t = new OthelloState(s.white(), s.black(), 0);
    BillFeatures f = new BillFeatures();
    double[] a = new double[4];
    double[] b = new double[4];
    f.extract(s, a);
    f.extract(t, b);
    for (int i = 0; i < 3; i++) {
      assertEquals(-a[i], b[i], 1e-9, f.names().get(i));
    }
    assertEquals(s.discCount(), f.stage(s));
  }
}
