package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable.SolveResult;
import org.gametree.othello.Ffo;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class EndgameSolverTest {
  private final OthelloGame game = OthelloProvider.game();

  static Stream<Ffo> ffo1to19() {
    return Ffo.load("/othello/fforum-1-19.obf", 1).stream();
  }

  @ParameterizedTest(name = "FFO #{0}")
  @MethodSource("ffo1to19")
  void solvesFfoPositionExactlyWithABestMoveFromTheTiedSet(Ffo ffo) {
    SolveResult r = OthelloSolver.INSTANCE.solve(game.parsePosition(ffo.obf()), SearchLimits.infinite());
    assertTrue(r.proven());
    assertEquals(ffo.best(), r.value(), "score of FFO #" + ffo.number());
    Integer moveScore = ffo.moveScores().get(r.bestMove());
    assertEquals(ffo.best(), moveScore == null ? Integer.MIN_VALUE : moveScore,
        "best move " + Notation.moveToString(r.bestMove()) + " of FFO #" + ffo.number());
  }

  /** #20–#39 (up to 26 empties): #38 is the largest, about 160 M nodes and 6 s; #39 is a wipe-out, 8 M nodes. */
  static Stream<Ffo> ffo20to39() {
    return Ffo.load("/othello/fforum-20-39.obf", 20).stream();
  }

  @ParameterizedTest(name = "FFO #{0}")
  @MethodSource("ffo20to39")
  void solvesFfoTwentyToThirtyNineExactly(Ffo ffo) {
    OthelloState s = game.parsePosition(ffo.obf());
    EndgameSolver.Result r = new EndgameSolver(20, 64).solve(s.player(), s.opponent());
    assertEquals(ffo.best(), r.score(), "score of FFO #" + ffo.number());
    assertEquals(ffo.best(), ffo.moveScores().getOrDefault(r.bestMove(), Integer.MIN_VALUE),
        "best move of FFO #" + ffo.number());
  }

  /** The published scores of FFO #40–#59, which the files' move lists must agree with. */
  private static final int[] PUBLISHED_40_TO_59 = {
      38, 0, 6, -12, -14, 6, -8, 4, 28, 16, 10, 6, 0, -2, -2, 0, 2, -10, 4, 64};

  static Stream<Ffo> ffo40to59() {
    List<Ffo> all = new java.util.ArrayList<>(Ffo.load("/othello/fforum-40-44.obf", 40));
    all.addAll(Ffo.load("/othello/fforum-45-59.obf", 45));
    return all.stream();
  }

  /** #40–#59 (20–34 empties): seconds to half an hour each, so benchmarks (the slow tag) rather than unit tests. */
  @ParameterizedTest(name = "FFO #{0}")
  @MethodSource("ffo40to59")
  @Tag("slow")
  void solvesFfoFortyToFiftyNineToThePublishedScores(Ffo ffo) {
    assertEquals(PUBLISHED_40_TO_59[ffo.number() - 40], ffo.best(), "move list of FFO #" + ffo.number());
    OthelloState s = game.parsePosition(ffo.obf());
    EndgameSolver.Result r = new EndgameSolver(22, 64).solve(s.player(), s.opponent());
    assertEquals(ffo.best(), r.score(), "score of FFO #" + ffo.number());
    assertEquals(ffo.best(), ffo.moveScores().getOrDefault(r.bestMove(), Integer.MIN_VALUE),
        "best move of FFO #" + ffo.number());
  }

  @Test
  void finishedGameSolvesToItsFinalMarginWithEmptiesToTheWinner() {
    // black owns everything but one square that nobody can take: 63-0 with one empty = +64
    String obf = "-" + "X".repeat(63) + " O";
    SolveResult r = OthelloSolver.INSTANCE.solve(game.parsePosition(obf), SearchLimits.infinite());
    assertEquals(-64, r.value());
    assertEquals(-1, r.bestMove());
  }

  @Test
  void solverAgreesWithPlainMinimaxFromOneToTenEmpties() {
    // every code path of the solver (last 1, 2, 3, 4 empties, the shallow search, the sorted search with its table)
    // is the root somewhere in this range, passes and early game ends included
    java.util.Random rnd = new java.util.Random(7);
    int[] moves = new int[64];
    EndgameSolver solver = new EndgameSolver(12, 14);
    for (int empties = 1; empties <= 10; empties++) {
      for (int k = 0; k < 40; k++) {
        OthelloState s = game.newInitialState();
        while (s.empties() > empties && !s.isTerminal()) {
          int n = s.legalMoves(moves);
          s.play(moves[rnd.nextInt(n)]);
        }
        assertEquals(minimax(s), solver.solve(s.player(), s.opponent()).score(), s.toString());
      }
    }
  }

  private static int minimax(OthelloState s) {
    return minimax(s.player(), s.opponent(), false);
  }

  /** Plain minimax on bitboards (no pruning, no ordering), with the pass and game-end rules spelled out. */
  private static int minimax(long p, long o, boolean passed) {
    long moves = org.gametree.othello.internal.Bits.moves(p, o);
    if (moves == 0) {
      return passed ? -org.gametree.othello.internal.Bits.finalScore(o, p) : -minimax(o, p, true);
    }
    int best = -100;
    for (; moves != 0; moves &= moves - 1) {
      int sq = Long.numberOfTrailingZeros(moves);
      long f = org.gametree.othello.internal.Bits.flips(p, o, sq);
      best = Math.max(best, -minimax(o ^ f, p | f | (1L << sq), false));
    }
    return best;
  }

  @Test
  void stableDiscsAreNeverFlippedInRandomPlayouts() {
    java.util.Random rnd = new java.util.Random(11);
    int[] moves = new int[64];
    for (int k = 0; k < 300; k++) {
      OthelloState s = game.newInitialState();
      int plies = 20 + rnd.nextInt(45);
      for (int i = 0; i < plies && !s.isTerminal(); i++) {
        s.play(moves[rnd.nextInt(s.legalMoves(moves))]);
      }
      long stableBlack = Stability.stable(s.black(), s.white());
      while (!s.isTerminal()) {
        s.play(moves[rnd.nextInt(s.legalMoves(moves))]);
        assertEquals(stableBlack, s.black() & stableBlack, "stable disc flipped");
      }
    }
  }

  @Test
  void fullLinesAgreeWithASquareBySquareWalk() {
    java.util.Random rnd = new java.util.Random(13);
    int[][] axes = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int k = 0; k < 5_000; k++) {
      // mostly full boards, so that full lines of every axis occur
      long filled = ~(rnd.nextLong() & rnd.nextLong() & rnd.nextLong() & (k % 2 == 0 ? rnd.nextLong() : -1L));
      long[] expected = new long[4];
      for (int sq = 0; sq < 64; sq++) {
        for (int a = 0; a < 4; a++) {
          boolean full = true;
          for (int dir = -1; dir <= 1; dir += 2) {
            for (int r = sq >> 3, c = sq & 7; r >= 0 && r < 8 && c >= 0 && c < 8;
                r += dir * axes[a][0], c += dir * axes[a][1]) {
              full &= (filled >>> (r * 8 + c) & 1) != 0;
            }
          }
          if (full) {
            expected[a] |= 1L << sq;
          }
        }
      }
      assertEquals(expected[0], Stability.fullRows(filled), "rows of " + filled);
      assertEquals(expected[1], Stability.fullColumns(filled), "columns of " + filled);
      assertEquals(expected[2], Stability.fullDiagonals9(filled), "a1-h8 diagonals of " + filled);
      assertEquals(expected[3], Stability.fullDiagonals7(filled), "a8-h1 diagonals of " + filled);
    }
  }

  /**
   * FFO #59 (34 empties) is a wipe-out, +64: the probe of the extremes proves it in thousands of nodes where the sign
   * search and its climb took 16 G. After its best move the side to move loses everything whatever it plays, so the
   * probe proves −64 there and any legal move is a best move.
   */
  @Test
  void wipeOutIsProvenByTheFirstProbeForEitherSide() {
    Ffo ffo = Ffo.load("/othello/fforum-45-59.obf", 45).get(59 - 45);
    OthelloState s = game.parsePosition(ffo.obf());
    EndgameSolver solver = new EndgameSolver(16, 64);
    EndgameSolver.Result r = solver.solve(s.player(), s.opponent(), 100_000, null);
    assertEquals(64, r.score());
    assertEquals(64, ffo.moveScores().getOrDefault(r.bestMove(), Integer.MIN_VALUE));

    OthelloState after = s.copy();
    after.play(r.bestMove());
    EndgameSolver.Result loss = solver.solve(after.player(), after.opponent(), 100_000, null);
    assertEquals(-64, loss.score());
    assertTrue(loss.bestMove() == OthelloState.PASS || after.isLegal(loss.bestMove()),
        "a move of the side to move: " + loss.bestMove());
  }

  @Test
  void cornerAndFullEdgeAreStable() {
    OthelloState s = game.parsePosition("X" + "-".repeat(55) + "OOOOOOOO" + " X");
    assertEquals(1L, Stability.stable(s.black(), s.white()));
    assertEquals(0xFF00000000000000L, Stability.stable(s.white(), s.black()));
  }

  @Test
  void nodeLimitEndsTheSolveUnproven() {
    List<Ffo> all = Ffo.load("/othello/fforum-40-44.obf", 40);
    SolveResult r = OthelloSolver.INSTANCE.solve(game.parsePosition(all.get(0).obf()), SearchLimits.nodes(100_000));
    assertTrue(!r.proven());
  }
}
