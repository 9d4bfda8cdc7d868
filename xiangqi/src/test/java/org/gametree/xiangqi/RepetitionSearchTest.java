package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Outcome;
import org.gametree.core.Score;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.RepetitionRule.Verdict;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * The search scores repetitions as the game rules them: perpetual check loses for the checker (and with
 * {@code chase=asian}, perpetual chase for the chaser) from the first time a position repeats inside the tree, a
 * third occurrence counting the game before the root is the game's own result, and the table does not carry such
 * values from one path to another.
 */
class RepetitionSearchTest {
  private final XiangqiGame game = new XiangqiGame();

  /**
   * A game Gametree lost to Fairy-Stockfish: Red, 8 points ahead, checked with every move of a threefold repetition.
   * Here Red has just started the cycle (c7c8+ d8d7); c8c7 d7d8 c7c8 d8d7 brings the position back.
   */
  private static final String PERPETUAL_CHECK_GAME = """
      [Game "Chinese Chess"]
      [Format "ICCS"]
      1. b2e2 c9a7 2. h2i2 d9e8 3. h0g2 b9d8 4. i0i1 h7g7 5. g3g4 g6g5 6. i1d1 a9d9 7. g2e1 g5g4 8. d1d5 g9e7
      9. b0c2 i9i8 10. i3i4 i8f8 11. d5d4 g4g3 12. d4g4 g3h3 13. i2i6 f8f1 14. i4i5 g7f7 15. i6i9 d8b9 16. g4h4 d9d1
      17. h4h9 b9c7 18. h9h3 e7g9 19. h3h9 e9d9 20. h9g9 d9d8 21. i9i8 d8d9 22. i8i9 d9d8 23. i9i8 d8d9 24. i8i7 b7b1
      25. i7i9 d9d8 26. i9i8 d8d9 27. i8i9 d9d8 28. i9i8 d8d9 29. g9g7 f7f2 30. i8i9 d9d8 31. g7c7 f2c2 32. c7c8 d8d7 *
      """;

  private SearchResult search(XiangqiState s, String spec, int depth) {
    try (SearchEngine<XiangqiState> engine = Engines.create(game, spec)) {
      return engine.searcher().search(s, SearchLimits.depth(depth));
    }
  }

  /** Fails if playing {@code line} from {@code s} reaches a repetition the rule scores as a loss for the root's side. */
  private static void assertNoLosingRepetition(XiangqiState s, int[] line) {
    XiangqiState p = s.copy();
    int rootSide = p.currentPlayer();
    for (int i = 0; i < line.length; i++) {
      p.play(line[i]);
      Verdict v = p.repetition(i + 1);
      boolean lost = p.currentPlayer() == rootSide ? v == Verdict.LOSS : v == Verdict.WIN;
      assertFalse(lost, "the line repeats into a loss at move " + (i + 1) + ": " + p.moveToString(line[i]));
    }
  }

  @Test
  void theTableAgreesWithNoTableAndTheLineIsNoLosingPerpetualCheck() {
    XiangqiState s = game.parsePosition(PERPETUAL_CHECK_GAME);
    SearchResult withTable = search(s, "negascout:selective=off,depth=4,hash=16", 4);
    SearchResult without = search(s, "negascout:selective=off,depth=4,hash=0", 4);
    assertEquals(Integer.signum(without.score()), Integer.signum(withTable.score()),
        Score.toString(withTable.score()) + " with the table, " + Score.toString(without.score()) + " without");
    assertNoLosingRepetition(s, withTable.principalVariation());
    assertNoLosingRepetition(s, without.principalVariation());
  }

  @Test
  void theDefaultEngineDoesNotChooseTheLosingPerpetualCheck() {
    XiangqiState s = game.parsePosition(PERPETUAL_CHECK_GAME);
    SearchResult r = search(s, "negascout:depth=6", 6);
    assertNoLosingRepetition(s, r.principalVariation());
  }

