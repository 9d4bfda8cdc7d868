package org.gametree.othello.integration;

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

/**
 * {@code gametree serve othello --protocol P --engine SPEC} for tests that start the server as a child process; a
 * third argument {@code refuse-pass} makes it refuse {@code play C pass} as GRhino does (it passes implicitly).
 */
public final class ServeOthello {
  private ServeOthello() {}

  public static void main(String[] args) throws Exception {
    Game<?> game = Games.byId("othello");
    ProtocolOutput out = new ProtocolOutput(System.out);
    ProtocolHandler served = Protocols.find(args[0], game).create(game, EngineSpec.parse(args[1]), out);
    ProtocolHandler handler = args.length < 3 ? served : new ProtocolHandler() {
      @Override
      public boolean handle(String line) {
        if (line.matches("(\\d+ )?play [bw] pass")) {
          out.print("? syntax error\n\n");
          return true;
        }
        return served.handle(line);
      }

      @Override
      public void close() {
        served.close();
      }
    };
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), handler,
        System.err);
  }

  /** The command line that starts this main in a child JVM with the test classpath. */
  public static String commandLine(String protocol, String spec, String... more) {
    return "\"" + java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java") + "\" -Xmx256m -cp \""
        + System.getProperty("java.class.path") + "\" " + ServeOthello.class.getName() + " " + protocol + " " + spec
        + (more.length > 0 ? " " + String.join(" ", more) : "");
  }
}
