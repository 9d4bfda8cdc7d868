package org.gametree.xiangqi.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.xiangqi.XiangqiGame;

/**
 * The module's own UCCI/UCI server as a child process for client tests: {@code ServeForTests ucci|uci [SPEC]}, the
 * spec as {@code gametree serve --engine} takes it (default {@code negascout:depth=3}).
 */
public final class ServeForTests {
  private ServeForTests() {}

  public static void main(String[] args) throws IOException {
    XiangqiGame game = new XiangqiGame();
    EngineSpec spec = EngineSpec.parse(args.length > 1 ? args[1] : "negascout:depth=3");
    ProtocolOutput out = new ProtocolOutput(System.out);
    ProtocolHandler session = args[0].equals("ucci")
        ? new UcciServer().create(game, spec, out) : new UciServer().create(game, spec, out);
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), session,
        System.err);
  }
}
