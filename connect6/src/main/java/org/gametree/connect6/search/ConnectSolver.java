package org.gametree.connect6.search;

import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable;

/** The connect games' exact solver as the {@link Solvable} capability: a {@link SmallBoardSolver} for each solve. */
public final class ConnectSolver implements Solvable<ConnectState> {
  private final ConnectGame game;

  /** The solver of {@code game}'s positions. */
  public ConnectSolver(ConnectGame game) {
    this.game = game;
  }

  @Override
  public SolveResult solve(ConnectState state, SearchLimits limits) {
    return new SmallBoardSolver(game).solve(state, limits);
  }
}
