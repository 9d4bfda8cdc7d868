package org.gametree.examples.hexapawn;

import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;

/** Registers Hexapawn as {@code hexapawn}; it takes no parameters. */
public final class HexapawnProvider implements GameProvider {
  @Override
  public Set<String> names() {
    return Set.of("hexapawn");
  }

  @Override
  public String description() {
    return "hexapawn: Martin Gardner's 3x3 pawn game, the adding-a-game tutorial (test code of gametree-examples)";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    // No parameters: hexapawn(size=4) is an UnknownGameException naming the parameter, not a silent 3x3 game.
    spec.parameters(parameters());
    return new HexapawnGame();
  }
}
