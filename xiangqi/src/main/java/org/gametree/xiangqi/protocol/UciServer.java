package org.gametree.xiangqi.protocol;

import java.util.LinkedHashMap;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.xiangqi.XiangqiGame;

/** {@code gametree serve xiangqi --protocol uci}: each connection is a {@link UciSession}. */
public final class UciServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "uci";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  /**
   * A session; the engine spec's {@code ranks=0-9|1-10} (taken out before the spec is built) sets the rank
   * convention, as in {@code gametree serve xiangqi --protocol uci --engine negascout:time=1000,ranks=1-10}.
   */
  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    Map<String, String> params = new LinkedHashMap<>(engine.params());
    String ranks = params.remove(EngineSession.RANKS.name());
    boolean fromOne = ranks != null && EngineSession.RANKS.parse(ranks).equals("1-10");
    EngineSpec spec = new EngineSpec(engine.kind(), params, engine.command());
    return new UciSession((XiangqiGame) game, spec, out, fromOne);
  }
}
