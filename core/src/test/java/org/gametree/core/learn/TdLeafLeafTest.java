package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.Evaluator;
import org.gametree.core.search.SearchResult;
import org.gametree.core.toys.TacticalTreeGame;
import org.junit.jupiter.api.Test;

/**
 * The leaf {@link TdLeaf} learns from is KnightCap's: the position at the end of the core search's principal
 * variation, through its quiescence, whose static value seen from the root's mover is the searched value, and that
 * value is the reference one ({@link TacticalTreeGame#value}: plain negamax with the reference quiescence below), in
 * alternating and non-alternating trees and at several depths; the root is left as it was.
 */
class TdLeafLeafTest {
  /** One feature, the static value for the mover, and the last position it was taken from. */
  private static final class RecordingFeatures implements FeatureExtractor<TacticalTreeGame.State> {
    private final Evaluator<TacticalTreeGame.State> eval;
    TacticalTreeGame.State leaf;

    RecordingFeatures(Evaluator<TacticalTreeGame.State> eval) {
      this.eval = eval;
    }

    @Override
    public int dimension() {
      return 1;
    }

    @Override
    public List<String> names() {
      return List.of("value");
    }

    @Override
    public void extract(TacticalTreeGame.State state, double[] out) {
      out[0] = eval.evaluate(state);
      leaf = state.copy();
    }
  }

  @Test
  void theLeafCarriesTheSearchedValueAndItIsTheReferenceValue() {
    int checked = 0;
    int beyondDepth = 0;
    for (boolean alternating : new boolean[] {true, false}) {
      for (long seed = 1; seed <= 60; seed++) {
        TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 12, false);
        Evaluator<TacticalTreeGame.State> eval = game.defaultEvaluator();
        RecordingFeatures features = new RecordingFeatures(eval);
        TdLambda td = new TdLambda(new LinearModel(new double[] {0}, 0, 1), 0, 0.7, TdLambda.Mode.PER_GAME,
            TdLambda.Range.SYMMETRIC);
        for (int depth = 1; depth <= 3; depth++) {
          try (TdLeaf<TacticalTreeGame.State> leaf = new TdLeaf<>(td, features, game, eval, depth)) {
            TacticalTreeGame.State root = game.newInitialState();
            String before = game.formatPosition(root);
            leaf.startGame();
            SearchResult result = leaf.observe(root);
            assertEquals(before, game.formatPosition(root), "root restored");
            assertEquals(TacticalTreeGame.value(root, depth, 0), result.score(), "seed " + seed + " depth " + depth);
            TacticalTreeGame.State at = features.leaf;
            if (!at.isTerminal() && result.principalVariation().length == at.plyCount()) {
              int value = eval.evaluate(at);
              int fromRoot = at.currentPlayer() == root.currentPlayer() ? value : -value;
              assertEquals(result.score(), fromRoot, "seed " + seed + " depth " + depth);
              checked++;
              beyondDepth += at.plyCount() > depth ? 1 : 0;
            }
          }
        }
      }
    }
    assertTrue(checked > 200 && beyondDepth > 50, checked + " checked, " + beyondDepth + " through quiescence");
  }
}
