package org.gametree.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree serve}: speaks an engine protocol on stdin/stdout so GUIs and referees can use the engine. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = "Run the engine over a protocol on stdin/stdout (gtp, uci, ucci, nboard, gomocup, connect6).")
final class ServeCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game, e.g. go, 'go(size=9,rules=psk)', othello.")
  String gameSpec;

  @Option(names = "--protocol", required = true, paramLabel = "P", description = "The protocol to speak.")
  String protocol;

  @Option(names = "--engine", paramLabel = "SPEC", description = "The engine behind the protocol (default negascout:time=1000; the protocol's own time "
      + "controls override the limits).")
  String engine;

  @Override
  public Integer call() throws IOException {
    Game<?> game = org.gametree.core.Games.byId(gameSpec);
    EngineSpec spec = EngineSpec.parse(engine == null ? Engines.DEFAULT_SPEC : engine);
    ProtocolOutput out = new ProtocolOutput(System.out);
    ProtocolHandler handler = Protocols.find(protocol, game).create(game, spec, out);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    LineProtocolServer.run(in, handler, System.err);
    return 0;
  }
}
