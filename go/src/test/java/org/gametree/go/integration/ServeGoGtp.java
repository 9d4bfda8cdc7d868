package org.gametree.go.integration;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;

/**
 * {@code gametree serve GAME --protocol gtp [--engine SPEC]} as the command line runs it, for tests that start the
 * server as a child process: arguments GAME and SPEC.
 */
public final class ServeGoGtp {
  private ServeGoGtp() {}

  public static void main(String[] args) throws Exception {
    Game<?> game = Games.byId(args[0]);
    EngineSpec spec = EngineSpec.parse(args[1]);
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        Protocols.find(args.length > 2 ? args[2] : "gtp", game).create(game, spec, new ProtocolOutput(System.out)),
        System.err);
  }

  /** The command line that starts this main in a child JVM with the test classpath. */
  public static String commandLine(String game, String spec) {
    return "\"" + java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java") + "\" -Xmx256m -cp \""
        + System.getProperty("java.class.path") + "\" " + ServeGoGtp.class.getName() + " " + game + " " + spec;
  }
}
