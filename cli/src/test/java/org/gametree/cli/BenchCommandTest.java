package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.core.Games;
import org.junit.jupiter.api.Test;

/** The bench searches each game's default engine with its time limit replaced by a deterministic one. */
class BenchCommandTest {
  @Test
  void aDepthFirstDefaultKeepsItsOptionsAndSearchesToTheBenchDepth() {
    assertEquals("negascout:eval=pattern,probcut=pattern,solver=16,solver-midgame=0,threads=1,depth=8,hash=16",
        BenchCommand.deterministic(Games.byId("othello"), null).toString());
    assertEquals("negascout:eval=pattern,probcut=pattern,solver=16,solver-midgame=0,threads=1,depth=3,hash=16",
        BenchCommand.deterministic(Games.byId("othello"), 3).toString());
  }

  @Test
  void anMctsDefaultRunsSeededPlayouts() {
    assertEquals("mcts:select=rave,eqex=50,resign=0.1,resignmoves=3,threads=1,playouts=" + BenchCommand.PLAYOUTS + ",seed=1",
        BenchCommand.deterministic(Games.byId("go(size=9)"), null).toString());
  }
}
