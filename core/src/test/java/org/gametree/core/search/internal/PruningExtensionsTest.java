package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import org.gametree.core.Score;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Selectivity;
import org.gametree.core.toys.ScriptedGame;
import org.gametree.core.toys.ScriptedGame.Node;
import org.junit.jupiter.api.Test;

/**
 * Mate-distance pruning, the table's static evaluation, the {@code improving} flag, null-move verification, singular
 * extensions and history-adjusted reductions, each on a scripted node where it must act and one where it must not (as
 * {@link SelectivityTest} does for the older techniques): the recursion is called directly on the root's first child,
 * with the window, node type and table chosen. Values are for the player to move at that node (player 1).
 */
class PruningExtensionsTest {
  private static final int INF = Score.INFINITE;

  /** A worker placed at the root's first child, {@code child}. */
  private static final class At {
    final ScriptedGame game;
    final SearchWorker<ScriptedGame.State> worker;
    final ScriptedGame.State state;

    At(Node child, int futility, UnaryOperator<Selectivity> selectivity, TranspositionTable table) {
      game = new ScriptedGame(Node.of(0).with(child), futility, 0);
      Search.Builder<ScriptedGame.State> builder = Search.builder(game).hashMegabytes(0);
      builder.selectivity(selectivity.apply(Selectivity.ALL));
      worker = new SearchWorker<>(builder.config(), table, 0);
      state = game.newInitialState();
      state.play(0);
      worker.begin(state, new TimeManager(SearchLimits.infinite()), SearchLimits.infinite());
      worker.rootDepth = 8;
    }

