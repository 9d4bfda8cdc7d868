package org.gametree.connect6.protocol;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;

/** Test helper: {@code gametree serve GAME --protocol P --engine SPEC} without the CLI module, as a child process. */
public final class ServeMain {
  private ServeMain() {}

  public static void main(String[] args) throws Exception {
    Game<?> game = Games.byId(args[0]);
    ProtocolHandler handler = Protocols.find(args[1], game)
        .create(game, EngineSpec.parse(args[2]), new ProtocolOutput(System.out));
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), handler,
        System.err);
  }
}
