package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.GtpEngine.GtpError;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;

class AsciiTest {
  private static final String[] OTHER_SCRIPTS = {"\u0663", "1\u0660", "\uff11\uff12", "\u0967", "+\u0663", "-\u0663"};

  @Test
  void onlyAsciiDigitsAreNumbers() {
    assertEquals(-42, Ascii.parseInt("-42"));
    assertEquals(7, Ascii.parseInt("+7"));
    assertEquals(Long.MAX_VALUE, Ascii.parseLong(Long.toString(Long.MAX_VALUE)));
    for (String bad : OTHER_SCRIPTS) {
      assertThrows(NumberFormatException.class, () -> Ascii.parseInt(bad), bad);
      assertThrows(NumberFormatException.class, () -> Ascii.parseLong(bad), bad);
    }
    for (String bad : new String[] {"", "-", "+", " 1", "1 ", "1_000", "2147483648", "0x10"}) {
      assertThrows(NumberFormatException.class, () -> Ascii.parseInt(bad), bad);
    }
    assertThrows(NumberFormatException.class, () -> Ascii.parseInt(null));
    assertTrue(Ascii.isDigit('0') && Ascii.isDigit('9'));
    assertFalse(Ascii.isDigit('\u0663') || Ascii.isDigit('\uff11') || Ascii.isDigit('a'));
    assertFalse(Ascii.isDigits("") || Ascii.isDigits("1\u0663"));
  }

  @Test
  void decimalsAreWrittenOneWay() {
    assertEquals(7.5, Ascii.parseDouble("7.5"));
    assertEquals(-0.5, Ascii.parseDouble("-.5"));
    assertEquals(6.0, Ascii.parseDouble("+6."));
    assertEquals(0.001, Ascii.parseDouble("1e-3"));
    for (String bad : new String[] {"", ".", "-", "7.5d", "7.5f", "0x1p3", "Infinity", "NaN", " 7", "7 ", "1.2.3",
        "1e", "e5", "1e+", "\u0663.5"}) {
      assertThrows(NumberFormatException.class, () -> Ascii.parseDouble(bad), bad);
    }
    GtpError komi = assertThrows(GtpError.class, () -> GtpEngine.number("7.5d", -100, 100));
    assertTrue(komi.getMessage().contains("'7.5d'"), komi.getMessage());
  }

  @Test
  void optionsEngineSpecsGameSpecsAndGtpNumbersRefuseOtherScripts() {
    Option<Long> time = Option.longInteger("time", 1L, 0L, 100L, "ms");
    Option<Integer> depth = Option.integer("depth", 1, 0, 100, "plies");
    for (String bad : OTHER_SCRIPTS) {
      assertThrows(IllegalArgumentException.class, () -> time.parse(bad), bad);
      assertThrows(IllegalArgumentException.class, () -> depth.parse(bad), bad);
      assertThrows(IllegalArgumentException.class,
          () -> Engines.create(new TicTacToe(), EngineSpec.parse("negascout:depth=" + bad)), bad);
      assertThrows(GtpError.class, () -> GtpEngine.integer(bad, -100, 100), bad);
      OptionSet params = new OptionSet("g parameters", List.of(depth));
      assertThrows(GameException.class, () -> GameSpec.parse("g(depth=" + bad + ")").parameters(params), bad);
    }
  }
}
