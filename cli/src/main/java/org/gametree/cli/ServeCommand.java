package org.gametree.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;
import org.gametree.web.BoardServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree serve}: speaks an engine protocol on stdin/stdout so GUIs and referees can use the engine, or
 * ({@code --http}) serves the browser board where a person plays the engine and watches its analysis.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Run the engine over a protocol on stdin/stdout (gtp, uci, ucci, nboard,",
        "gomocup, connect6), or with --http serve a browser board to play it and watch",
        "its analysis (docs/board.md)."})
final class ServeCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game, e.g. go, 'go(size=9,rules=psk)', othello.")
  String gameSpec;

  @Option(names = "--protocol", paramLabel = "P", description = "The protocol to speak: gtp, uci, ucci, nboard, "
      + "gomocup or connect6 ('gametree games' lists the ones each game speaks).")
  String protocol;

  @Option(names = "--http", arity = "0..1", paramLabel = "PORT", fallbackValue = "" + DEFAULT_PORT,
      description = "Serve the browser board over HTTP on PORT (default " + DEFAULT_PORT + "; 0: any free port).")
  Integer http;

  @Option(names = "--bind", paramLabel = "HOST", defaultValue = "127.0.0.1",
      description = "The address the board listens on (default ${DEFAULT-VALUE}, this machine only; 0.0.0.0: every "
          + "interface, so anyone who can reach this machine can use the engine).")
  String bind;

  @Option(names = "--engine", paramLabel = "SPEC", description = "The engine behind the protocol or the board "
      + "(default: the game's default engine, see below; the protocol's own time controls override the limits).")
  String engine;

  static final int DEFAULT_PORT = 8080;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if ((protocol == null) == (http == null)) {
      throw new UserError("serve needs exactly one of --protocol P and --http [PORT]");
    }
    Game<?> game = org.gametree.core.Games.byId(gameSpec);
    EngineSpec spec = spec(game);
    if (http != null) {
      return board(game, spec);
    }
    ProtocolOutput out = new ProtocolOutput(System.out);
    ProtocolHandler handler = Protocols.find(protocol, game).create(game, spec, out);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    LineProtocolServer.run(in, handler, System.err);
    return 0;
  }

  /** The engine served: {@code --engine}, or the game's default engine. */
  EngineSpec spec(Game<?> game) {
    return engine == null ? Engines.defaultSpec(game) : EngineSpec.parse(engine);
  }

  /** Serves the browser board until the process is stopped. */
  private int board(Game<?> game, EngineSpec spec) throws InterruptedException {
    if (http < 0 || http > 65535) {
      throw new UserError("--http port must be 0..65535, not " + http);
    }
    BoardServer server = BoardServer.start(game, spec, bind, http);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "board-shutdown"));
    String host = bind.contains(":") ? "[" + bind + "]" : bind;
    System.out.println("gametree: " + game.id() + " board at http://" + host + ":" + server.port() + "/ (engine "
        + spec + "; Ctrl-C stops it)");
    System.out.flush();
    new CountDownLatch(1).await();
    return 0;
  }
}
