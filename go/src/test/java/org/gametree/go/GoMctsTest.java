package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.go.module.GoProvider;
import org.gametree.go.search.GoKnowledge;
import org.junit.jupiter.api.Test;

class GoMctsTest {
  @Test
  void lightPlayoutsFinishGamesWithoutFillingEyesAndLeaveTheStateAlone() {
    GoGame g = GoProvider.game(9, 7, GoRules.PSK);
    GoState s = g.newInitialState();
    String before = s.boardString();
    double sum = 0;
    SplittableRandom r = new SplittableRandom(1);
    for (int i = 0; i < 200; i++) {
      double v = new GoKnowledge(g).rolloutPolicy("light").rollout(s, r, (p, m) -> {});
      assertTrue(v == 0 || v == 1 || v == 0.5);
      sum += v;
    }
    assertEquals(before, s.boardString());
    assertTrue(sum > 10 && sum < 190, "random play wins for both sides: " + sum);
  }

  @Test
  void patternRolloutsCaptureAChainLeftInAtariByATenuki() {
    GoGame g = GoProvider.game(9, 7, GoRules.PSK);
    GoState s = g.newInitialState();
    // Black B1 puts White A1 in atari (last liberty A2); White answers far away at J9.
    for (String m : new String[] {"E5", "A1", "B1", "J9"}) {
      s.play(s.parseMove(m));
    }
    int a2 = s.parseMove("A2");
    for (String policy : new String[] {"heavy", "patterns"}) {
      for (int seed = 0; seed < 20; seed++) {
        int[] first = {-1};
        new GoKnowledge(g).rolloutPolicy(policy).rollout(s, new SplittableRandom(seed), (p, m) -> {
          if (first[0] < 0) {
            first[0] = m;
          }
        });
        assertEquals(a2, first[0], policy + " rollout, seed " + seed + ": first move " + s.moveToString(first[0]));
      }
    }
  }

  @Test
  void mctsCapturesTwoStonesInAtari() {
    GoGame g = GoProvider.game(5, 0.5, GoRules.PSK);
    // White C3 and C2 have their last liberty at C1. With light rollouts only the capture wins clearly (the tactical
    // rollouts capture after most Black moves, so every move looks won to them).
    GoState s = g.parsePosition("(;SZ[5]AW[cc][cd]AB[bc][bd][dc][dd][cb]PL[B])");
    Searcher<GoState> searcher = Search.builder(g)
        .mcts(MctsConfig.<GoState>uct().rollout(new GoKnowledge(g).rolloutPolicy("light"))).build();
    SearchResult r = searcher.search(s, SearchLimits.playouts(3000));
    assertEquals("C1", g.moveToString(r.bestMove()));
    assertTrue(r.score() > 0);
  }

  @Test
  void raveWithEquivalentExperienceLaddersAStoneAndDoesNotRunFromADeadLadder() {
    GoGame g = GoProvider.game(9, 7, GoRules.PSK);
    SearchEngine<GoState> e = Engines.create(g, "mcts:playouts=3000,select=rave,eqex=50");
    // Black D4 against White C4, D5 and E3: White D3 starts a ladder that works (no breaker on the 9x9 board).
    GoState attack = g.parsePosition("(;SZ[9]KM[7]AB[df]AW[cf][de][eg]PL[W])");
    assertEquals("D3", g.moveToString(e.searcher().search(attack, e.limits()).bestMove()));
    // After White D3, running at E4 only feeds the ladder.
    GoState run = g.parsePosition("(;SZ[9]KM[7]AB[df]AW[cf][de][eg][dg]PL[B])");
    int move = e.searcher().search(run, e.limits()).bestMove();
    assertNotEquals("E4", g.moveToString(move), "ran into the ladder");
    e.close();
  }

  @Test
  void engineSpecWithRaveAndTwoThreadsPlaysLegalMoves() {
    GoGame g = GoProvider.game(9, 7, GoRules.PSK);
    SearchEngine<GoState> e = Engines.create(g, "mcts:playouts=2000,threads=2,select=rave,rollout=light,prior=knowledge");
    GoState s = g.newInitialState();
    for (int i = 0; i < 4; i++) {
      SearchResult r = e.searcher().search(s, e.limits());
      assertTrue(s.isLegal(r.bestMove()), "move " + r.bestMove());
      s.play(r.bestMove());
    }
    e.close();
  }

  @Test
  void mctsBeatsRandomPlayWithEitherColour() {
    GoGame g = GoProvider.game(7, 7, GoRules.PSK);
    SplittableRandom random = new SplittableRandom(3);
    int[] moves = new int[g.maxLegalMoves()];
    for (int mctsColour = 0; mctsColour < 2; mctsColour++) {
      Searcher<GoState> searcher = Search.builder(g).mcts(MctsConfig.rave()).build();
      GoState s = g.newInitialState();
      while (!s.isTerminal() && s.plyCount() < 200) {
        int move;
        if (s.currentPlayer() == mctsColour) {
          move = searcher.search(s, SearchLimits.playouts(250)).bestMove();
        } else {
          int n = s.legalMoves(moves);
          move = moves[random.nextInt(n)];
          // Random play that does not pass while it can place a stone.
          if (move == g.passMove() && n > 1) {
            move = moves[random.nextInt(n - 1)];
          }
        }
        s.play(move);
      }
      int[] areas = s.areas();
      double blackMargin = areas[0] - areas[1] - g.komi();
      assertTrue(mctsColour == 0 ? blackMargin > 0 : blackMargin < 0,
          "MCTS as " + (mctsColour == 0 ? "Black" : "White") + " margin " + blackMargin + "\n" + g.render(s));
    }
  }
}