  // Red's chariot checks Black's general from h9 and h8 while it steps between e9 and e8; the position after h8h9
  // (Black to move, in check) has occurred twice, so h8h9 now is its third occurrence, every Red move a check. Red is
  // a chariot against a horse ahead.
  private static final String CHECKS_WOULD_LOSE = "4k2R1/9/9/9/n8/9/9/9/9/3K5 b - - 0 1";
  private static final String[] CHECK_CYCLE = {"e9e8", "h9h8", "e8e9", "h8h9", "e9e8", "h9h8", "e8e9"};

  // Red's horse and Black's shuffle between c2/b0 and c7/b9; b0c2 now makes the third occurrence, without a check.
  private static final String DRAW_BY_HORSES = "r3k3r/9/2n6/9/9/9/9/2N6/9/3K5 b - - 0 1";
  private static final String[] HORSE_CYCLE = {"c7b9", "c2b0", "b9c7", "b0c2", "c7b9", "c2b0", "b9c7"};

  private XiangqiState played(String fen, String... moves) {
    XiangqiState s = game.parsePosition(fen);
    for (String m : moves) {
      assertFalse(s.isTerminal(), "the game ended before " + m);
      s.play(s.parseMove(m));
    }
    return s;
  }

  @Test
  void theCheckerTakesAnotherMoveWhenTheChecksWouldLose() {
    XiangqiState s = played(CHECKS_WOULD_LOSE, CHECK_CYCLE);
    XiangqiState referee = s.copy();
    referee.play(referee.parseMove("h8h9"));
    assertTrue(referee.isTerminal());
    assertEquals(Outcome.win(1), referee.outcome(), "perpetual check loses for Red");
    for (String spec : new String[] {"negascout:selective=off,hash=16", "alphabeta:hash=0", "negascout", "mtdf"}) {
      SearchResult r = search(s, spec, 4);
      assertNotEquals(s.parseMove("h8h9"), r.bestMove(), spec);
      assertFalse(Score.isLoss(r.score()), spec + ": " + Score.toString(r.score()));
      assertNoLosingRepetition(s, r.principalVariation());
    }
  }

  @Test
  void theSideBehindTakesTheRepetitionWhenItIsTheDrawItNeeds() {
    XiangqiState s = played(DRAW_BY_HORSES, HORSE_CYCLE);
    XiangqiState referee = s.copy();
    referee.play(referee.parseMove("b0c2"));
    assertTrue(referee.isTerminal());
    assertEquals(Outcome.draw(), referee.outcome(), "a repetition without checks is a draw");
    for (String spec : new String[] {"negascout:selective=off,hash=16", "alphabeta:hash=0", "negascout", "mtdf"}) {
      SearchResult r = search(s, spec, 4);
      assertEquals(s.parseMove("b0c2"), r.bestMove(), spec + ": two chariots down, the draw is Red's best");
      assertEquals(0, r.score(), spec);
    }
  }

  @Test
  void aPositionRepeatingOneOfTheSearchPathIsRuledAsItsCycleWouldBe() {
    // one cycle of the rules test's perpetual check: Red checked with both its moves
    XiangqiState s = played("4k4/9/9/9/9/9/9/9/7R1/3K5 w - - 0 1", "h1h9", "e9e8", "h9h8", "e8e9", "h8h9");
    assertFalse(s.isTerminal(), "the second occurrence does not end the game");
    assertEquals(Verdict.WIN, s.repetition(4), "Black, to move, wins if Red goes on checking");
    assertEquals(Verdict.NONE, s.repetition(3), "the earlier occurrence lies before the root: no verdict");
  }

  @Test
  void aPerpetualChaseInsideTheSearchLosesOnlyUnderAsianRules() {
    String fen = "4k4/9/n8/9/9/2R6/9/9/9/3K5 w - - 0 1";
    String[] cycle = {"c4a4", "a7c8", "a4c4", "c8a7"};
    XiangqiState asian = new XiangqiGame(true).parsePosition(fen);
    XiangqiState plain = new XiangqiGame(false).parsePosition(fen);
    for (String m : cycle) {
      asian.play(asian.parseMove(m));
      plain.play(plain.parseMove(m));
    }
    assertEquals(Verdict.LOSS, asian.repetition(4), "Red, to move, chased the horse throughout");
    assertEquals(Verdict.DRAW, plain.repetition(4));
  }
}
