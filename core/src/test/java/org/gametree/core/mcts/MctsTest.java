package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gametree.core.Score;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchScore;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MctsTest {
  private static Searcher<Nim.State> searcher(Nim game, MctsConfig<Nim.State> config, int threads) {
    return Search.builder(game).mcts(config).threads(threads).build();
  }

  @ParameterizedTest
  @ValueSource(ints = {5, 6, 7, 9, 10, 11, 13})
  void uctFindsTheWinningNimMoveMinimaxFinds(int pile) {
    Nim game = Nim.of(pile);
    Nim.State s = game.newInitialState();
    assertTrue(s.moverWins());
    SearchResult r = searcher(game, MctsConfig.uct(), 1).search(s, SearchLimits.playouts(20_000));
    assertTrue(s.isWinningMove(r.bestMove()), "pile " + pile + " move " + r.bestMove());
    assertTrue(r.score() > 0, "a winning root scores above even: " + r.score());
  }

  @Test
  void rootMoveLimitsHoldAndARestrictedRootIsNotReused() {
    Nim game = Nim.of(10); // take 1..3; from 10 the winning move takes 2
    Nim.State s = game.newInitialState();
    int win = -1;
    int[] moves = new int[game.maxLegalMoves()];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      if (s.isWinningMove(moves[i])) {
        win = moves[i];
      }
    }
    try (Searcher<Nim.State> searcher = searcher(game, MctsConfig.<Nim.State>uct(), 1)) {
      SearchResult banned = searcher.search(s, SearchLimits.playouts(3_000).withBannedMoves(win));
      assertTrue(banned.bestMove() != win && s.isLegal(banned.bestMove()), "played the banned move");
      int other = banned.bestMove();
      assertEquals(other, searcher.search(s, SearchLimits.playouts(3_000).withOnlyMoves(other)).bestMove());
      // the same position again without limits: every move is back, and the winning one is found
      assertEquals(win, searcher.search(s, SearchLimits.playouts(20_000)).bestMove());
    }
  }

  @Test
  void priorVisitsAddThePriorToEachMovesAmafStatistics() {
    Nim game = Nim.of(10);
    Nim.State s = game.newInitialState();
    // three moves; the prior thinks the first twice as likely as the others together
    PriorPolicy<Nim.State> prior = (state, moves, n, out) -> {
      for (int i = 0; i < n; i++) {
        out[i] = i == 0 ? 0.5 : 0.5 / (n - 1);
      }
    };
    MctsConfig<Nim.State> config = MctsConfig.<Nim.State>rave().prior(prior).priorVisits(20);
    MctsPlan<Nim.State> plan = new MctsSearcher<>(game, config, 1, null).plan();
    assertTrue(plan.amaf() && plan.selection().statistics().contains(Statistic.PRIORS));
    // the wrapper shows the inner policy 20 AMAF visits worth r/(1+r) more than the move has
    double[] seen = new double[2];
    SelectionPolicy probe = new SelectionPolicy() {
      @Override
      public double parentTerm(int parentVisits) {
        return 0;
      }

      @Override
      public double score(double t, int visits, double wins, int amafVisits, double amafWins, double p, int moves) {
        seen[0] = amafVisits;
        seen[1] = amafWins;
        return 0;
      }
    };
    SelectionPolicy wrapped = SelectionPolicy.withPriorVisits(probe, 20);
    for (int i = 0; i < 3; i++) {
      double p = i == 0 ? 0.5 : 0.25;
      double r = p * 3; // relative to a uniform 1/3
      wrapped.score(0, 0, 0, 1, 1, p, 3);
      assertEquals(21, seen[0]);
      assertEquals(1 + 20 * r / (1 + r), seen[1], 1e-9);
    }
    assertTrue(SelectionPolicy.withPriorVisits(probe, 0) == probe, "no equivalent experience unless asked for");
    assertTrue(!new MctsSearcher<>(game, MctsConfig.<Nim.State>uct().priorVisits(20), 1, null).plan().amaf(),
        "UCT reads no AMAF statistics, so none are kept");
    MctsConfig<Nim.State> parsed = MctsConfig.rave();
    assertTrue(parsed.configure("priorvisits", "30"));
    assertEquals(30, parsed.priorVisits());
  }

  @Test
  void equivalentExperienceSteersEarlySelectionButNotTheResult() {
    Nim game = Nim.of(10);
    Nim.State s = game.newInitialState();
    int losing = 1; // a move is the amount it takes
    while (s.isWinningMove(losing)) {
      losing++;
    }
    int favoured = losing;
    // the prior puts 90 % on a losing move: r = 2.7 against a uniform third, so it starts as a 0.73 win rate
    PriorPolicy<Nim.State> prior = (state, moves, n, out) -> {
      for (int i = 0; i < n; i++) {
        out[i] = moves[i] == favoured ? 0.9 : 0.1 / (n - 1);
      }
    };
    MctsConfig<Nim.State> config = MctsConfig.<Nim.State>rave().prior(prior).equivalentExperience(50);
    Node node = new MctsSearcher<>(game, config, 1, null).newNode(s);
    int i = node.indexOf(favoured);
    assertEquals(2.7 / 3.7, node.priorWinRate(i), 1e-5);
    assertEquals(0, node.visits(i), "equivalent experience is not a real visit");

    MctsSearcher<Nim.State> early = new MctsSearcher<>(game, config, 1, null);
    early.search(s, SearchLimits.playouts(30), SearchListener.NONE);
    assertEquals(30, early.rootVisits(favoured), "a few playouts follow the prior");

    MctsSearcher<Nim.State> late = new MctsSearcher<>(game, config, 1, null);
    SearchResult r = late.search(s, SearchLimits.playouts(20_000), SearchListener.NONE);
    assertTrue(s.isWinningMove(r.bestMove()), "many playouts overrule it: " + r.bestMove());

    MctsSearcher<Nim.State> plain = new MctsSearcher<>(game, MctsConfig.<Nim.State>rave().prior(prior), 1, null);
    plain.search(s, SearchLimits.playouts(30), SearchListener.NONE);
    assertTrue(plain.rootVisits(favoured) < 30, "no equivalent experience unless asked for");
    MctsConfig<Nim.State> parsed = MctsConfig.rave();
    assertTrue(parsed.configure("eqex", "40"));
    assertEquals(40, parsed.equivalentExperience());
  }

  @Test
  void finishesTheGameWhenAWinIsOneMoveAway() {
    Nim game = Nim.of(3);
    SearchResult r = searcher(game, MctsConfig.uct(), 1).search(game.newInitialState(), SearchLimits.playouts(200));
    assertEquals(3, r.bestMove()); // take all three
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 5, 7, 8, 10, 11})
  void nonAlternatingTurnsBackUpFromEachMoversView(int pile) {
    // Two takes of 1 or 2 per turn: values must be backed up by mover, not by flipping per ply.
    Nim game = Nim.of(pile).takes(1, 2).turns(2, 2);
    Nim.State s = game.newInitialState();
    if (!s.moverWins()) {
      return;
    }
    SearchResult r = searcher(game, MctsConfig.uct(), 1).search(s, SearchLimits.playouts(20_000));
    assertTrue(s.isWinningMove(r.bestMove()), "pile " + pile + " move " + r.bestMove());
  }

  @Test
  void raveAndPuctRecipesFindTheWinningMove() {
    Nim game = Nim.of(10);
    Nim.State s = game.newInitialState();
    // AMAF misleads in Nim (a move is not a place); with exploration and a quickly falling β RAVE still converges.
    SearchResult rave = searcher(game, MctsConfig.<Nim.State>rave().exploration(0.7).raveBias(0.5), 1)
        .search(s, SearchLimits.playouts(20_000));
    assertTrue(s.isWinningMove(rave.bestMove()), "rave " + rave.bestMove());
    SearchResult puct = searcher(game, MctsConfig.puct(PriorPolicy.uniform()), 1)
        .search(s, SearchLimits.playouts(20_000));
    assertTrue(s.isWinningMove(puct.bestMove()), "puct " + puct.bestMove());
  }

  @Test
  void twoThreadsWithVirtualLossFindTheWinningMove() {
    Nim game = Nim.of(13);
    Nim.State s = game.newInitialState();
    SearchResult r = searcher(game, MctsConfig.uct(), 2).search(s, SearchLimits.playouts(40_000));
    assertTrue(s.isWinningMove(r.bestMove()), "move " + r.bestMove());
    assertTrue(r.nodes() >= 40_000 && r.nodes() <= 40_002, "playouts " + r.nodes());
  }

  @Test
  void playoutTimeAndStopLimitsAreRespected() {
    Nim game = Nim.of(40);
    Nim.State s = game.newInitialState();
    Searcher<Nim.State> searcher = searcher(game, MctsConfig.<Nim.State>uct().treeReuse(false), 1);
    assertEquals(777, searcher.search(s, SearchLimits.playouts(777)).nodes());
    assertEquals(300, searcher.search(s, SearchLimits.nodes(300)).nodes());
    long t0 = System.nanoTime();
    searcher.search(s, SearchLimits.time(Duration.ofMillis(100)));
    assertTrue(System.nanoTime() - t0 < 5_000_000_000L);
    StopSignal stop = new StopSignal();
    stop.raise();
    assertEquals(0, searcher.search(s, SearchLimits.infinite().withStop(stop)).nodes());
    String before = game.formatPosition(s);
    searcher.search(s, SearchLimits.playouts(100));
    assertEquals(before, game.formatPosition(s), "the root is left as it was");
  }

  @Test
  void treeReuseKeepsTheVisitsOfTheNewRoot() {
    Nim game = Nim.of(30);
    Nim.State s = game.newInitialState();
    Searcher<Nim.State> searcher = searcher(game, MctsConfig.uct(), 1);
    SearchResult first = searcher.search(s, SearchLimits.playouts(5_000));
    s.play(first.bestMove());
    s.play(1);
    SearchResult second = searcher.search(s, SearchLimits.playouts(1));
    int kept = 0;
    int[] moves = new int[3];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      kept += ((MctsSearcher<Nim.State>) searcher).rootVisits(moves[i]);
    }
    assertTrue(kept > 1, "visits kept below the new root: " + kept);
    searcher.newGame();
    searcher.search(s, SearchLimits.playouts(1));
    int fresh = 0;
    for (int i = 0; i < n; i++) {
      fresh += ((MctsSearcher<Nim.State>) searcher).rootVisits(moves[i]);
    }
    assertEquals(1, fresh);
    assertTrue(second.nodes() == 1);
  }

  @Test
  void resigningSetsTheFlagAndKeepsTheWinRateInsteadOfFakingAProvenLoss() {
    Nim game = Nim.of(12); // a multiple of four: lost for the mover
    Nim.State s = game.newInitialState();
    SearchResult r = searcher(game, MctsConfig.<Nim.State>uct().resignThreshold(0.99), 1)
        .search(s, SearchLimits.playouts(2_000));
    assertTrue(r.resigned(), "below the threshold the engine resigns");
    assertFalse(Score.isDecisive(r.score()), "the score stays a win rate: " + r.score());
    SearchScore.WinRate rate = assertInstanceOf(SearchScore.WinRate.class, r.value());
    assertEquals(r.score(), MctsSearcher.toScore(rate.rate()));
    assertTrue(rate.visits() > 0 && rate.visits() <= 2_000, "visits " + rate.visits());
    assertEquals("winrate", r.scoreUnit());
    SearchResult kept = searcher(game, MctsConfig.uct(), 1).search(s, SearchLimits.playouts(2_000));
    assertFalse(kept.resigned(), "no threshold, no resignation");
  }

  @Test
  void resignMovesWaitsForThatManyLowSearchesInARowForTheSameSide() {
    Nim game = Nim.of(12); // lost for the mover
    Nim.State lost = game.newInitialState();
    Nim.State won = game.newInitialState();
    won.play(1); // 11 left: a win for the new mover
    Searcher<Nim.State> searcher =
        searcher(game, MctsConfig.<Nim.State>uct().resignThreshold(0.99).resignMoves(3).treeReuse(false), 1);
    SearchLimits limits = SearchLimits.playouts(2_000);
    assertFalse(searcher.search(lost, limits).resigned(), "first low search");
    assertFalse(searcher.search(lost, limits).resigned(), "second low search");
    assertTrue(searcher.search(lost, limits).resigned(), "third low search in a row");
    searcher.newGame();
    assertFalse(searcher.search(lost, limits).resigned(), "a new game starts the count again");
    assertFalse(searcher.search(lost, limits).resigned());
    // the other side's search (not below the rate) does not break this side's streak, this side's own good one does
    assertFalse(searcher.search(won, limits).resigned());
    assertTrue(searcher.search(lost, limits).resigned(), "the streak is per side to move");
    assertThrows(IllegalArgumentException.class, () -> MctsConfig.<Nim.State>uct().resignMoves(0));
    assertTrue(MctsConfig.<Nim.State>uct().configure("resignmoves", "5"));
  }

  @Test
  void engineSpecKeysConfigureTheSearch() {
    MctsConfig<Nim.State> c = MctsConfig.uct();
    assertTrue(c.configure("c", "1.2"));
    assertTrue(c.configure("select", "rave"));
    assertEquals(MctsConfig.Selection.RAVE, c.selectionKind());
    assertTrue(c.configure("virtualloss", "3"));
    assertTrue(c.configure("reuse", "off"));
    assertTrue(c.configure("resign", "0.1"));
    assertTrue(c.configure("mix", "0.5"));
    assertTrue(!c.configure("depth-charge", "1"));
  }

  @Test
  void evaluatorMixingAloneStillSearches() {
    Nim game = Nim.of(9);
    Nim.State s = game.newInitialState();
    Searcher<Nim.State> searcher = Search.builder(game).mcts(MctsConfig.<Nim.State>uct().evaluatorMix(1.0))
        .evaluator(st -> st.pile() % 4 == 0 ? -1000 : 1000).build();
    SearchResult r = searcher.search(s, SearchLimits.playouts(5_000));
    assertTrue(s.isWinningMove(r.bestMove()), "move " + r.bestMove());
  }
}
