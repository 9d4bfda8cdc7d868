package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.Score;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.junit.jupiter.api.Test;

/**
 * {@link ConnectState#candidateMoves(int[])}, the search's relevance zone: legal, a subset of the legal moves, every
 * winning and every blocking cell included, restored by undo and equal to a position rebuilt from scratch, and a
 * search restricted to it still finds forced blocks and wins.
 */
class CandidateMovesTest {
  private static final ConnectGame[] GAMES = {ConnectGame.connect6(), ConnectGame.gomoku(),
      new ConnectGame(15, 15, 5, 1, 1, true), new ConnectGame(12, 10, 5, 2, 1), new ConnectGame(7, 7, 4, 2, 1),
      ConnectGame.tictactoe(), new ConnectGame(11, 11, 6, 3, 2)};

  /** Random play biased towards the stones, so that lines and threats appear. */
  private static int nextMove(ConnectState s, SplittableRandom rnd, int[] buf) {
    int n = rnd.nextInt(3) == 0 ? s.legalMoves(buf) : s.candidateMoves(buf, 1);
    return buf[rnd.nextInt(n)];
  }

  private static BitSet set(int[] cells, int n) {
    BitSet b = new BitSet();
    for (int i = 0; i < n; i++) {
      b.set(cells[i]);
    }
    return b;
  }

  /** The cells where one more stone of {@code player} completes a line (brute force: play every empty cell). */
  private static BitSet oneStoneWins(ConnectState s, int player) {
    ConnectGame g = s.game();
    BitSet wins = new BitSet();
    for (int c = 0; c < g.moveSpace(); c++) {
      if (s.at(c) != 0) {
        continue;
      }
      ConnectState t = s.copy();
      t.setTurn(player, 1, -1);
      t.playUnchecked(c);
      if (t.winner() == player) {
        wins.set(c);
      }
    }
    return wins;
  }

