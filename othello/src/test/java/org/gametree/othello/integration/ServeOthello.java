package org.gametree.othello.integration;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.Protocols;

/** {@code gametree serve othello --protocol P --engine SPEC} for tests that start the server as a child process. */
public final class ServeOthello {
  private ServeOthello() {}

  public static void main(String[] args) throws Exception {
    Game<?> game = Games.byId("othello");
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        Protocols.find(args[0], game).create(game, EngineSpec.parse(args[1]), new ProtocolOutput(System.out)),
        System.err);
  }

  /** The command line that starts this main in a child JVM with the test classpath. */
  public static String commandLine(String protocol, String spec) {
    return "\"" + java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java") + "\" -Xmx256m -cp \""
        + System.getProperty("java.class.path") + "\" " + ServeOthello.class.getName() + " " + protocol + " " + spec;
  }
}
