package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.junit.jupiter.api.Test;

class GameSpecTest {
  private static final Option<Integer> SIZE = Option.integer("size", 19, 2, 25, "board size");
  private static final Option<Double> KOMI = Option.number("komi", 7, -100, 100, "komi");
  private static final Option<Boolean> SUPERKO = Option.onOff("superko", false, "positional superko");
  private static final OptionSet GO = new OptionSet("go parameters", List.of(SIZE, KOMI, SUPERKO));

  @Test
  void parsesOpenSpielStyleParameters() {
    GameSpec spec = GameSpec.parse(" Go(size=9, komi=7.5) ");
    assertEquals("go", spec.name());
    assertEquals(Map.of("size", "9", "komi", "7.5"), spec.params());
    GameParameters p = spec.parameters(GO);
    assertEquals(9, p.get(SIZE));
    assertEquals(7.5, p.get(KOMI));
    assertEquals(false, p.get(SUPERKO), "a parameter not given has its default");
    assertEquals("go(size=9,komi=7.5)", spec.toString());
  }

  @Test
  void rejectsMalformedSpecsNamingTheText() {
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size=9"));
    assertEquals("go(size=9", e.input());
    assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size)"));
    assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size=9,size=7)"));
    UnknownGameException bad = assertThrows(UnknownGameException.class,
        () -> GameSpec.parse("go(size=x)").parameters(GO));
    assertTrue(bad.getMessage().contains("size") && bad.getMessage().contains("'x'"), bad.getMessage());
    UnknownGameException unknown = assertThrows(UnknownGameException.class,
        () -> GameSpec.parse("go(colour=red)").parameters(GO));
    assertTrue(unknown.getMessage().contains("'colour'") && unknown.getMessage().contains("go(colour=red)"),
        unknown.getMessage());
    UnknownGameException twice = assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(komi=7,komi=6)"));
    assertTrue(twice.getMessage().contains("'komi' given twice"), twice.getMessage());
  }

  @Test
  void booleanParametersTakeTheEngineOptionsVocabulary() {
    for (String on : List.of("on", "true", "yes", "1")) {
      assertEquals(true, GameSpec.parse("go(superko=" + on + ")").parameters(GO).get(SUPERKO), on);
    }
    for (String off : List.of("off", "false", "no", "0")) {
      assertEquals(false, GameSpec.parse("go(superko=" + off + ")").parameters(GO).get(SUPERKO), off);
    }
  }

  @Test
  void unknownGameNamesTheKnownOnes() {
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> Games.byId("chess"));
    assertTrue(e.getMessage().contains("unknown game 'chess'"), e.getMessage());
  }
}
