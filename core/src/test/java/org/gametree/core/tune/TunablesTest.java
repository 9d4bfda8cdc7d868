package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.option.Option;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** The tunable options are the numeric ones of the spec's kind; parameters are checked against them. */
class TunablesTest {
  private static final Nim NIM = Nim.of(10);
  private static final EngineSpec NEGASCOUT = EngineSpec.parse("negascout");

  @Test
  void theTunableOptionsAreTheNumericOnesOfTheKind() {
    List<String> depthFirst = Tunables.of(NIM, "negascout").stream().map(Option::name).toList();
    assertTrue(depthFirst.containsAll(List.of("depth", "contempt", "hash", "futility-scale", "razoring-scale",
        "lmr-scale", "lmp-scale", "singular-scale")), depthFirst.toString());
    assertFalse(depthFirst.contains("eval") || depthFirst.contains("c") || depthFirst.contains("playouts"));
    List<String> mcts = Tunables.of(NIM, "mcts").stream().map(Option::name).toList();
    assertTrue(mcts.containsAll(List.of("c", "bias", "playouts")) && !mcts.contains("contempt")
        && !mcts.contains("lmr-scale"), mcts.toString());
  }

  @Test
  void aParameterTakesTheOptionsKindAndTheDefaultApplyFactor() {
    SpsaParameter contempt = Tunables.parse(NIM, NEGASCOUT, "contempt=5,-20,20,2");
    assertEquals(new SpsaParameter("contempt", 5, -20, 20, 2, SpsaParameter.DEFAULT_R_END, true), contempt);
    SpsaParameter c = Tunables.parse(NIM, EngineSpec.parse("mcts"), "c=0.7,0.1,2,0.05,0.01");
    assertEquals(new SpsaParameter("c", 0.7, 0.1, 2, 0.05, 0.01, false), c);
  }

  @Test
  void unknownTextualAndOutOfRangeParametersAreRefused() {
    assertTrue(message("nope=1,0,2,1").contains("unknown engine option 'nope'"));
    assertTrue(message("eval=1,0,2,1").contains("'eval' is not a number"));
    assertTrue(message("c=1,0,2,1").contains("'c' is not a number negascout engines take"));
    assertTrue(message("contempt=30,-20,20,2").contains("start 30 is outside [-20, 20]"));
    assertTrue(message("depth=3,0,9,1").contains("outside the option's range (N in 1..10000)"));
    assertTrue(message("contempt=1,0,x,1").contains("not a number 'x'"));
  }

  private static String message(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Tunables.parse(NIM, NEGASCOUT, text)).getMessage();
  }
}
