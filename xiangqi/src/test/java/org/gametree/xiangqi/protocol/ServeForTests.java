package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.XiangqiGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.LineProtocolServer;
import org.gametree.core.protocol.ProtocolOutput;

/** The module's own UCCI/UCI server as a child process for client tests: {@code ServeForTests ucci|uci}. */
public final class ServeForTests {
  private ServeForTests() {}

  public static void main(String[] args) throws IOException {
    EngineSession.Dialect dialect = args[0].equals("ucci") ? EngineSession.Dialect.UCCI : EngineSession.Dialect.UCI;
    EngineSession session = new EngineSession(new XiangqiGame(), dialect, EngineSpec.parse("negascout:depth=3"),
        new ProtocolOutput(System.out));
    LineProtocolServer.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), session,
        System.err);
  }
}
