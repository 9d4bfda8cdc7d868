package org.gametree.core.match;

import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;

/** The generic GTP client for any game (no per-game setup); Go registers its own with {@code boardsize}/{@code komi}. */
public final class GtpClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "gtp";
  }

  @Override
  public boolean supports(Game<?> game) {
    return true;
  }

  @Override
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return new GtpPlayer<>(game, spec.command(), timeout, null);
  }
}
