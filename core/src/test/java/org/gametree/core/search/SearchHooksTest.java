package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.Reference;
import org.gametree.core.toys.TacticalTreeGame;

/** The game hooks: quiescence, move scores, extensions and the exact solver. */
class SearchHooksTest {
  private static final Algorithm[] ALGORITHMS = {
    Algorithm.MINIMAX, Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF
  };

  @Property(tries = 30)
  void quiescenceValuesAgreeWithTheReferenceQuiescence(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 4) int depth,
      @ForAll boolean alternating,
      @ForAll @IntRange(min = 0, max = 1) int hashMegabytes) {
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 16, false);
    TacticalTreeGame.State root = game.newInitialState();
    int expected = TacticalTreeGame.value(root, depth, 0);
    for (Algorithm algorithm : ALGORITHMS) {
      try (Searcher<TacticalTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).hashMegabytes(hashMegabytes).selective(false).build()) {
        SearchResult result = searcher.search(root, SearchLimits.depth(depth));
        assertEquals(expected, result.score(), algorithm + " depth " + depth);
        assertEquals(0, root.plyCount());
      }
    }
  }

  /**
   * The principal variation goes on through the quiescence search: played out from the root, it ends in the position
   * whose static evaluation (seen from the root's mover) is the score, or in a finished game. Without a table every
   * node of the line was searched with the window that made its value exact.
   */
  @Property(tries = 30)
  void theLineEndsInTheQuietPositionWhoseEvaluationIsTheScore(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 4) int depth,
      @ForAll boolean alternating) {
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 16, false);
    TacticalTreeGame.State root = game.newInitialState();
    for (Algorithm algorithm : ALGORITHMS) {
      try (Searcher<TacticalTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).hashMegabytes(0).selective(false).build()) {
        SearchResult result = searcher.search(root, SearchLimits.depth(depth));
        int[] line = result.principalVariation();
        assertTrue(line.length >= 1 && line[0] == result.bestMove(), algorithm + " line");
        TacticalTreeGame.State leaf = root.copy();
        for (int move : line) {
          assertTrue(leaf.isLegal(move), algorithm + ": illegal line");
          leaf.play(move);
        }
        if (!leaf.isTerminal()) {
          int value = game.defaultEvaluator().evaluate(leaf);
          assertEquals(result.score(), leaf.currentPlayer() == root.currentPlayer() ? value : -value,
              algorithm + " depth " + depth + ", line of " + line.length);
        }
      }
    }
  }

  @Property(tries = 20)
  void extendedSearchesAgreeWithoutATableAndReturnLegalLines(@ForAll long seed, @ForAll boolean alternating) {
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 40, true);
    TacticalTreeGame.State root = game.newInitialState();
    long hash = root.hash();
    int[] scores = new int[ALGORITHMS.length];
    for (int i = 0; i < ALGORITHMS.length; i++) {
      try (Searcher<TacticalTreeGame.State> searcher =
          Search.builder(game).algorithm(ALGORITHMS[i]).quiescence(false).hashMegabytes(0).selective(false).build()) {
        SearchResult result = searcher.search(root, SearchLimits.depth(4));
        scores[i] = result.score();
        assertTrue(root.isLegal(result.bestMove()));
        assertEquals(hash, root.hash());
        TacticalTreeGame.State line = root.copy();
        for (int move : result.principalVariation()) {
          line.play(move);
        }
      }
    }
    // extensions depend on the path, so all algorithms search the same tree; a table could lend a position's
    // result from a path with more extensions, so this holds without one
    for (int score : scores) {
      assertEquals(scores[0], score);
    }
  }

  @Property(tries = 25)
  void solverReplacesTheSearchBelowIt(@ForAll long seed, @ForAll boolean alternating) {
    RandomTreeGame game = new RandomTreeGame(seed, alternating, 20);
    RandomTreeGame.State root = game.newInitialState();
    AtomicInteger calls = new AtomicInteger();
    // a solver that "sees" two plies further than the search does at ply 2
    ExactSolver<RandomTreeGame.State> solver = new ExactSolver<>() {
      @Override
      public boolean canSolve(RandomTreeGame.State state) {
        return state.plyCount() == 2;
      }

      @Override
      public int solve(RandomTreeGame.State state, int alpha, int beta, int ply) {
        calls.incrementAndGet();
        return Reference.value(state, 3, ply, game.defaultEvaluator(), game.maxLegalMoves());
      }
    };
    int expected = Reference.value(root, 5, 0, game.defaultEvaluator(), game.maxLegalMoves());
    for (Algorithm algorithm : ALGORITHMS) {
      try (Searcher<RandomTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).solver(solver).selective(false).build()) {
        assertEquals(expected, searcher.search(root, SearchLimits.depth(3)).score(), algorithm.toString());
      }
    }
    // only a result proven before ply 2 (a win or loss in one) spares the solver
    assertTrue(calls.get() > 0 || org.gametree.core.Score.isDecisive(expected));
  }

  @Property(tries = 15)
  void aMidgameSearchSolvesOnlyWhereTheSolverFindsItWorthwhile(@ForAll long seed) {
    RandomTreeGame game = new RandomTreeGame(seed, true, 20);
    RandomTreeGame.State root = game.newInitialState();
    AtomicInteger calls = new AtomicInteger();
    java.util.function.IntFunction<ExactSolver<RandomTreeGame.State>> fromPly = first -> new ExactSolver<>() {
      @Override
      public boolean canSolve(RandomTreeGame.State state) {
        return state.plyCount() >= first;
      }

      @Override
      public int solve(RandomTreeGame.State state, int alpha, int beta, int ply) {
        calls.incrementAndGet();
        return Reference.value(state, 1, ply, game.defaultEvaluator(), game.maxLegalMoves());
      }

      @Override
      public boolean worthSolving(RandomTreeGame.State state, int depth) {
        return false;
      }
    };
    int plain;
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(game).build()) {
      plain = searcher.search(root, SearchLimits.depth(4)).score();
    }
    // the root is beyond the solver (it accepts ply 2 on): a midgame search, and it never finds solving worthwhile
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(game).solver(fromPly.apply(2)).build()) {
      assertEquals(plain, searcher.search(root, SearchLimits.depth(4)).score());
    }
    assertEquals(0, calls.get());
    // the solver accepts the root: it takes every node it accepts, worthwhile or not
    try (Searcher<RandomTreeGame.State> searcher = Search.builder(game).solver(fromPly.apply(0)).build()) {
      searcher.search(root, SearchLimits.depth(4));
    }
    assertTrue(calls.get() > 0);
  }

  /**
   * A solver that reports work makes the search check its stop signal right after the call, not only every few
   * hundred nodes: raised during the 150th call (as a clock running out while the solver works), the search makes
   * at most one more descent (one call per ply) before it unwinds. Reporting no work, it runs on to its next poll.
   */
  @org.junit.jupiter.api.Test
  void aSolverReportingWorkLetsTheSearchStopRightAfterIt() {
    RandomTreeGame game = new RandomTreeGame(5, true, 40);
    for (long work : new long[] {1_000, 0}) {
      StopSignal stop = new StopSignal();
      AtomicInteger calls = new AtomicInteger();
      AtomicInteger afterStop = new AtomicInteger();
      ExactSolver<RandomTreeGame.State> solver = new ExactSolver<>() {
        @Override
        public boolean canSolve(RandomTreeGame.State state) {
          if (stop.isRaised()) {
            afterStop.incrementAndGet();
          } else if (calls.incrementAndGet() == 150) {
            stop.raise();
          }
          return false;
        }

        @Override
        public int solve(RandomTreeGame.State state, int alpha, int beta, int ply) {
          throw new AssertionError("never accepted");
        }

        @Override
        public long lastWork() {
          return work;
        }
      };
      // exact (selective=off): the count of nodes between the stop and the next poll depends on no pruning's shape
      try (Searcher<RandomTreeGame.State> searcher = Search.builder(game).solver(solver).selective(false).build()) {
        SearchResult r = searcher.search(game.newInitialState(), SearchLimits.depth(12).withStop(stop));
        assertTrue(r.bestMove() >= 0);
      }
      if (work > 0) {
        assertTrue(afterStop.get() <= 12, afterStop.get() + " solver calls after the stop");
      } else {
        assertTrue(afterStop.get() > 12, "without reported work the search runs on to its poll: " + afterStop.get());
      }
    }
  }

  /**
   * The search hands the solver its stop poll: a solver that runs until the poll says stop (as a long exact solve
   * would) ends when the caller's signal is raised from another thread, and when the search's time runs out, on one
   * thread and on two. Without the poll reaching the solver, the first call would never return.
   */
  @org.junit.jupiter.api.Test
  void aLongSolveEndsWhenTheSearchIsStopped() {
    RandomTreeGame game = new RandomTreeGame(7, true, 20);
    for (int threads = 1; threads <= 2; threads++) {
      for (boolean byClock : new boolean[] {false, true}) {
        AtomicInteger polls = new AtomicInteger();
        ExactSolver<RandomTreeGame.State> solver = new ExactSolver<>() {
          @Override
          public boolean canSolve(RandomTreeGame.State state) {
            return true;
          }

          @Override
          public int solve(RandomTreeGame.State state, int alpha, int beta, int ply) {
            throw new AssertionError("the search passes its stop poll");
          }

          @Override
          public int solve(RandomTreeGame.State state, int alpha, int beta, int ply, java.util.function.BooleanSupplier stop) {
            while (!stop.getAsBoolean()) {
              polls.incrementAndGet();
              Thread.onSpinWait();
            }
            return 0;
          }
        };
        StopSignal signal = new StopSignal();
        SearchLimits limits = byClock ? SearchLimits.time(java.time.Duration.ofMillis(100))
            : SearchLimits.depth(8).withStop(signal);
        Thread raiser = new Thread(() -> {
          try {
            Thread.sleep(100);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          signal.raise();
        });
        int n = threads;
        SearchResult r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30),
            () -> {
              try (Searcher<RandomTreeGame.State> searcher = Search.builder(game).solver(solver).threads(n).build()) {
                if (!byClock) {
                  raiser.start();
                }
                return searcher.search(game.newInitialState(), limits);
              }
            });
        assertTrue(game.newInitialState().isLegal(r.bestMove()), "a legal move after the stop: " + r.bestMove());
        assertTrue(polls.get() > 0, "the solver ran until told to stop");
      }
    }
  }

  @org.junit.jupiter.api.Test
  void eachLazySmpThreadGetsItsOwnSolver() {
    RandomTreeGame game = new RandomTreeGame(3, true, 20);
    java.util.Set<Thread> sharedUse = java.util.concurrent.ConcurrentHashMap.newKeySet();
    AtomicInteger copies = new AtomicInteger();
    // each instance notes the first thread that solves with it; a solve from another thread is a shared solver
    class OneThreadSolver implements ExactSolver<RandomTreeGame.State> {
      private volatile Thread owner;

      @Override
      public boolean canSolve(RandomTreeGame.State state) {
        return state.plyCount() == 4;
      }

      @Override
      public int solve(RandomTreeGame.State state, int alpha, int beta, int ply) {
        Thread me = Thread.currentThread();
        if (owner == null) {
          owner = me;
        } else if (owner != me) {
          sharedUse.add(me);
        }
        return Reference.value(state, 1, ply, game.defaultEvaluator(), game.maxLegalMoves());
      }

      @Override
      public ExactSolver<RandomTreeGame.State> forThread() {
        copies.incrementAndGet();
        return new OneThreadSolver();
      }
    }
    OneThreadSolver solver = new OneThreadSolver();
    int single;
    try (Searcher<RandomTreeGame.State> searcher =
        Search.builder(game).algorithm(Algorithm.NEGASCOUT).selective(false).solver(solver).build()) {
      single = searcher.search(game.newInitialState(), SearchLimits.depth(6)).score();
    }
    try (Searcher<RandomTreeGame.State> searcher =
        Search.builder(game).algorithm(Algorithm.NEGASCOUT).selective(false).solver(new OneThreadSolver()).threads(2)
            .build()) {
      assertEquals(single, searcher.search(game.newInitialState(), SearchLimits.depth(6)).score());
    }
    assertTrue(copies.get() >= 1, "the helper thread asked for its own solver");
    assertTrue(sharedUse.isEmpty(), "a solver instance was called from two threads: " + sharedUse);
  }

  @Property(tries = 20)
  void nullMovesAreTriedWhereAllowedAndLeaveTheRootIntact(@ForAll long seed, @ForAll boolean alternating) {
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 60, false, true);
    TacticalTreeGame.State root = game.newInitialState();
    long hash = root.hash();
    boolean decided = false;
    boolean tiny = false;
    for (Algorithm algorithm : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF}) {
      try (Searcher<TacticalTreeGame.State> searcher =
          Search.builder(game).algorithm(algorithm).quiescence(false).lateMoveReductions(false).build()) {
        SearchResult result = searcher.search(root, SearchLimits.depth(7));
        decided |= org.gametree.core.Score.isDecisive(result.score());
        tiny |= result.nodes() < 500;
        assertTrue(root.isLegal(result.bestMove()));
        assertEquals(hash, root.hash());
        assertEquals(0, root.plyCount());
        TacticalTreeGame.State line = root.copy();
        for (int move : result.principalVariation()) {
          line.play(move);
        }
      }
    }
    // (a game decided within a few plies may end the deepening before any null move is worth trying, and in a tree
    // of a few dozen nodes no node may have its static evaluation above beta, which a null move also needs)
    assertTrue(decided || tiny || game.nullMovesPlayed.get() > 0, "no null move was tried");
  }

  @Property(tries = 20)
  void minimaxAndDisabledNullMovesNeverPassAndStayExact(
      @ForAll long seed, @ForAll boolean alternating, @ForAll @IntRange(min = 1, max = 5) int depth) {
    TacticalTreeGame game = new TacticalTreeGame(seed, alternating, 30, false, true);
    TacticalTreeGame.State root = game.newInitialState();
    int expected = Reference.value(root, depth, 0, game.defaultEvaluator(), game.maxLegalMoves());
    for (Algorithm algorithm : ALGORITHMS) {
      boolean nullMove = algorithm == Algorithm.MINIMAX; // on for MINIMAX, which must ignore it
      try (Searcher<TacticalTreeGame.State> searcher = Search.builder(game).algorithm(algorithm)
          .quiescence(false).selective(false).nullMove(nullMove).build()) {
        assertEquals(expected, searcher.search(root, SearchLimits.depth(depth)).score(), algorithm.toString());
      }
    }
    assertEquals(0, game.nullMovesPlayed.get());
  }
}
