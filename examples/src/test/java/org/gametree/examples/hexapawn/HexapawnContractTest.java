package org.gametree.examples.hexapawn;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Game;
import org.gametree.testkit.GameContract;

/** Hexapawn passes the whole game contract (docs/adding-a-game.md, step 3). */
class HexapawnContractTest implements GameContract<HexapawnState> {
  @Override
  public Game<HexapawnState> game() {
    return new HexapawnGame();
  }

  /** No game lasts more than 8 plies, so the whole tree below any position is compared. */
  @Override
  public int perftDepth() {
    return HexapawnGame.LONGEST_GAME;
  }

  /** Every search is compared with minimax all the way to the end of the game. */
  @Override
  public int agreementDepth() {
    return HexapawnGame.LONGEST_GAME;
  }

  @Override
  public List<String> garbageMoves() {
    List<String> garbage = new ArrayList<>(GameContract.super.garbageMoves());
    garbage.addAll(List.of("a1", "a1a2a3", "d1d2", "a0a1", "a1a1", "a1a3", "a1c2", "a1-a2"));
    return garbage;
  }

  @Override
  public List<String> garbagePositions() {
    return List.of("#?! not a position !?#", "b1b2 b2b3", "a1a2 a3a2", "ppp/.../PPP", "ppp/.../PPP x",
        "ppp/.../PP w", "ppp/..../PPP w", "ppp/.../PPP/... w", "ppp/.X./PPP w", "P../.../ppp w", "ppp/.../... b",
        "ppp/PPP/PPP w");
  }
}
