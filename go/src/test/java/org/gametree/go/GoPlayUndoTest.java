package org.gametree.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.gametree.go.module.GoProvider;
import org.junit.jupiter.api.Test;

class GoPlayUndoTest {
  @Test
  void randomGamesUndoneToTheStartRestoreEveryPositionAndCopiesStayIndependent() {
    for (GoRules rules : GoRules.values()) {
      GoGame g = GoProvider.game(5, 7, rules);
      SplittableRandom random = new SplittableRandom(rules.ordinal());
      int[] moves = new int[g.maxLegalMoves()];
      for (int game = 0; game < 20; game++) {
        GoState s = g.newInitialState();
        long[] hashes = new long[400];
        String[] boards = new String[400];
        int plies = 0;
        while (!s.isTerminal() && plies < 300) {
          hashes[plies] = s.hash();
          boards[plies] = s.boardString();
          int n = s.legalMoves(moves);
          for (int i = 0; i < n; i++) {
            assertTrue(s.isLegal(moves[i]));
            assertEquals(moves[i], s.parseMove(s.moveToString(moves[i])));
          }
          int move = moves[random.nextInt(n)];
          if (move == g.passMove() && n > 1 && random.nextInt(4) != 0) {
            move = moves[random.nextInt(n - 1)];
          }
          s.play(move);
          plies++;
        }
        GoState copy = s.copy();
        assertEquals(s, copy);
        for (int p = plies - 1; p >= 0; p--) {
          s.undo();
          assertEquals(hashes[p], s.hash(), rules + " ply " + p);
          assertEquals(boards[p], s.boardString(), rules + " ply " + p);
        }
        assertEquals(plies, copy.plyCount());
        GoState back = g.parsePosition(g.formatPosition(copy));
        assertEquals(copy, back);
        assertEquals(copy.hash(), back.hash());
      }
    }
  }
}
