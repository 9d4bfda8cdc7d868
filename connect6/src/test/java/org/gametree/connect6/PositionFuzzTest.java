package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import org.gametree.core.PositionFormatException;

/**
 * Mutated connect positions: the parser either refuses one with a {@link PositionFormatException} or returns a
 * position it writes back and reads again unchanged; it never throws anything else.
 */
class PositionFuzzTest {
  private static final ConnectGame[] GAMES = {ConnectGame.connect6(), ConnectGame.gomoku(),
      new ConnectGame(7, 6, 4, 1, 1), ConnectGame.tictactoe()};
  private static final String ALPHABET = ".-XOxoQ \n12309";

  @Property(tries = 300)
  void mutatedPositionsAreRefusedOrReadBackExactly(@ForAll long seed) {
    check(seed);
  }

  @Property(tries = 5000)
  @Tag("slow")
  void manyMutatedPositions(@ForAll long seed) {
    check(seed);
  }

  private static void check(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    ConnectGame g = GAMES[r.nextInt(GAMES.length)];
    ConnectState s = g.newInitialState();
    int[] buf = new int[g.maxLegalMoves()];
    for (int i = r.nextInt(40); i > 0 && !s.isTerminal(); i--) {
      s.play(buf[r.nextInt(s.legalMoves(buf))]);
    }
    String text = g.formatPosition(s);
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      int at = r.nextInt(text.length());
      char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
      text = switch (r.nextInt(5)) {
        case 0 -> text.substring(0, at) + c + text.substring(at + 1);
        case 1 -> text.substring(0, at) + text.substring(at + 1);
        case 2 -> text.substring(0, at) + c + text.substring(at);
        case 3 -> text.substring(0, at) + " 99999999999" + text.substring(at);
        default -> text.substring(0, at) + text.substring(at, Math.min(text.length(), at + 1 + r.nextInt(30)))
            + text.substring(at);
      };
    }
    ConnectState parsed;
    try {
      parsed = g.parsePosition(text);
    } catch (PositionFormatException e) {
      assertTrue(e.getMessage() != null, text);
      return;
    }
    String back = g.formatPosition(parsed);
    ConnectState again = g.parsePosition(back);
    assertEquals(back, g.formatPosition(again), text);
    assertEquals(parsed.isTerminal(), again.isTerminal(), text);
  }
}
