package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Evaluator;
import org.gametree.core.toys.TacticalTreeGame;
import org.junit.jupiter.api.Test;

/**
 * {@link TdLeaf#quiescent}: from a position with no main line, the line it returns ends in a leaf whose static
 * value, seen from the root's mover, is the reference quiescence value ({@link TacticalTreeGame#quiescenceValue}),
 * in alternating and non-alternating trees; the root is left as it was.
 */
class TdLeafQuiescentTest {
  @Test
  void theLeafOfTheQuiescenceLineCarriesTheQuiescenceValue() {
    int checked = 0;
    int extended = 0;
    for (boolean alternating : new boolean[] {true, false}) {
      for (long seed = 1; seed <= 150; seed++) {
        TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 12, false);
        Evaluator<TacticalTreeGame.State> eval = game.defaultEvaluator();
        TdLeaf.PrincipalVariation<TacticalTreeGame.State> pv =
            TdLeaf.quiescent((s, line) -> 0, eval, 32, game.maxLegalMoves());
        TacticalTreeGame.State root = game.newInitialState();
        String before = game.formatPosition(root);
        int[] line = new int[64];
        int n = pv.search(root, line);
        assertEquals(before, game.formatPosition(root), "root restored");
        int rootMover = root.currentPlayer();
        for (int i = 0; i < n; i++) {
          root.playUnchecked(line[i]);
        }
        if (!root.isTerminal()) {
          int leaf = eval.evaluate(root);
          int fromRoot = root.currentPlayer() == rootMover ? leaf : -leaf;
          for (int i = 0; i < n; i++) {
            root.undo();
          }
          assertEquals(TacticalTreeGame.quiescenceValue(root, 0, 0), fromRoot, "seed " + seed);
          checked++;
          extended += n > 0 ? 1 : 0;
        }
      }
    }
    assertTrue(checked > 200 && extended > 50, checked + " checked, " + extended + " with a line");
  }
}
