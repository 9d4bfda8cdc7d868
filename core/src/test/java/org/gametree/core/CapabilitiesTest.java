package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.gametree.core.search.Solvable;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

class CapabilitiesTest {
  /** A capability the test hands out: the pile of the game that asked, so the function is seen to get that game. */
  interface Pile {
    int pile();
  }

  @Test
  void anEntryIsAskedWithTheGameThatLooksItUp() {
    Capabilities<Nim> caps = Capabilities.<Nim>none().with(Pile.class, g -> () -> g.newInitialState().pile());
    assertEquals(7, caps.find(Pile.class, Nim.of(7)).orElseThrow().pile());
    assertEquals(12, caps.find(Pile.class, Nim.of(12)).orElseThrow().pile());
  }

  @Test
  void withoutAnEntryTheGameClassItselfAnswersAsGameCapabilityDoes() {
    Nim nim = Nim.of(5);
    Capabilities<Nim> caps = Capabilities.none();
    assertSame(nim, caps.find(Game.class, nim).orElseThrow());
    assertEquals(nim.capability(Solvable.class), caps.find(Solvable.class, nim));
    assertEquals(Optional.empty(), caps.find(Pile.class, nim));
  }

  @Test
  void aLaterEntryReplacesAnEarlierOneAndAnEntryMayAnswerNothing() {
    Capabilities<Nim> caps = Capabilities.<Nim>none().with(Pile.class, g -> () -> 1).with(Pile.class, g -> () -> 2)
        .with(Solvable.class, g -> null);
    assertEquals(2, caps.find(Pile.class, Nim.of(3)).orElseThrow().pile());
    assertEquals(List.of(Pile.class, Solvable.class), List.copyOf(caps.types()));
    assertTrue(caps.find(Solvable.class, Nim.of(3)).isEmpty());
    assertTrue(Capabilities.<Nim>none().types().isEmpty());
  }
}
