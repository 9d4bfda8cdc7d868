package org.gametree.core.option;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.engine.Engines;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

class OptionTest {
  @Test
  void valuesAreWhatTheirTypeSaysOrAnErrorNamingOptionAndText() {
    Option<Integer> eqex = Option.integer("eqex", 0, 0, Integer.MAX_VALUE, "equivalent experience");
    assertEquals(12, eqex.parse(" 12 "));
    assertError(() -> eqex.parse("2.7"), "eqex must be a whole number", "'2.7'");
    assertError(() -> eqex.parse("-1"), "eqex is out of range (N >= 0)", "'-1'");
    assertError(() -> eqex.parse("99999999999"), "out of range", "'99999999999'");
    assertError(() -> eqex.parse(null), "eqex needs a value");

    Option<Double> mix = Option.number("mix", 0, 0, 1, "weight");
    assertEquals(0.25, mix.parse("0.25"));
    assertError(() -> mix.parse("NaN"), "mix must be a number (X in 0..1)", "'NaN'");
    assertError(() -> mix.parse("0.5d"), "mix must be a number", "'0.5d'");
    assertError(() -> mix.parse("0x1p-1"), "mix must be a number", "'0x1p-1'");
    assertEquals(0.5, mix.parse("5e-1"));
    assertError(() -> mix.parse("1.5"), "out of range");
    assertError(() -> mix.parse("half"), "mix must be a number");

    Option<Boolean> lmr = Option.onOff("lmr", true, "reductions");
    assertEquals(false, lmr.parse("OFF"));
    assertEquals(true, lmr.parse("1"));
    assertError(() -> lmr.parse("maybe"), "lmr must be on or off, got 'maybe'");

    Option<String> rules = Option.choice("rules", "tt", List.of("tt", "chinese"), "scoring");
    assertEquals("chinese", rules.parse("Chinese"));
    assertError(() -> rules.parse("japanese"), "rules must be one of tt, chinese, got 'japanese'");
  }

  @Test
  void numericOptionsSayTheirKindAndRangeWhateverTheyBindTo() {
    Option<Integer> depth = Option.integer("depth", null, 1, 60, "depth").appliesOnlyTo(EngineFamily.DEPTH_FIRST);
    assertTrue(depth.numeric() && depth.wholeNumber());
    assertEquals(1, depth.lowest());
    assertEquals(60, depth.highest());
    Option<Double> mix = Option.number("mix", 0, 0, 1, "weight").binds((StringBuilder b, Double v) -> b).asMacro();
    assertTrue(mix.numeric() && !mix.wholeNumber());
    assertEquals(0, mix.lowest());
    assertEquals(1, mix.highest());
    Option<Boolean> lmr = Option.onOff("lmr", true, "reductions");
    Option<String> aspiration = Option.custom("aspiration", "on|off|N", "on", "windows", t -> t);
    assertTrue(!lmr.numeric() && !aspiration.numeric() && !Option.text("eval", "default", "").numeric());
  }

  @Test
  void helpListsEveryOptionWithItsTypeAndDefault() {
    String help = MctsConfig.OPTIONS.help();
    assertTrue(help.contains("eqex=N >= 0"), help);
    assertTrue(help.contains("mix=X in 0..1"), help);
    assertTrue(help.contains("reuse=on|off"), help);
    assertTrue(help.contains("select=uct|rave|puct"), help);
    assertTrue(Engines.OPTIONS.help().contains("depth=N in 1..10000  search to this depth [depth-first]\n"), Engines.OPTIONS.help());
    assertTrue(Engines.OPTIONS.help().contains("(default 1000)"));
    assertThrows(IllegalArgumentException.class,
        () -> new OptionSet("twice", List.of(Option.onOff("a", true, ""), Option.onOff("a", false, ""))));
  }

  @Test
  void engineSpecsGoThroughTheTypedOptions() {
    Nim game = Nim.of(7);
    assertError(() -> Engines.create(game, "mcts:eqex=2.7"), "eqex must be a whole number", "'mcts:eqex=2.7'");
    assertError(() -> Engines.create(game, "negascout:depth=0"), "depth is out of range", "'negascout:depth=0'");
    assertError(() -> Engines.create(game, "negascout:lmr=sometimes"), "lmr must be on or off");
    assertError(() -> Engines.create(game, "negascout:speed=11"), "unknown engine option 'speed'");
    Engines.create(game, "mcts:eqex=3,mix=0,playouts=10").close();
  }

  private static void assertError(org.junit.jupiter.api.function.Executable call, String... fragments) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    for (String f : fragments) {
      assertTrue(e.getMessage().contains(f), () -> "'" + e.getMessage() + "' lacks '" + f + "'");
    }
  }
}
