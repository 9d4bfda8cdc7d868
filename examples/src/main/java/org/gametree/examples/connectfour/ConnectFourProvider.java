package org.gametree.examples.connectfour;

import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;

/** Registers Connect Four as {@code connect-four} (alias {@code connect4}); it takes no parameters. */
public final class ConnectFourProvider implements GameProvider {
  @Override
  public Set<String> names() {
    return Set.of("connect-four", "connect4");
  }

  @Override
  public String description() {
    return "connect-four (alias connect4): Connect Four on 7 columns x 6 rows, the embedding example";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    spec.parameters(parameters());
    return new ConnectFourGame();
  }
}