    int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
      int value = new Negamax(worker, Negamax.Rule.SCOUT).search(depth, alpha, beta, ply, pvNode);
      assertEquals(1, state.plyCount(), "the node was left as it was");
      return value;
    }
  }

  private static Node twoMoves() {
    return Node.of(0).with(Node.of(0), Node.of(0));
  }

  // ---------------------------------------------------------------- mate-distance pruning

  @Test
  void aWindowAboveTheFastestWinIsSettledWithoutSearching() {
    At on = new At(twoMoves(), 0, s -> s, null);
    assertEquals(Score.win(1), on.search(3, Score.win(1), Score.win(1) + 1, 1, false));
    assertEquals(1, on.state.visits, "no move was searched");
    At off = new At(twoMoves(), 0, s -> s.withMateDistance(false), null);
    off.search(3, Score.win(1), Score.win(1) + 1, 1, false);
    assertTrue(off.state.visits > 1, "without it the moves are searched");
  }

  @Test
  void anOrdinaryWindowIsSearchedAsWithoutIt() {
    At on = new At(twoMoves(), 0, s -> s, null);
    At off = new At(twoMoves(), 0, s -> s.withMateDistance(false), null);
    assertEquals(off.search(3, -INF, INF, 1, true), on.search(3, -INF, INF, 1, true));
    assertEquals(off.state.visits, on.state.visits);
  }

  // ---------------------------------------------------------------- the table's static evaluation

  /** A table whose entry for {@code child}'s node holds the evaluation {@code eval} (and nothing else). */
  private static TranspositionTable withEval(Node child, int eval) {
    ScriptedGame game = new ScriptedGame(Node.of(0).with(child), 0, 0);
    ScriptedGame.State state = game.newInitialState();
    state.play(0);
    TranspositionTable table = new TranspositionTable(1);
    table.store(state.hash(), -1, TranspositionTable.NONE, -1, 0, 0, false, eval, false);
    assertEquals(eval, TranspositionTable.eval(extra(table, state.hash())));
    return table;
  }

  private static int extra(TranspositionTable table, long key) {
    int[] extra = new int[1];
    table.probe(key, extra);
    return extra[0];
  }

  @Test
  void theStoredEvaluationIsUsedInsteadOfTheEvaluator() {
    UnaryOperator<Selectivity> noImproving = s -> s.withImproving(false);
    At on = new At(twoMoves(), 100, noImproving, withEval(twoMoves(), 1000));
    assertEquals(900, on.search(1, 400, 401, 1, false), "reverse futility on the stored 1000");
    assertEquals(0, on.game.evaluations, "the evaluator was not asked at the node (nor below: it cut)");
    At off = new At(twoMoves(), 100, s -> s.withImproving(false).withTableEval(false), withEval(twoMoves(), 1000));
    assertEquals(100, off.search(1, 400, 401, 1, false), "on the evaluator's 0 the node fails low (0 + margin)");
  }

  @Test
  void aPvNodeSearchesItsMovesWhateverTheStoredEvaluation() {
    At on = new At(twoMoves(), 100, s -> s.withImproving(false), withEval(twoMoves(), 1000));
    assertEquals(0, on.search(1, 400, 500, 1, true));
  }

  @Test
  void aNodeStoresItsEvaluationAndPvFlagAndAnEvaluationOnlyEntryNeverCuts() {
    TranspositionTable table = new TranspositionTable(1);
    At at = new At(twoMoves(), 0, s -> s, table);
    at.search(2, -INF, INF, 1, true);
    int[] extra = new int[1];
    long entry = table.probe(at.state.hash(), extra);
    assertEquals(TranspositionTable.EXACT, TranspositionTable.bound(entry));
    assertEquals(0, TranspositionTable.eval(extra[0]));
    assertTrue(TranspositionTable.pv(extra[0]));
    table.store(77L, -1, TranspositionTable.NONE, -1, 0, 0, false, -5, false);
    long only = table.probe(77L, extra);
    assertEquals(-5, TranspositionTable.eval(extra[0]));
    assertFalse(TranspositionTable.pv(extra[0]));
    assertFalse(TranspositionTable.cutsOff(only, 0, -INF, INF, 0));
    // an evaluation-only store never replaces a result; an evaluation out of range is not kept
    table.store(at.state.hash(), -1, TranspositionTable.NONE, -1, 0, 0, false, 7, false);
    assertEquals(entry, table.probe(at.state.hash()));
    table.store(78L, 3, TranspositionTable.EXACT, -1, 0, 0, false, TranspositionTable.EVAL_LIMIT + 1, false);
    table.probe(78L, extra);
    assertEquals(TranspositionTable.NO_EVAL, TranspositionTable.eval(extra[0]));
  }

  // ---------------------------------------------------------------- improving

  /** Searches the node at ply 3, whose player's node at ply 1 evaluated {@code before}. */
  private static int afterEval(int before, UnaryOperator<Selectivity> selectivity) {
    At at = new At(Node.of(1000).with(Node.of(0), Node.of(0)), 100, selectivity, null);
    at.worker.stack.set(1, at.state.currentPlayer(), before);
    return at.search(1, 910, 911, 3, false);
  }

  @Test
  void anImprovingNodeFailsHighOnANarrowerReverseFutilityMargin() {
    assertEquals(925, afterEval(500, s -> s), "1000 - 75 >= 911");
    assertEquals(0, afterEval(500, s -> s.withImproving(false)), "1000 - 100 < 911: searched");
  }

  @Test
  void aNodeThatIsNotImprovingKeepsTheFullMargin() {
    assertEquals(0, afterEval(2000, s -> s));
  }

  @Test
  void improvingComparesTheSamePlayersEvaluations() {
    NodeStack stack = new NodeStack(8);
    stack.set(0, 0, 10);
    stack.set(1, 1, 99);
    stack.set(2, 0, 20);
    assertTrue(stack.improving(2));
    stack.set(2, 0, 5);
    assertFalse(stack.improving(2));
    stack.set(3, 0, 5); // turns need not alternate: ply 1 was the other player's
    stack.set(5, 0, 4);
    stack.set(4, 1, 0);
    assertFalse(stack.improving(5), "compared with ply 3, the same player's");
    stack.set(6, 1, NodeStack.NO_EVAL);
    assertFalse(stack.improving(6), "in check: never improving");
  }

  // ---------------------------------------------------------------- null-move verification

  /**
   * Zugzwang: the node evaluates 1000 and passing would keep it there, but its one move loses. {@code depth} plies
   * left, in (0, 1).
   */
  private static int zugzwang(int depth, UnaryOperator<Selectivity> selectivity) {
    Node node = Node.of(1000).passTo(Node.of(-1000)).with(Node.of(0).wonBy(0));
    return new At(node, 0, selectivity, null).search(depth, 0, 1, 1, false);
  }

  @Test
  void aDeepNullMoveCutoffIsVerifiedAndAZugzwangFound() {
    assertTrue(Score.isLoss(zugzwang(Negamax.NULL_VERIFY_DEPTH, s -> s)), "verified: the one move loses");
    assertEquals(1000, zugzwang(Negamax.NULL_VERIFY_DEPTH, s -> s.withNullVerification(false)), "the null move cut");
  }

  @Test
  void aShallowNullMoveCutoffIsTrustedAsBefore() {
    assertEquals(1000, zugzwang(Negamax.NULL_VERIFY_DEPTH - 1, s -> s));
  }

  // ---------------------------------------------------------------- singular extensions

  /** The node's table entry: hash move 0, a lower bound of 100 searched 4 deep (not enough to cut at depth 6). */
  private static TranspositionTable hashMoveEntry(Node child) {
    ScriptedGame game = new ScriptedGame(Node.of(0).with(child), 0, 0);
    ScriptedGame.State state = game.newInitialState();
    state.play(0);
    TranspositionTable table = new TranspositionTable(1);
    table.store(state.hash(), 4, TranspositionTable.LOWER, 0, 100, 1);
    return table;
  }

  /** Hash move 0 leads to a win seven plies below the node (one beyond depth 6); move 1 gives {@code other}. */
  private static Node deepWin(int other) {
    Node win = Node.of(0).wonBy(1);
    return Node.of(0).with(Node.chain(6, 0, win), Node.of(-other));
  }

  @Test
  void aSingularHashMoveIsSearchedAPlyDeeper() {
    At on = new At(deepWin(-500), 0, s -> s, hashMoveEntry(deepWin(-500)));
    assertTrue(Score.isWin(on.search(6, -INF, INF, 1, true)), "extended: the win is in reach");
    At off = new At(deepWin(-500), 0, s -> s.withSingular(false), hashMoveEntry(deepWin(-500)));
    assertFalse(Score.isWin(off.search(6, -INF, INF, 1, true)));
  }

  @Test
  void aHashMoveWithAnEqualAlternativeIsNotExtended() {
    At on = new At(deepWin(100), 0, s -> s, hashMoveEntry(deepWin(100)));
    assertFalse(Score.isWin(on.search(6, -INF, INF, 1, true)));
  }

  @Test
  void anotherMoveAboveBetaCutsTheNodeOff() {
    Node both = Node.of(0).with(Node.of(-100), Node.of(-100));
    At on = new At(both, 0, s -> s, hashMoveEntry(both));
    assertEquals(94, on.search(6, 49, 50, 1, false), "multi-cut: the singular bound 100 - 6");
    Node again = Node.of(0).with(Node.of(-100), Node.of(-100));
    At off = new At(again, 0, s -> s.withSingular(false), hashMoveEntry(again));
    assertEquals(100, off.search(6, 49, 50, 1, false));
  }

  // ---------------------------------------------------------------- history-adjusted reductions

  /** Moves 0-2 worth 0; move 3 wins, but only seen searched at full depth 4 (four plies of a forced line). */
  private static Node trapAtThree() {
    Node win = Node.of(0).wonBy(1);
    return Node.of(0).with(Node.of(0), Node.of(0), Node.of(0),
        Node.of(100).with(Node.of(-100).with(Node.of(100).with(win))));
  }

  /** The node searched at depth 4 in (0, 1) with move 3's history at {@code history} (moves 0-2 higher). */
  private static int withHistory(int historyDepth, UnaryOperator<Selectivity> selectivity) {
    At at = new At(trapAtThree(), 0, selectivity, null);
    int player = at.state.currentPlayer();
    for (int move = 0; move < 3; move++) {
      at.worker.ordering.onCutoff(20, player, move, 30, false); // at another ply: no killers here
    }
    at.worker.ordering.onCutoff(20, player, 3, historyDepth, false);
    return at.search(4, 0, 1, 1, false);
  }

  @Test
  void aMoveThatOftenCutOffIsReducedLess() {
    assertTrue(Score.isWin(withHistory(12, s -> s)), "history 144 >= 8 * 4²: not reduced");
    assertFalse(Score.isWin(withHistory(12, s -> s.withHistoryReductions(false))), "reduced a ply: missed");
  }

  @Test
  void aMoveWithLittleHistoryIsReducedAsUsual() {
    assertFalse(Score.isWin(withHistory(5, s -> s)));
  }
}
