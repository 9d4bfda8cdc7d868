package org.gametree.go;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import org.gametree.core.GameException;
import org.gametree.go.module.GoProvider;

/**
 * Mutated SGF records (characters inserted, deleted and replaced, brackets and escapes among them; deep nesting) read
 * by {@link Sgf} and {@link GoGame#parsePosition}: the only failure allowed is a typed {@link GameException}.
 */
class SgfFuzzTest {
  @Property(tries = 300)
  void mutatedRecordsAreReadOrRefusedWithATypedException(@ForAll("records") String text) {
    read(text);
  }

  @Property(tries = 5000)
  @Tag("slow")
  void mutatedRecordsAreReadOrRefusedWithATypedExceptionAtVolume(@ForAll("records") String text) {
    read(text);
  }

  private static void read(String text) {
    try {
      Sgf.Tree tree = Sgf.parse(text);
      GoGame game = Sgf.gameOf(tree, GoRules.PSK, 7);
      Sgf.toState(game, tree);
    } catch (GameException e) {
      // refused, with a typed exception: fine
    }
    try {
      GoProvider.game(9, 7, GoRules.PSK).parsePosition(text);
    } catch (GameException e) {
      // fine
    }
  }

  /** A record of a seeded random game on a small board, with setup and variations, then mutated. */
  @Provide
  Arbitrary<String> records() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 12)).as((seed, mutations) -> {
      SplittableRandom rng = new SplittableRandom(seed);
      int size = List.of(5, 7, 9).get(rng.nextInt(3));
      GoGame game = GoProvider.game(size, 6.5, GoRules.PSK);
      GoState s = game.newInitialState();
      if (rng.nextBoolean()) {
        s.setup(new int[] {rng.nextInt(size * size)}, new int[0], 1);
      }
      int[] buf = new int[size * size + 1];
      for (int i = rng.nextInt(30); i > 0 && !s.isTerminal(); i--) {
        s.play(buf[rng.nextInt(s.legalMoves(buf))]);
      }
      StringBuilder b = new StringBuilder(Sgf.write(s).strip());
      if (rng.nextInt(4) == 0) {
        b.insert(b.length() - 1, "(;B[aa]C[a \\] comment](;W[bb]))");
      }
      if (rng.nextInt(20) == 0) { // deeper than any call stack: the reader must not recurse
        int depth = 20_000 + rng.nextInt(80_000);
        b.insert(b.length() - 1, "(;C[x]".repeat(depth) + ")".repeat(rng.nextBoolean() ? depth : depth / 2));
      }
      String alphabet = "();[]\\:ABWKMSZPLtaz09.-+eEN \n";
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
