package org.gametree.core.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class ProtocolsTest {
  @Test
  void printableReplacesControlCharactersAndLineSeparators() {
    assertEquals("a?b?c?d?e?f", Protocols.printable("a\nb\rc\u0085d\u2028e\u2029f"));
    assertEquals("tab?bell?nul?", Protocols.printable("tab\tbell\u0007nul\u0000"));
  }

  @Test
  void printableKeepsOrdinaryTextAsItIs() {
    String text = "move E5 \u5e05\u00e9";
    assertSame(text, Protocols.printable(text));
  }

  @Test
  void quotedClientInputIsOneShortLine() {
    String quoted = GtpEngine.quote("x\u2028".repeat(100));
    assertEquals(GtpEngine.QUOTE + 3, quoted.length());
    assertEquals(-1, quoted.indexOf('\u2028'));
  }
}
