package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.toys.Nim;
import org.gametree.core.toys.Reference;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tree (locked and lock-free), root and leaf parallelisation: legal moves, forced wins, exact visit counts. */
class ParallelMctsTest {
  private static <S extends org.gametree.core.GameState> MctsSearcher<S> searcher(org.gametree.core.Game<S> game,
      String parallel, int threads) {
    MctsConfig<S> config = MctsConfig.uct();
    assertTrue(config.configure("parallel", parallel));
    return (MctsSearcher<S>) Search.builder(game).mcts(config).threads(threads).build();
  }

  @ParameterizedTest
  @ValueSource(strings = {"tree", "tree-locked", "root", "leaf"})
  void eachModeFindsTheWinningNimMoveAndRunsTheExactBudget(String parallel) {
    Nim game = Nim.of(13);
    Nim.State s = game.newInitialState();
    MctsSearcher<Nim.State> searcher = searcher(game, parallel, 2);
    SearchResult r = searcher.search(s, SearchLimits.playouts(40_000));
    assertTrue(s.isLegal(r.bestMove()) && s.isWinningMove(r.bestMove()), parallel + " move " + r.bestMove());
    assertEquals(40_000, r.nodes(), "playouts");
    assertEquals(40_000, searcher.rootTotal(), "root visits (summed over trees) equal the playouts");
  }

  private static List<String> forcedWins;

  /** Tic-tac-toe positions two plies in where the player to move (X) has a forced win (computed once). */
  private static synchronized List<String> forcedWins(TicTacToe game) {
    if (forcedWins != null) {
      return forcedWins;
    }
    List<String> found = new ArrayList<>();
    int[] first = new int[9];
    TicTacToe.State s = game.newInitialState();
    int n = s.legalMoves(first);
    for (int i = 0; i < n; i++) {
      s.play(first[i]);
      int[] second = new int[9];
      int m = s.legalMoves(second);
      for (int j = 0; j < m; j++) {
        s.play(second[j]);
        if (Reference.value(s, 9, 0, game.defaultEvaluator(), 9) > 0) {
          found.add(game.formatPosition(s));
        }
        s.undo();
      }
      s.undo();
    }
    forcedWins = found;
    return found;
  }

  @ParameterizedTest
  @ValueSource(strings = {"tree", "tree-locked", "root", "leaf"})
  void eachModeFindsForcedTicTacToeWins(String parallel) {
    TicTacToe game = new TicTacToe();
    List<String> positions = forcedWins(game);
    assertTrue(positions.size() >= 8, "positions " + positions.size());
    for (String p : positions.subList(0, 8)) {
      TicTacToe.State s = game.parsePosition(p);
      try (Searcher<TicTacToe.State> searcher = searcher(game, parallel, 2)) {
        SearchResult r = searcher.search(s, SearchLimits.playouts(30_000));
        assertTrue(s.isLegal(r.bestMove()), parallel + " " + p + " illegal " + r.bestMove());
        int v = Reference.childValue(s, r.bestMove(), 9, 0, game.defaultEvaluator(), 9);
        assertTrue(v > 0, parallel + " " + p + " plays " + s.moveToString(r.bestMove()) + " worth " + v);
      }
    }
  }

  /** Every node's visits equal the sum of its moves' visits, and none is negative (no virtual loss left). */
  private static long checkCounts(Node node) {
    long sum = 0;
    for (int i = 0; i < node.moves.length; i++) {
      int v = node.visits(i);
      assertTrue(v >= 0, "negative visits");
      sum += v;
      Node c = node.child(i);
      if (c != null) {
        assertTrue(c.total() <= v, "a child has more visits than its edge");
        checkCounts(c);
      }
    }
    assertEquals(sum, node.total(), "a node's visits are its moves' visits");
    return sum;
  }

  @Test
  void eightThreadsOnTheLockFreeTreeLoseNoUpdate() throws Exception {
    // a small tree, so eight threads on two cores keep colliding on the same few nodes
    Nim game = Nim.of(7);
    Nim.State s = game.newInitialState();
    for (int round = 0; round < 3; round++) {
      MctsConfig<Nim.State> config = MctsConfig.<Nim.State>uct().parallel(MctsConfig.Parallel.TREE).virtualLoss(3);
      MctsSearcher<Nim.State> searcher =
          (MctsSearcher<Nim.State>) Search.builder(game).mcts(config).threads(8).build();
      SearchResult r = searcher.search(s, SearchLimits.playouts(200_000));
      assertEquals(200_000, r.nodes());
      java.lang.reflect.Field f = MctsSearcher.class.getDeclaredField("roots");
      f.setAccessible(true);
      Node root = ((Node[]) f.get(searcher))[0];
      assertEquals(200_000, root.total(), "root visits == playouts run");
      assertEquals(200_000, checkCounts(root));
      assertTrue(s.isWinningMove(r.bestMove()));
    }
  }

  @Test
  void theLockFreeTreeIsUsedOnlyWithSeveralThreads() {
    Nim game = Nim.of(7);
    MctsConfig<Nim.State> config = MctsConfig.<Nim.State>uct().parallel(MctsConfig.Parallel.TREE);
    assertEquals(TreeStats.LOCK_FREE, config.plan(game, null, 2).treeStats());
    assertEquals(TreeStats.SINGLE, config.plan(game, null, 1).treeStats());
    assertEquals(TreeStats.LOCKED, config.parallel(MctsConfig.Parallel.TREE_LOCKED).plan(game, null, 2).treeStats());
    assertEquals(2, config.parallel(MctsConfig.Parallel.ROOT).plan(game, null, 2).trees());
    assertEquals(TreeStats.SINGLE, config.parallel(MctsConfig.Parallel.LEAF).plan(game, null, 4).treeStats());
    MctsConfig<Nim.State> parsed = MctsConfig.uct();
    assertTrue(parsed.configure("parallel", "ROOT"));
    assertEquals(2, parsed.plan(game, null, 2).trees());
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> MctsConfig.uct().configure("parallel", "forest"));
    assertTrue(e.getMessage().contains("'forest'"), e.getMessage());
  }
}
