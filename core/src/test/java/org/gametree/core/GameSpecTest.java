package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GameSpecTest {
  @Test
  void parsesOpenSpielStyleParameters() {
    GameSpec spec = GameSpec.parse(" Go(size=9, komi=7.5) ");
    assertEquals("go", spec.name());
    assertEquals(Map.of("size", "9", "komi", "7.5"), spec.params());
    assertEquals(9, spec.intParam("size", 19));
    assertEquals(7.5, spec.doubleParam("komi", 0));
    assertEquals("go(size=9,komi=7.5)", spec.toString());
  }

  @Test
  void rejectsMalformedSpecsNamingTheText() {
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size=9"));
    assertEquals("go(size=9", e.input());
    assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size)"));
    assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(size=9,size=7)"));
    UnknownGameException bad = assertThrows(UnknownGameException.class,
        () -> GameSpec.parse("go(size=x)").intParam("size", 19));
    assertTrue(bad.getMessage().contains("'x'"));
    assertThrows(UnknownGameException.class, () -> GameSpec.parse("go(colour=red)").requireOnly(Set.of("size")));
  }

  @Test
  void unknownGameNamesTheKnownOnes() {
    UnknownGameException e = assertThrows(UnknownGameException.class, () -> Games.byId("chess"));
    assertTrue(e.getMessage().contains("unknown game 'chess'"), e.getMessage());
  }
}
