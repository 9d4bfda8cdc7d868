package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import org.gametree.core.PositionFormatException;

/**
 * Mutated FENs: the parser either refuses one with a {@link PositionFormatException} or returns a position it can
 * write back and read again unchanged, with one general a side and no more pieces of a kind than a side starts with;
 * it never throws anything else.
 */
public class FenFuzzTest {
  private static final XiangqiGame GAME = new XiangqiGame();
  private static final String PIECES = "KABNRCPkabnrcpHEhe123456789/ wbr-0x";

  @Property(tries = 300)
  void mutatedFensAreRefusedOrReadBackExactly(@ForAll long seed) {
    check(seed);
  }

  @Property(tries = 5000)
  @Tag("slow")
  void manyMutatedFens(@ForAll long seed) {
    check(seed);
  }

  private static void check(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    XiangqiState s = GAME.newInitialState();
    int[] buf = new int[XiangqiState.MAX_MOVES];
    for (int i = r.nextInt(60); i > 0 && !s.isTerminal(); i--) {
      int n = s.legalMoves(buf);
      if (n == 0) {
        break;
      }
      s.play(buf[r.nextInt(n)]);
    }
    String fen = Fen.format(s);
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      fen = mutate(fen, r);
    }
    XiangqiState parsed;
    try {
      parsed = Fen.parse(fen);
    } catch (PositionFormatException e) {
      assertTrue(e.getMessage() != null && e.getMessage().length() < 200, e.getMessage());
      return;
    }
    String back = Fen.format(parsed);
    assertEquals(back, Fen.format(Fen.parse(back)), fen);
    int[][] count = new int[2][128];
    for (char c : back.split(" ")[0].toCharArray()) {
      if (Character.isLetter(c)) {
        count[Character.isUpperCase(c) ? 0 : 1][Character.toLowerCase(c)]++;
      }
    }
    for (int side = 0; side < 2; side++) {
      assertEquals(1, count[side]['k'], fen);
      for (char c : "abnrc".toCharArray()) {
        assertTrue(count[side][c] <= 2, fen);
      }
      assertTrue(count[side]['p'] <= 5, fen);
    }
  }

  /** One random edit of {@code fen}: a character replaced, deleted, inserted or doubled, or a part repeated. */
  public static String mutate(String fen, SplittableRandom r) {
    if (fen.isEmpty()) {
      return String.valueOf(PIECES.charAt(r.nextInt(PIECES.length())));
    }
    int at = r.nextInt(fen.length());
    char c = PIECES.charAt(r.nextInt(PIECES.length()));
    return switch (r.nextInt(6)) {
      case 0 -> fen.substring(0, at) + c + fen.substring(at + 1);
      case 1 -> fen.substring(0, at) + fen.substring(at + 1);
      case 2 -> fen.substring(0, at) + c + fen.substring(at);
      case 3 -> fen.substring(0, at) + fen.substring(at, Math.min(fen.length(), at + 1 + r.nextInt(12)))
          + fen.substring(at);
      case 4 -> fen.substring(0, at) + " " + (r.nextBoolean() ? "99999999999" : "-1") + fen.substring(at);
      default -> fen.replaceFirst("/", "/" + (r.nextBoolean() ? "R8/" : "P8/"));
    };
  }
}
