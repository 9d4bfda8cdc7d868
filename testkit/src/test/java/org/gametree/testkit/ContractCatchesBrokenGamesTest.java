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
