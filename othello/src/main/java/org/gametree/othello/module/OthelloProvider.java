package org.gametree.othello;

import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;

/** Registers {@code othello} (alias {@code reversi}) with the game registry. */
public final class OthelloProvider implements GameProvider {
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
    spec.requireOnly(Set.of());
    return new OthelloGame();
  }
}
