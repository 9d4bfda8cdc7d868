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
  void malformedSpecsAreErrorsThatNameTheOffendingText() {
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
