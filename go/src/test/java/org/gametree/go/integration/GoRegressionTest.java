package org.gametree.go.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.go.GoGame;
import org.gametree.go.protocol.GtpSession;
import org.junit.jupiter.api.Test;

/** The regression file {@code rules.tst} on our Go engine (GNU Go runs it in {@link GnuGoIntegrationTest}). */
class GoRegressionTest {
  static List<String> rulesFile() throws IOException {
    try (InputStream in = GoRegressionTest.class.getResourceAsStream("/go/regress/rules.tst")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  @Test
  void theRegressionFilePassesOnOurEngineUnderTheDefaultRules() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GtpSession session = new GtpSession((GoGame) Games.byId("go"), EngineSpec.parse("mcts:playouts=3000,select=rave"),
        new ProtocolOutput(bytes));
    try {
      List<GtpRegress.Result> results = GtpRegress.run(rulesFile(), command -> {
        bytes.reset();
        session.handle(command);
        return bytes.toString(StandardCharsets.UTF_8);
      });
      assertEquals(7, results.size(), results.toString());
      assertTrue(results.stream().noneMatch(GtpRegress.Result::unexpected), results.toString());
    } finally {
      session.close();
    }
  }

  @Test
  void theRunnerReportsFailuresNegationsAndKnownFailures() {
    List<String> file = List.of("1 name", "#? [gametree]", "2 name", "#? [!gametree]", "3 name", "#? [other]*",
        "4 bad", "#? [\\?.*unknown.*]", "# a comment", "5 name", "#? [gnugo]");
    List<GtpRegress.Result> results = GtpRegress.run(file, c -> c.endsWith("bad")
        ? "?" + c.split(" ")[0] + " unknown command" : "=" + c.split(" ")[0] + " gametree");
    assertEquals(5, results.size());
    assertTrue(results.get(0).passed() && !results.get(0).unexpected());
    assertFalse(results.get(1).passed());
    assertTrue(!results.get(2).passed() && results.get(2).knownFailure() && !results.get(2).unexpected());
    assertTrue(results.get(3).passed(), results.get(3).toString());
    assertTrue(results.get(4).unexpected());
  }
}
