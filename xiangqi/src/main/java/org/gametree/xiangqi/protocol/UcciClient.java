package org.gametree.xiangqi.protocol;

import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.xiangqi.XiangqiGame;

/**
 * Serves {@code ucci:COMMAND} specs for Xiangqi with a {@link UcciPlayer}, e.g.
 * {@code gametree match xiangqi --engine1 ucci:eleeye ...}; {@code uci:} engines are served by {@link UciClient}.
 */
public final class UcciClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "ucci";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  public boolean takesOptions() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return (Player<S>) new UcciPlayer(spec.command(), timeout, spec.params());
  }
}
