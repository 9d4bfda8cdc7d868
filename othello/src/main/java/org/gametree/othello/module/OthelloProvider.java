package org.gametree.othello.module;

import java.util.Set;
import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.Solvable;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.search.OthelloSearchOptions;
import org.gametree.othello.search.OthelloSolver;

/** Registers {@code othello} (alias {@code reversi}) with the game registry. */
public final class OthelloProvider implements GameProvider {
  /** The capabilities of search the game hands out: the exact solver and the engine options. */
  private static final Capabilities<OthelloGame> CAPABILITIES = Capabilities.<OthelloGame>none()
      .with(Solvable.class, g -> OthelloSolver.INSTANCE)
      .with(SearchOptions.class, g -> OthelloSearchOptions.INSTANCE);

  @Override
  public Set<String> names() {
    return Set.of("othello", "reversi");
  }

  @Override
  public String description() {
    return "Othello 8x8 on bitboards: OBF/GGF, perft, exact endgame solver, BILL evaluation, NBoard and GTP";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    spec.parameters(parameters());
    return game();
  }

  /** Othello with everything the module wires: the rules, the exact solver and the engine options. */
  public static OthelloGame game() {
    return new OthelloGame(CAPABILITIES);
  }
}
