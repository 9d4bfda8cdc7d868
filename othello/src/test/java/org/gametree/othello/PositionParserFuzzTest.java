package org.gametree.othello;

import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import org.gametree.core.PositionFormatException;
import org.gametree.othello.module.OthelloProvider;

/**
 * Mutated OBF lines and GGF games read by {@link OthelloGame#parsePosition}: each is read or refused with a
 * {@link PositionFormatException}; nothing else escapes.
 */
class PositionParserFuzzTest {
  private final OthelloGame game = OthelloProvider.game();

  @Property(tries = 300)
  void mutatedPositionsAreReadOrRefusedWithATypedException(@ForAll("positions") String text) {
    read(text);
  }

  @Property(tries = 5000)
  @Tag("slow")
  void mutatedPositionsAreReadOrRefusedWithATypedExceptionAtVolume(@ForAll("positions") String text) {
    read(text);
  }

  private void read(String text) {
    try {
      OthelloState s = game.parsePosition(text);
      game.formatPosition(s);
    } catch (PositionFormatException e) {
      // refused with the typed exception: fine
    }
  }

  @Provide
  Arbitrary<String> positions() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 8)).as((seed, mutations) -> {
      SplittableRandom rng = new SplittableRandom(seed);
      OthelloState s = OthelloState.initial();
      int[] buf = new int[65];
      for (int i = rng.nextInt(61); i > 0 && !s.isTerminal(); i--) {
        s.play(buf[rng.nextInt(s.legalMoves(buf))]);
      }
      StringBuilder b = new StringBuilder(rng.nextBoolean() ? Notation.toObf(s) : Notation.toGgf(s));
      String alphabet = "();[]*OX-.wbBW8 ABCDEFGHPa19/%\n";
      for (int m = 0; m < mutations && b.length() > 0; m++) {
        int at = rng.nextInt(b.length());
        char c = alphabet.charAt(rng.nextInt(alphabet.length()));
        switch (rng.nextInt(3)) {
          case 0:
            b.insert(at, c);
            break;
          case 1:
            b.deleteCharAt(at);
            break;
          default:
            b.setCharAt(at, c);
        }
      }
      return b.toString();
    });
  }
}
