package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import org.gametree.core.Score;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchScales;
import org.gametree.core.search.Searcher;
import org.gametree.core.toys.ScriptedGame;
import org.gametree.core.toys.ScriptedGame.Node;
import org.junit.jupiter.api.Test;

/**
 * Each selective technique on a node where it must cut and on one where it must not: the recursion is called directly
 * on a scripted node one ply below the root, with the window and node type chosen, so that the test controls exactly
 * what the technique sees. Values are for the player to move at that node.
 */
class SelectivityTest {
  private static final int INF = Score.INFINITE;

  /** Searches the root's first child with {@code depth} plies left in (alpha, beta). */
  private static int searchChild(Node child, int futility, int razoring, UnaryOperator<Search.Builder<ScriptedGame.State>> options,
      int depth, int alpha, int beta, boolean pvNode) {
    ScriptedGame game = new ScriptedGame(Node.of(0).with(child), futility, razoring);
    Search.Builder<ScriptedGame.State> builder = options.apply(Search.builder(game).hashMegabytes(0));
    SearchWorker<ScriptedGame.State> worker = new SearchWorker<>(builder.config(), null, 0);
    ScriptedGame.State state = game.newInitialState();
    state.play(0);
    worker.begin(state, new TimeManager(SearchLimits.infinite()), SearchLimits.infinite());
    worker.rootDepth = depth + 1;
    Negamax negamax = new Negamax(worker, Negamax.Rule.SCOUT);
    int value = negamax.search(depth, alpha, beta, 1, pvNode);
    assertEquals(1, state.plyCount(), "the node was left as it was");
    return value;
  }

  private static int searchChild(Node child, int futility, int razoring, int depth, int alpha, int beta, boolean pv) {
    return searchChild(child, futility, razoring, b -> b, depth, alpha, beta, pv);
  }

  // ---------------------------------------------------------------- futility pruning

  /** A node whose evaluation plus the margin (0 + 100) cannot reach alpha = 200; its quiet move would score 500. */
  private static Node futileNode(Node quietChild) {
    return Node.of(0).with(Node.of(300).tactical(), quietChild);
  }

  @Test
  void futilityPruningSkipsAQuietMoveThatCannotReachAlpha() {
    int value = searchChild(futileNode(Node.of(-500)), 100, 0, 1, 200, 201, false);
    assertEquals(100, value, "the quiet move is skipped and the node fails low with eval + margin");
    assertEquals(500, searchChild(futileNode(Node.of(-500)), 100, 0, b -> b.futility(false), 1, 200, 201, false));
  }

  @Test
  void futilityPruningNeverSkipsTacticalMovesChecksOrPvNodes() {
    assertEquals(500, searchChild(futileNode(Node.of(-500).tactical()), 100, 0, 1, 200, 201, false));
    assertEquals(500, searchChild(futileNode(Node.of(-500).inCheck()), 100, 0, 1, 200, 201, false));
    assertEquals(500, searchChild(futileNode(Node.of(-500)), 100, 0, 1, 200, 300, true));
    assertEquals(500, searchChild(futileNode(Node.of(-500)), 100, 0, b -> b.selective(false), 1, 200, 201, false));
  }

  @Test
  void reverseFutilityFailsHighWithoutSearchingWhenEvenTheMarginKeepsTheNodeAboveBeta() {
    Node strong = Node.of(1000).with(Node.of(0), Node.of(0));
    assertEquals(900, searchChild(strong, 100, 0, b -> b.selectivity(b.config().selectivity().withImproving(false)),
        1, 400, 401, false));
    // in a PV node, or in check, the moves are searched: both give 0
    assertEquals(0, searchChild(Node.of(1000).with(Node.of(0), Node.of(0)), 100, 0, 1, 400, 500, true));
    assertEquals(0, searchChild(Node.of(1000).inCheck().with(Node.of(0), Node.of(0)), 100, 0, 1, 400, 401, false));
  }

  // ---------------------------------------------------------------- late-move pruning

  /** Six moves: five worth 0, the last worth 900, at a node whose evaluation is not futile (margin 10,000). */
  private static Node wideNode(Node last) {
    return Node.of(0).with(Node.of(0), Node.of(0), Node.of(0), Node.of(0), Node.of(0), last);
  }

  @Test
  void lateQuietMovesAtAFrontierNodeArePruned() {
    assertEquals(0, searchChild(wideNode(Node.of(-900)), 10_000, 0, 1, 100, 101, false));
    assertEquals(900, searchChild(wideNode(Node.of(-900)), 10_000, 0, b -> b.futility(false), 1, 100, 101, false));
  }

  @Test
  void lateTacticalMovesAndChecksAreNotPruned() {
    assertEquals(900, searchChild(wideNode(Node.of(-900).tactical()), 10_000, 0, 1, 100, 101, false));
    assertEquals(900, searchChild(wideNode(Node.of(-900).inCheck()), 10_000, 0, 1, 100, 101, false));
  }

