package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Games;
import org.gametree.core.Outcome;
import org.gametree.core.Score;
import org.gametree.core.UnknownGameException;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/** The {@code chase=asian} repetition rule: perpetual chase loses, unless both sides chase or the other side checks. */
class ChaseTest {
  private final XiangqiGame asian = new XiangqiGame(true);
  private final XiangqiGame plain = new XiangqiGame(false);

  /** Plays two full cycles of {@code cycle} (four plies) from {@code fen} and returns the final, repeated state. */
  private static XiangqiState repeat(XiangqiGame game, String fen, String... cycle) {
    XiangqiState s = game.parsePosition(fen);
    for (int round = 0; round < 2; round++) {
      for (String m : cycle) {
        assertFalse(s.isTerminal(), "game ended before " + m);
        s.play(s.parseMove(m));
      }
    }
    assertTrue(s.isTerminal(), "third occurrence of the position");
    return s;
  }

  // A Red chariot follows a lone Black horse between a7 and c8: each chariot move attacks the undefended horse.
  private static final String CHARIOT_CHASES_HORSE = "4k4/9/n8/9/9/2R6/9/9/9/3K5 w - - 0 1";
  private static final String[] CHASE_CYCLE = {"c4a4", "a7c8", "a4c4", "c8a7"};

  @Test
  void aChariotChasingAnUndefendedHorseLosesUnderAsianRules() {
    XiangqiState s = repeat(asian, CHARIOT_CHASES_HORSE, CHASE_CYCLE);
    assertEquals(Outcome.win(1), s.outcome());
  }

  @Test
  void withoutTheChaseOptionTheSameRepetitionIsADraw() {
    XiangqiState s = repeat(plain, CHARIOT_CHASES_HORSE, CHASE_CYCLE);
    assertEquals(Outcome.draw(), s.outcome());
  }

  @Test
  void judgingTheChaseLeavesTheStateAsItWas() {
    XiangqiState s = repeat(asian, CHARIOT_CHASES_HORSE, CHASE_CYCLE);
    String fen = Fen.format(s);
    long hash = s.hash();
    int ply = s.plyCount();
    s.outcome();
    assertEquals(fen, Fen.format(s));
    assertEquals(hash, s.hash());
    assertEquals(ply, s.plyCount());
    assertEquals(Outcome.win(1), s.outcome());
  }

  @Test
  void attackingADefendedHorseWithAChariotIsNoChase() {
    // the same chase, but Black's chariot on a8 defends the horse on a7 and (along rank 8) on c8
    XiangqiState s = repeat(asian, "4k4/r8/n8/9/9/2R6/9/9/9/3K5 w - - 0 1", CHASE_CYCLE);
    assertEquals(Outcome.draw(), s.outcome());
  }

  @Test
  void aHorseAttackingEvenADefendedChariotChases() {
    // Black's horse follows Red's chariot (defended by the chariot on e1) between e5 and e4
    XiangqiState s = repeat(asian, "5k3/9/9/9/2n1R4/9/9/9/4R4/3K5 b - - 0 1",
        "c5d7", "e5e4", "d7c5", "e4e5");
    assertEquals(Outcome.win(0), s.outcome());
  }

  @Test
  void bothSidesChasingIsADraw() {
    // Red's chariot slides on the a file attacking the horse on a8; Black's on the i file attacking the horse on i1
    String[] cycle = {"a3a4", "i5i6", "a4a3", "i6i5"};
    assertEquals(Outcome.draw(), repeat(asian, "4k4/n8/9/9/8r/9/R8/9/8N/3K5 w - - 0 1", cycle).outcome());
    // without the horse on i1 Black's chariot shuffles idly and only Red chases
    assertEquals(Outcome.win(1), repeat(asian, "4k4/n8/9/9/8r/9/R8/9/9/3K5 w - - 0 1", cycle).outcome());
  }

  @Test
  void attacksOnSoldiersThatHaveNotCrossedTheRiverAreNoChase() {
    String[] cycle = {"a3a4", "i5i6", "a4a3", "i6i5"};
    assertEquals(Outcome.draw(), repeat(asian, "4k4/9/9/p8/8r/9/R8/9/9/3K5 w - - 0 1", cycle).outcome());
  }

  @Test
  void oneCheckOneChaseIsAPerpetualChase() {
    // Red's chariot checks from a9, then attacks the undefended horse on c5 from a5, while Black's general shuffles
    String fen = "4k4/9/9/9/R1n6/9/9/9/9/3K5 w - - 0 1";
    String[] cycle = {"a5a9", "e9e8", "a9a5", "e8e9"};
    assertEquals(Outcome.win(1), repeat(asian, fen, cycle).outcome());
    assertEquals(Outcome.draw(), repeat(plain, fen, cycle).outcome());
  }

  @Test
  void perpetualCheckStillLosesUnderAsianRules() {
    XiangqiState s = repeat(asian, "4k4/7R1/9/9/9/9/9/9/9/3K5 w - - 0 1", "h8h9", "e9e8", "h9h8", "e8e9");
    assertEquals(Outcome.win(1), s.outcome());
  }

  @Test
  void theSearchSeesAPerpetualChaseLossInsideTheTree() {
    // Black to move can repeat the position a third time with c8a7: a win under Asian rules, a draw otherwise
    String[] line = {"c4a4", "a7c8", "a4c4", "c8a7", "c4a4", "a7c8", "a4c4"};
    for (XiangqiGame game : new XiangqiGame[] {asian, plain}) {
      XiangqiState s = game.parsePosition(CHARIOT_CHASES_HORSE);
      for (String m : line) {
        s.play(s.parseMove(m));
      }
      try (SearchEngine<XiangqiState> engine = Engines.create(game, "negascout:depth=3")) {
        SearchResult r = engine.searcher().search(s, SearchLimits.depth(3));
        if (game == asian) {
          assertEquals(Score.win(1), r.score());
          assertEquals(s.parseMove("c8a7"), r.bestMove());
        } else {
          assertFalse(Score.isDecisive(r.score()), Score.toString(r.score()));
        }
      }
    }
  }

  @Test
  void theOptionIsAGameParameter() {
    assertEquals("xiangqi(chase=asian)", Games.byId("xiangqi(chase=asian)").id());
    assertEquals("xiangqi", Games.byId("xiangqi").id());
    assertEquals("xiangqi", Games.byId("xiangqi(chase=none)").id());
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> Games.byId("xiangqi(chase=chinese)"));
    assertTrue(e.getMessage().contains("chinese"), e.getMessage());
  }
}
