package org.gametree.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineSpecTest {
  @Test
  void builtInSpecsKeepTheirOptionsInOrderAndPrintBackTheSame() {
    EngineSpec spec = EngineSpec.parse(" NegaScout : Depth = 8 , eval=bayes,probcut=on ");
    assertEquals("negascout", spec.kind());
    assertEquals(List.of("depth", "eval", "probcut"), List.copyOf(spec.params().keySet()));
    assertEquals("8", spec.params().get("depth"));
    assertEquals("negascout:depth=8,eval=bayes,probcut=on", spec.toString());
    assertEquals(spec, EngineSpec.parse(spec.toString()));
    assertEquals("negascout:depth=8,eval=bayes,probcut=off", spec.with("probcut", "off").toString());
    assertEquals("mcts", EngineSpec.parse("mcts").toString());
  }

  @Test
  void externalSpecsKeepTheCommandLineWhole() {
    EngineSpec spec = EngineSpec.parse("gtp:/usr/games/gnugo --mode gtp --level 1,2");
    assertTrue(spec.isExternal());
    assertEquals("/usr/games/gnugo --mode gtp --level 1,2", spec.command());
    assertEquals(Map.of(), spec.params());
    assertEquals("gtp:/usr/games/gnugo --mode gtp --level 1,2", spec.toString());
  }

  @Test
  void externalSpecsTakeTrailingEngineOptionsOutOfTheCommandLine() {
    EngineSpec spec = EngineSpec.parse("uci:/usr/games/fairy-stockfish --x 1 option.Threads=2 \"option.Skill Level=5\""
        + " option.Hash=64");
    assertEquals("/usr/games/fairy-stockfish --x 1", spec.command());
    assertEquals(List.of("Threads", "Skill Level", "Hash"), List.copyOf(spec.params().keySet()));
    assertEquals("5", spec.params().get("Skill Level"));
    assertEquals("uci:/usr/games/fairy-stockfish --x 1 option.Threads=2 \"option.Skill Level=5\" option.Hash=64",
        spec.toString());
    assertEquals(spec, EngineSpec.parse(spec.toString()));
    // an option word in the middle of the command line is the engine's own argument
    EngineSpec inside = EngineSpec.parse("gomocup:brain option.x=1 --fast");
    assertEquals("brain option.x=1 --fast", inside.command());
    assertEquals(Map.of(), inside.params());
    assertEquals("\"my engine\" -v", EngineSpec.parse("uci:\"my engine\" -v option.a=").command());
  }

  @Test
  void malformedSpecsAreErrorsThatNameTheOffendingText() {
    assertMessage("uci:option.Hash=1", "needs a command line");
    assertMessage("uci:sf option.=1", "'option.=1'");
    assertMessage("uci:sf option.Hash", "'option.Hash'");
    assertMessage("uci:sf option.Hash=1 option.hash=2", "'hash' given twice");
    assertMessage(":depth=3", "no kind");
    assertMessage("uci:", "needs a command line");
    assertMessage("negascout:depth", "'depth'");
    assertMessage("negascout:depth=3,,time=5", "got ''");
    assertMessage("negascout:=3", "'=3'");
    assertMessage("negascout:depth=3,Depth=4", "'depth' given twice");
  }

  private static void assertMessage(String text, String fragment) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse(text));
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
  }
}