  // ---------------------------------------------------------------- razoring

  @Test
  void razoringTrustsTheQuiescenceSearchFarBelowAlpha() {
    Node hopeless = Node.of(-1000).with(Node.of(-2000));
    assertEquals(-1000, searchChild(hopeless, 0, 300, 1, 0, 1, false), "razored: quiescence stands pat");
    assertEquals(2000, searchChild(Node.of(-1000).with(Node.of(-2000)), 0, 300, b -> b.razoring(false), 1, 0, 1, false));
  }

  @Test
  void razoringSearchesOnWhenQuiescenceFindsAWayBack() {
    // the winning move is tactical, so quiescence sees it and the node is searched normally
    assertEquals(2000, searchChild(Node.of(-1000).with(Node.of(-2000).tactical()), 0, 300, 1, 0, 1, false));
    // a PV node is never razored
    assertEquals(2000, searchChild(Node.of(-1000).with(Node.of(-2000)), 0, 300, 1, 0, 100, true));
  }

  // ---------------------------------------------------------------- delta pruning in quiescence

  @Test
  void quiescenceSkipsACaptureThatCannotBringTheEvaluationNearAlpha() {
    // stand pat -1000; the capture claims to gain at most 100, and the margin is 100: it cannot reach alpha = 0
    Node node = Node.of(-1000).with(Node.of(-500).gaining(100));
    assertEquals(-800, searchChild(node, 100, 0, 0, 0, 1, false), "skipped: the bound it could reach at most");
    Node same = Node.of(-1000).with(Node.of(-500).gaining(100));
    assertEquals(500, searchChild(same, 100, 0, b -> b.futility(false), 0, 0, 1, false));
  }

  @Test
  void quiescenceSearchesACaptureThatMightReachAlpha() {
    assertEquals(500, searchChild(Node.of(-1000).with(Node.of(-500).gaining(2000)), 100, 0, 0, 0, 1, false));
    assertEquals(500, searchChild(Node.of(-1000).with(Node.of(-500).tactical()), 100, 0, 0, 0, 1, false));
  }

  // ---------------------------------------------------------------- late-move reductions

  /**
   * Ten moves: nine worth 0 and a last one that wins, but only seen at full depth: four plies of a forced line in
   * which the mover seems to stand worse (evaluations of ±100).
   */
  private static Node trapNode(UnaryOperator<Node> markLast) {
    Node win = Node.of(0).wonBy(1); // the node's mover is player 1 (the root's child)
    Node line = markLast.apply(Node.of(100).with(Node.of(-100).with(Node.of(100).with(win))));
    Node node = Node.of(0);
    for (int i = 0; i < 9; i++) {
      node.with(Node.of(0));
    }
    return node.with(line);
  }

  @Test
  void aLateQuietMoveIsReducedAndItsDeepWinMissed() {
    assertEquals(0, searchChild(trapNode(n -> n), 0, 0, 4, 0, 1, false), "reduced: the win is beyond the horizon");
    int exact = searchChild(trapNode(n -> n), 0, 0, b -> b.lateMoveReductions(false), 4, 0, 1, false);
    assertTrue(Score.isWin(exact), "without reductions the win is found: " + exact);
  }

  @Test
  void tacticalMovesAndChecksAreNeverReduced() {
    assertTrue(Score.isWin(searchChild(trapNode(Node::tactical), 0, 0, 4, 0, 1, false)));
    assertTrue(Score.isWin(searchChild(trapNode(Node::inCheck), 0, 0, 4, 0, 1, false)));
  }

  // ---------------------------------------------------------------- the constants' scales

  private static UnaryOperator<Search.Builder<ScriptedGame.State>> scales(SearchScales scales) {
    return b -> b.scales(scales);
  }

  @Test
  void theFutilityScaleMovesTheMargin() {
    // margin 100 at half scale: eval + 50 fails low; at three times it reaches alpha and the move is searched
    assertEquals(50, searchChild(futileNode(Node.of(-500)), 100, 0, scales(SearchScales.DEFAULT.withFutility(50)),
        1, 200, 201, false));
    assertEquals(500, searchChild(futileNode(Node.of(-500)), 100, 0, scales(SearchScales.DEFAULT.withFutility(300)),
        1, 200, 201, false));
    assertEquals(500, searchChild(futileNode(Node.of(-500)), 100, 0, scales(SearchScales.DEFAULT.withFutility(0)),
        1, 200, 201, false), "scale 0: no futility pruning");
  }

  @Test
  void theRazoringScaleMovesTheMargin() {
    Node hopeless = Node.of(-1000).with(Node.of(-2000));
    assertEquals(-1000, searchChild(hopeless, 0, 300, scales(SearchScales.DEFAULT.withRazoring(50)), 1, 0, 1, false));
    assertEquals(2000, searchChild(Node.of(-1000).with(Node.of(-2000)), 0, 300,
        scales(SearchScales.DEFAULT.withRazoring(500)), 1, 0, 1, false), "a margin of 1500 reaches alpha");
  }

