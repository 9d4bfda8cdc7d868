package org.gametree.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.toys.Nim;
import org.gametree.core.toys.PairLine;
import org.junit.jupiter.api.Test;

/** The contract's properties fail on games that break it, and the non-alternating toy game really does not alternate. */
class ContractCatchesBrokenGamesTest {
  private final GameContract<Nim.State> broken = () -> NimContractTest.NIM.withBrokenUndo();
  private final GameContract<Nim.State> sound = () -> NimContractTest.NIM;

  @Test
  void undoThatForgetsTheHashFailsTheUndoProperty() {
    assertThrows(AssertionError.class, () -> broken.undoRestoresTheStateExactly(Playout.of(0, 1)));
    sound.undoRestoresTheStateExactly(Playout.of(0, 1));
  }

  @Test
  void undoThatForgetsTheHashFailsTheFromScratchHashProperty() {
    assertThrows(AssertionError.class, () -> broken.incrementalHashEqualsHashBuiltFromScratch(Playout.of(2, 2, 1)));
    sound.incrementalHashEqualsHashBuiltFromScratch(Playout.of(2, 2, 1));
  }

  @Test
  void hashThatCollidesEverywhereMakesTableSearchesDisagreeWithMinimax() {
    GameContract<Nim.State> colliding = () -> NimContractTest.NIM.withConstantHash();
    GameContract<Nim.State> deep = new GameContract<>() {
      @Override
      public org.gametree.core.Game<Nim.State> game() {
        return NimContractTest.NIM.withConstantHash();
      }

      @Override
      public int agreementDepth() {
        return 6;
      }
    };
    assertThrows(AssertionError.class,
        () -> deep.searchAlgorithmsAgreeWithMinimaxWithAndWithoutTable(Playout.of(0, 1, 2)));
    sound.searchAlgorithmsAgreeWithMinimaxWithAndWithoutTable(Playout.of(0, 1, 2));
    colliding.perftByUndoEqualsPerftByCopy(Playout.of()); // perft does not look at the hash
  }

  @Test
  void hashThatLeavesOutTheScoreFailsTheEqualHashProperty() {
    GameContract<DotsAndBoxes.State> scoreless = () -> new DotsAndBoxes().withHashWithoutScore();
    GameContract<DotsAndBoxes.State> correct = DotsAndBoxes::new;
    for (long seed = 0; seed < 3; seed++) {
      long s = seed;
      AssertionError e = assertThrows(AssertionError.class, () -> scoreless.statesWithEqualHashesHaveEqualPositions(s));
      assertTrue(e.getMessage().matches("(?s)hash [0-9a-f]{16} of two different positions: .* at ply \\d+ after .*"),
          e.getMessage());
      correct.statesWithEqualHashesHaveEqualPositions(seed);
    }
  }

  @Test
  void hashThatLeavesOutTheScorePassesTheHashPropertiesThatWereThereBefore() {
    GameContract<DotsAndBoxes.State> scoreless = () -> new DotsAndBoxes().withHashWithoutScore();
    // the whole game: the first player closes the top left box and moves again, then the last boxes fall
    Playout whole = Playout.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    for (Playout p : java.util.List.of(Playout.of(), Playout.of(3, 1, 4), whole)) {
      scoreless.incrementalHashEqualsHashBuiltFromScratch(p);
      scoreless.undoRestoresTheStateExactly(p);
      scoreless.positionFormatRoundTripsAndRejectsGarbage(p);
      scoreless.copyIsEqualAndIndependent(p);
    }
  }

  @Test
  void failuresNameThePlyAndTheMovesPlayed() {
    AssertionError e = assertThrows(AssertionError.class, () -> broken.undoRestoresTheStateExactly(Playout.of(0, 1)));
    assertTrue(e.getMessage().contains("play then undo of 1 at ply 2 after 1 2"), e.getMessage());
    assertEquals("Playout[choices=[0, 1], at ply 2 after 1 2]", Playout.of(0, 1).on(NimContractTest.NIM).toString());
    assertEquals("Playout[choices=[]]", Playout.of().toString());
    assertEquals(Playout.of(0, 1), Playout.of(0, 1).on(NimContractTest.NIM));
  }

  @Test
  void agreementDepthFollowsTheBranchingFactor() {
    assertEquals(7, ContractSupport.depthForBranching(3)); // 3^7 = 2187
    assertEquals(4, ContractSupport.depthForBranching(9.42)); // 836 is further below 2000 than 7874 above 5000
    assertEquals(3, ContractSupport.depthForBranching(12.42)); // 1916
    assertEquals(2, ContractSupport.depthForBranching(45)); // 2025
    assertEquals(2, ContractSupport.depthForBranching(225));
    assertEquals(10, ContractSupport.depthForBranching(1.5));
    // every walk draws all twelve edges: 12, 11, ..., 1 moves, 6.5 on average; 6.5^4 = 1785 is nearest
    assertEquals(6.5, ContractSupport.meanBranching(new DotsAndBoxes(), 40), 1e-9);
    GameContract<DotsAndBoxes.State> dots = DotsAndBoxes::new;
    assertEquals(4, dots.agreementDepth());
    assertEquals(4, new NimContractTest().agreementDepth()); // an override wins
  }

  @Test
  void gameWhoseGarbageMoveIsAcceptedFailsTheNotationProperty() {
    GameContract<Nim.State> lenient = new GameContract<>() {
      @Override
      public org.gametree.core.Game<Nim.State> game() {
        return NimContractTest.NIM;
      }

      @Override
      public List<String> garbageMoves() {
        return List.of("2"); // a valid move: the property must notice it is not rejected
      }
    };
    assertThrows(AssertionError.class, () -> lenient.moveNotationRoundTripsAndRejectsGarbage(Playout.of()));
  }

  @Test
  void pairLinePlayersMoveTwiceInARow() {
    PairLine game = new PairLine();
    PairLine.State s = game.newInitialState();
    StringBuilder movers = new StringBuilder();
    for (int i = 0; i < 6; i++) {
      movers.append(s.currentPlayer());
      s.play(i % 2 == 0 ? i / 2 : PairLine.CELLS - 1 - i / 2);
    }
    assertEquals("011001", movers.toString());
    assertTrue(!s.isTerminal());
  }

  @Test
  void perftCountsAgreeOnPairLine() {
    PairLine.State s = new PairLine().newInitialState();
    assertEquals(10 * 9 * 8, ContractSupport.perftByUndo(s, 3, 10));
    assertEquals(10 * 9 * 8, ContractSupport.perftByCopy(s, 3, 10));
  }
}
