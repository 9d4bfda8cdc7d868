package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Play/undo, copies, hashes and the position format on random games of several connect variants. */
class PlayUndoPropertiesTest {
  private static final ConnectGame[] GAMES = {ConnectGame.tictactoe(), new ConnectGame(7, 7, 4, 2, 1),
      new ConnectGame(9, 9, 5, 1, 1, true), new ConnectGame(6, 5, 3, 3, 2)};

  @Property(tries = 60)
  void randomGamesUndoToTheStartAndRoundTripEveryPosition(@ForAll @IntRange(min = 0, max = 3) int which,
      @ForAll long seed) {
    ConnectGame g = GAMES[which];
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
    ConnectState s = g.newInitialState();
    String start = g.formatPosition(s);
    long startHash = s.hash();
    int[] buf = new int[g.maxLegalMoves()];
    java.util.ArrayDeque<String> texts = new java.util.ArrayDeque<>();
    java.util.ArrayDeque<Long> hashes = new java.util.ArrayDeque<>();
    int plies = 0;
    while (!s.isTerminal()) {
      texts.push(g.formatPosition(s));
      hashes.push(s.hash());
      int n = s.legalMoves(buf);
      int mv = buf[rnd.nextInt(n)];
      assertTrue(s.isLegal(mv));
      assertEquals(mv, s.parseMove(s.moveToString(mv)));
      s.play(mv);
      plies++;
      ConnectState back = g.parsePosition(g.formatPosition(s));
      assertEquals(s, back);
      assertEquals(s.hash(), back.hash());
      assertEquals(s.isTerminal(), back.isTerminal());
      assertEquals(s.copy().hash(), s.hash());
    }
    assertEquals(plies, s.plyCount());
    for (int i = 0; i < plies; i++) {
      s.undo();
      assertEquals(texts.pop(), g.formatPosition(s));
      assertEquals((long) hashes.pop(), s.hash());
    }
    assertEquals(start, g.formatPosition(s));
    assertEquals(startHash, s.hash());
  }

  @Test
  void ticTacToePerftMatchesTheKnownCounts() {
    ConnectGame g = ConnectGame.tictactoe();
    long[] expected = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
    for (int d = 0; d < expected.length; d++) {
      assertEquals(expected[d], g.perft(g.newInitialState(), d, false), "depth " + d);
    }
  }
}