  @Test
  void theLateMoveScaleMovesThePruningPoint() {
    assertEquals(900, searchChild(wideNode(Node.of(-900)), 10_000, 0, scales(SearchScales.DEFAULT.withLateMoves(300)),
        1, 100, 101, false), "twelve moves before pruning (six when not improving): the sixth is searched");
  }

  @Test
  void noReductionsAtScaleZero() {
    int exact = searchChild(trapNode(n -> n), 0, 0, scales(SearchScales.DEFAULT.withReductions(0)), 4, 0, 1, false);
    assertTrue(Score.isWin(exact), "unreduced, the win is found: " + exact);
    assertEquals(0, searchChild(trapNode(n -> n), 0, 0, scales(SearchScales.DEFAULT.withReductions(100)), 4, 0, 1,
        false), "the default scale reduces as the default does");
  }

  @Test
  void theReductionTableAtFullScaleIsTheBuiltInOne() {
    int[][] full = ScaledConstants.reductions(100);
    int[][] twice = ScaledConstants.reductions(200);
    assertEquals(0, full[1][1]);
    assertEquals((int) (0.5 + Math.log(10) * Math.log(20) / 2), full[10][20]);
    assertEquals((int) (0.5 + Math.log(10) * Math.log(20)), twice[10][20]);
    assertThrows(IllegalArgumentException.class, () -> SearchScales.DEFAULT.withSingular(SearchScales.MAX + 1));
  }

  // ---------------------------------------------------------------- internal iterative deepening

  /** A PV node four plies from its leaves, with no table move: the first move looks best shallow, the last deep. */
  private static Node deepeningNode() {
    Node node = Node.of(0);
    for (int i = 0; i < 3; i++) {
      Node child = Node.of(i == 0 ? -50 : 0);
      for (int j = 0; j < 3; j++) {
        Node grandchild = Node.of(0);
        for (int k = 0; k < 3; k++) {
          grandchild.with(Node.of(10 * i - k).with(Node.of(k - 10 * i - j)));
        }
        child.with(grandchild);
      }
      node.with(child);
    }
    return node;
  }

  @Test
  void internalDeepeningChangesTheWorkNeverTheValue() {
    int[] values = new int[2];
    int[] visits = new int[2];
    for (int i = 0; i < 2; i++) {
      boolean iid = i == 0;
      ScriptedGame game = new ScriptedGame(Node.of(0).with(deepeningNode()), 0, 0);
      Search.Builder<ScriptedGame.State> builder = Search.builder(game).selective(false).internalDeepening(iid);
      SearchWorker<ScriptedGame.State> worker = new SearchWorker<>(builder.config(), new TranspositionTable(1), 0);
      ScriptedGame.State state = game.newInitialState();
      state.play(0);
      worker.begin(state, new TimeManager(SearchLimits.infinite()), SearchLimits.infinite());
      worker.rootDepth = 5;
      values[i] = new Negamax(worker, Negamax.Rule.SCOUT).search(4, -INF, INF, 1, true);
      visits[i] = state.visits;
    }
    assertEquals(values[1], values[0], "the value does not depend on internal deepening");
    assertTrue(visits[0] != visits[1], "internal deepening searched the node shallower first: " + visits[0]);
  }

  // ---------------------------------------------------------------- candidate moves and root moves

  @Test
  void candidateMovesRestrictTheSearchBelowTheRoot() {
    Node restricted = Node.of(0).candidates(0, 1).with(Node.of(0), Node.of(0), Node.of(-500));
    assertEquals(0, searchChild(restricted, 0, 0, 1, -INF, INF, true));
    Node again = Node.of(0).candidates(0, 1).with(Node.of(0), Node.of(0), Node.of(-500));
    assertEquals(500, searchChild(again, 0, 0, b -> b.candidateMoves(false), 1, -INF, INF, true));
  }

  @Test
  void theRootSearchesEveryLegalMoveWhateverTheCandidatesAndObeysItsLimits() {
    ScriptedGame game = new ScriptedGame(
        Node.of(0).candidates(0).with(Node.of(0), Node.of(-300), Node.of(-200)), 0, 0);
    try (Searcher<ScriptedGame.State> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).build()) {
      SearchResult all = searcher.search(game.newInitialState(), SearchLimits.depth(1));
      assertEquals(1, all.bestMove());
      assertEquals(300, all.score());
      assertEquals(2, searcher.search(game.newInitialState(), SearchLimits.depth(1).withBannedMoves(1)).bestMove());
      assertEquals(0, searcher.search(game.newInitialState(), SearchLimits.depth(1).withOnlyMoves(0, 9)).bestMove());
      // a ban of every move is ignored: a search must return a move
      assertEquals(1, searcher.search(game.newInitialState(), SearchLimits.depth(1).withBannedMoves(0, 1, 2)).bestMove());
    }
  }
}
