package org.gametree.core.match;

import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;

/** The generic UCI client for any game; without a time per move it sends {@code go depth 8}. */
public final class UciClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "uci";
  }

  @Override
  public boolean supports(Game<?> game) {
    return true;
  }

  @Override
  public boolean takesOptions() {
    return true;
  }

  @Override
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return new UciPlayer<>(game, spec.command(), timeout, "depth 8", UciPlayer.Setup.NONE, spec.params());
  }
}
