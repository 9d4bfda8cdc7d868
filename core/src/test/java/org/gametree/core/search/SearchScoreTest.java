package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** The typed root value: which case a score is, in whose unit, and how front ends print and write it. */
class SearchScoreTest {
  private static final ScoreUnit CENTI_STONES = ScoreUnit.scaled("centi-stones", "stones", 100);

  @Test
  void aDepthFirstResultCarriesItsEvaluatorsUnitAndTheOldScore() {
    Nim game = Nim.of(30).evaluator(Evaluator.withUnit(CENTI_STONES, s -> 56));
    List<SearchInfo> iterations = new ArrayList<>();
    try (Searcher<Nim.State> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).build()) {
      SearchResult r = searcher.search(game.newInitialState(), SearchLimits.depth(2), iterations::add);
      SearchScore.Heuristic h = assertInstanceOf(SearchScore.Heuristic.class, r.value());
      assertEquals(r.score(), h.value());
      assertEquals(CENTI_STONES, h.unit());
      assertEquals("evaluation", r.scoreUnit());
      assertFalse(r.resigned());
      assertEquals(r.value(), iterations.get(iterations.size() - 1).value(), "iterations are typed the same way");
      assertEquals("Black +0.56 stones", h.describe("Black"));
    }
  }

  @Test
  void aProvenWinHasTypedFieldsBesideItsEncodedScore() {
    try (Searcher<Nim.State> searcher = Search.builder(Nim.of(10)).algorithm(Algorithm.NEGASCOUT).build()) {
      SearchResult r = searcher.search(Nim.of(10).newInitialState(), SearchLimits.depth(8));
      assertEquals(Score.win(5), r.score());
      assertEquals("proven", r.scoreUnit());
      SearchScore.Proven p = assertInstanceOf(SearchScore.Proven.class, r.value());
      assertEquals(new SearchScore.Proven(SearchScore.Result.WIN, 5, 0, ""), p);
      assertEquals(Map.of("kind", "proven", "result", "win", "plies", 5), p.fields());
      assertEquals("Second wins in 5", p.describe("Second"));
    }
  }

  @Test
  void marginScoresReadBackTheirMarginInThePlayersUnit() {
    SearchScore win = SearchScore.of(Score.winByMargin(12, 7), ScoreUnit.scaled("centi-discs", "discs", 100));
    assertEquals(new SearchScore.Proven(SearchScore.Result.WIN, 7, 12, "discs"), win);
    assertEquals("White wins in 7 (+12 discs)", win.describe("White"));
    SearchScore loss = SearchScore.of(-Score.winByMargin(3, 4), ScoreUnit.EVALUATION);
    assertEquals("Black loses in 4 (-3 points)", loss.describe("Black"));
    assertEquals(Map.of("kind", "proven", "result", "loss", "plies", 4, "margin", 3, "marginUnit", "points"),
        loss.fields());
  }

  @Test
  void heuristicValuesWithoutAPlayersUnitNameTheEvaluatorsUnit() {
    SearchScore.Heuristic h = new SearchScore.Heuristic(-56, ScoreUnit.EVALUATION);
    assertEquals("White -56 (evaluation)", h.describe("White"));
    assertEquals(Map.of("kind", "heuristic", "value", -56, "unit", "evaluation"), h.fields());
    SearchScore.Heuristic pawns = new SearchScore.Heuristic(130, ScoreUnit.scaled("centipawns", "pawns", 100));
    assertEquals("Red +1.30 pawns", pawns.describe("Red"));
    assertEquals(1.3, pawns.fields().get("playerValue"));
  }

  @Test
  void winRatesReadAsPercentages() {
    SearchScore.WinRate w = new SearchScore.WinRate(0.62, 1200);
    assertEquals("Black win rate 62.0 %", w.describe("Black"));
    assertEquals(Map.of("kind", "winrate", "winRate", 0.62, "visits", 1200L), w.fields());
    assertThrows(IllegalArgumentException.class, () -> new SearchScore.WinRate(1.5, 1));
  }

  @Test
  void theOldConstructorDerivesTheTypedValue() {
    SearchResult old = new SearchResult(3, Score.loss(2), 4, 10, Duration.ZERO, new int[] {3});
    assertEquals(SearchScore.of(Score.loss(2), ScoreUnit.EVALUATION), old.value());
    assertEquals(SearchScore.Result.LOSS, ((SearchScore.Proven) old.value()).result());
    assertFalse(old.resigned());
  }

  @Test
  void aUnitNeedsItsScaleAndTheOtherWayRound() {
    assertThrows(IllegalArgumentException.class, () -> new ScoreUnit("x", "discs", 0));
    assertThrows(IllegalArgumentException.class, () -> new ScoreUnit("x", "", 100));
    assertThrows(IllegalArgumentException.class, () -> ScoreUnit.of(" "));
  }
}