  /** The empty cells of {@code player}'s threat windows for {@code stones} stones, found by {@link Threats}. */
  private static BitSet threatCells(ConnectState s, int player, int stones) {
    ConnectGame g = s.game();
    Threats threats = new Threats(g);
    BitSet cells = new BitSet();
    int n = threats.collect(s, player, stones);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < g.k(); j++) {
        int c = g.windows().cell(threats.window(i), j);
        if (s.at(c) == 0) {
          cells.set(c);
        }
      }
    }
    return cells;
  }

  private static void checkPosition(ConnectState s, int[] buf) {
    ConnectGame g = s.game();
    int n = s.candidateMoves(buf);
    BitSet cand = set(buf, n);
    assertEquals(n, cand.cardinality(), "candidates are distinct in\n" + s);
    BitSet legal = set(buf, s.legalMoves(buf));
    assertTrue(n > 0, "some candidate while the game goes on\n" + s);
    BitSet outside = (BitSet) cand.clone();
    outside.andNot(legal);
    assertTrue(outside.isEmpty(), "candidates " + outside + " are not legal in\n" + s);

    int me = s.currentPlayer();
    BitSet ownWins = threatCells(s, me, s.stonesLeft());
    BitSet missing = (BitSet) ownWins.clone();
    missing.or(oneStoneWins(s, me));
    missing.andNot(cand);
    assertTrue(missing.isEmpty(), "own winning cells " + missing + " missing in\n" + s);
    if (!ownWins.isEmpty()) {
      return; // the mover wins: blocking does not matter
    }
    BitSet blocks = threatCells(s, me ^ 1, g.p());
    if (g.p() == 1) {
      assertEquals(oneStoneWins(s, me ^ 1), blocks, "gomoku-style threats are the opponent's one-stone wins\n" + s);
    }
    missing = (BitSet) blocks.clone();
    missing.andNot(cand);
    assertTrue(missing.isEmpty(), "blocking cells " + missing + " missing in\n" + s);
    if (!blocks.isEmpty()) {
      return;
    }
    if (g.moveSpace() <= ConnectGame.SMALL_BOARD_CELLS) {
      assertEquals(legal, cand, "small boards: every empty cell\n" + s);
      return;
    }
    if (s.stoneCount() == 0) {
      assertEquals(1, n);
      assertEquals(g.cell(g.width() / 2, g.height() / 2), cand.nextSetBit(0));
      return;
    }
    BitSet near = set(buf, s.candidateMoves(buf, ConnectGame.DEFAULT_ZONE_RADIUS));
    missing = (BitSet) near.clone();
    missing.andNot(cand);
    assertTrue(missing.isEmpty(), "cells near stones " + missing + " missing in\n" + s);
  }

  @Property(tries = 40)
  void candidatesAreLegalAndIncludeEveryWinAndBlockAndUndoRestoresThem(
      @ForAll @IntRange(min = 0, max = 6) int which, @ForAll long seed) {
    ConnectGame g = GAMES[which];
    SplittableRandom rnd = new SplittableRandom(seed);
    ConnectState s = g.newInitialState();
    int[] buf = new int[g.maxLegalMoves()];
    ArrayDeque<int[]> seen = new ArrayDeque<>();
    while (!s.isTerminal() && s.stoneCount() < 60) {
      checkPosition(s, buf);
      int[] cand = Arrays.copyOf(buf, s.candidateMoves(buf));
      ConnectState rebuilt = g.parsePosition(g.formatPosition(s));
      assertArrayEquals(cand, Arrays.copyOf(buf, rebuilt.candidateMoves(buf)), "same as from scratch\n" + s);
      assertArrayEquals(cand, Arrays.copyOf(buf, s.copy().candidateMoves(buf)), "same in a copy\n" + s);
      seen.push(cand);
      s.play(nextMove(s, rnd, buf));
    }
    assertEquals(0, s.isTerminal() ? s.candidateMoves(buf) : 0);
    while (!seen.isEmpty()) {
      s.undo();
      assertArrayEquals(seen.pop(), Arrays.copyOf(buf, s.candidateMoves(buf)), "after undo\n" + s);
    }
  }

  @Test
  void winsComeAloneThenBlocksThenTheZone() {
    ConnectGame g = ConnectGame.connect6();
    int[] buf = new int[g.maxLegalMoves()];
    // X (to move, two stones) has four in a row on row 10: the two open ends of each window to complete.
    ConnectState win = Positions.of(g, "c10 d10 e10 f10", "c5 d5 e5 f5", 0, 2);
    assertEquals(Arrays.asList("a10", "b10", "g10", "h10"), texts(win, buf, win.candidateMoves(buf)));
    // The same with O to move: O's own four comes first.
    ConnectState both = Positions.of(g, "c10 d10 e10 f10", "c5 d5 e5 f5", 1, 2);
    assertEquals(Arrays.asList("a5", "b5", "g5", "h5"), texts(both, buf, both.candidateMoves(buf)));
    // O without a line of its own must block X's four.
    ConnectState block = Positions.of(g, "c10 d10 e10 f10", "c5 k15", 1, 2);
    assertEquals(Arrays.asList("a10", "b10", "g10", "h10"), texts(block, buf, block.candidateMoves(buf)));
    // Nothing to complete: the zone around the stones (24 around one stone at radius 2).
    ConnectState quiet = Positions.of(g, "j10", "", 1, 2);
    assertEquals(24, quiet.candidateMoves(buf));
  }

  @Test
  void farCellsThatMakeAThreatJoinTheZone() {
    ConnectGame g = ConnectGame.connect6();
    int[] buf = new int[g.maxLegalMoves()];
    // X's three d10 e10 f10: i10 (distance 3) turns the window d10..i10 into a threat window.
    ConnectState s = Positions.of(g, "d10 e10 f10", "k3", 1, 2);
    assertTrue(texts(s, buf, s.candidateMoves(buf)).contains("i10"));
    assertTrue(texts(s, buf, s.candidateMoves(buf)).contains("a10"));
    assertTrue(!texts(s, buf, s.candidateMoves(buf)).contains("j10"));
  }

  private static java.util.List<String> texts(ConnectState s, int[] buf, int n) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(s.moveToString(buf[i]));
    }
    java.util.Collections.sort(out);
    return out;
  }

  private static SearchResult search(ConnectGame g, ConnectState s, int depth, boolean candidates) {
    try (Searcher<ConnectState> searcher = Search.builder(g).candidateMoves(candidates).build()) {
      return searcher.search(s, SearchLimits.depth(depth), null);
    }
  }

  @Test
  void searchWithCandidatesBlocksAForcedLossAndFindsAWin() {
    ConnectGame g = ConnectGame.gomoku();
    // O has four (e8..h8) open at i8 only; X must take i8 (the evaluation alone would rather extend its own three).
    ConnectState block = Positions.of(g, "d8 e5 f5 g5 j10", "e8 f8 g8 h8", 0, 1);
    for (int depth = 2; depth <= 4; depth++) {
      SearchResult r = search(g, block, depth, true);
      assertEquals("i8", block.moveToString(r.bestMove()), "depth " + depth);
      assertTrue(!Score.isLoss(r.score()), "blocking holds at depth " + depth);
    }
    // X's open three e5 f5 g5 (d5 and h5 empty) with O to move elsewhere ... X to move makes an open four and wins in
    // three plies whatever O does: found with the candidates below the root.
    ConnectState win = Positions.of(g, "e5 f5 g5 a15", "e8 f9 k12 m3", 0, 1);
    SearchResult r = search(g, win, 3, true);
    assertEquals(Score.win(3), r.score());
    assertTrue(Arrays.asList("d5", "h5").contains(win.moveToString(r.bestMove())), win.moveToString(r.bestMove()));
    assertEquals(r.score(), search(g, win, 3, false).score(), "the same value with every cell searched");

    // Connect6: O's four (two stones short) must be blocked with both of X's stones, in either order.
    ConnectGame c6 = ConnectGame.connect6();
    ConnectState twoStones = Positions.of(c6, "j10 k11", "c3 d3 e3 f3", 0, 2);
    SearchResult b = search(c6, twoStones, 3, true);
    assertTrue(Arrays.asList("a3", "b3", "g3", "h3").contains(twoStones.moveToString(b.bestMove())),
        twoStones.moveToString(b.bestMove()));
    assertTrue(!Score.isLoss(b.score()));
  }
}
