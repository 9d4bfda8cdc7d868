package org.gametree.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.search.EndgameSolver;
import org.gametree.othello.search.ParallelEndgameSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gametree solve}: the exact value of a position, for games that can solve. */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = "Solve a position exactly (Othello endgames, small connect games).")
final class SolveCommand implements Callable<Integer> {
  @Mixin
  GameArgs args;

  @Option(names = "--time", paramLabel = "MS", description = "Give up after this many milliseconds.")
  Long time;

  @Option(names = "--nodes", paramLabel = "N", description = "Give up after about this many nodes.")
  Long nodes;

  @Option(names = "--threads", paramLabel = "K",
      description = "Threads for the Othello endgame solver (default 1).")
  Integer threads;

  @Option(names = "--hash", paramLabel = "MB",
      description = "Transposition table size in MB for the Othello endgame solver (default 48).")
  Integer hash;

  @Option(names = "--wld", description = "Othello: prove only win, draw or loss (value +1, 0 or -1), far cheaper "
      + "than the exact margin.")
  boolean wld;

  @Option(names = "--json", description = "Print one JSON object {game, score, bestMove, nodes, millis}.")
  boolean json;

  @Override
  public Integer call() {
    return run(args.game());
  }

  @SuppressWarnings("unchecked")
  private <S extends GameState> int run(Game<S> game) {
    if (!(game instanceof Solvable)) {
      throw new UserError(game.id() + " has no exact solver");
    }
    S state = args.state(game);
    SearchLimits limits = SearchLimits.infinite();
    if (time != null) {
      limits = limits.withTime(Duration.ofMillis(time));
    }
    if (nodes != null) {
      limits = limits.withNodes(nodes);
    }
    Solvable.SolveResult r = game instanceof OthelloGame && (threads != null || hash != null || wld)
        ? solveOthello((OthelloState) state, limits)
        : ((Solvable<S>) game).solve(state, limits);
    String best = r.bestMove() < 0 ? null : state.moveToString(r.bestMove());
    long millis = r.elapsed().toMillis();
    if (json) {
      System.out.println(new Json().put("game", game.id()).put("score", r.value()).put("bestMove", best)
          .put("nodes", r.nodes()).put("millis", millis).put("proven", r.proven()));
    } else {
      System.out.printf("%s %+d  bestmove %s  nodes %d  time %d ms%s%n", r.proven() ? "value" : "bound",
          r.value(), best == null ? "(none)" : best, r.nodes(), millis, r.proven() ? "" : "  (budget ran out)");
    }
    return 0;
  }

  /**
   * Othello on the parallel solver with the table size and window asked for ({@code Solvable} has no place for threads or a table
   * size, so the command calls the solver itself).
   */
  private Solvable.SolveResult solveOthello(OthelloState state, SearchLimits limits) {
    int k = threads == null ? 1 : threads;
    if (k < 1) {
      throw new UserError("--threads must be at least 1");
    }
    long entries = (hash == null ? 48L : hash) * (1L << 20) / 24;
    if (entries < 2) {
      throw new UserError("--hash must be at least 1 MB");
    }
    int bits = Math.min(30, 63 - Long.numberOfLeadingZeros(entries));
    long start = System.nanoTime();
    long deadline = limits.maxTime() == null ? Long.MAX_VALUE : start + limits.maxTime().toNanos();
    try (ParallelEndgameSolver solver = new ParallelEndgameSolver(k, bits)) {
      int alpha = wld ? -1 : -64;
      int beta = wld ? 1 : 64;
      EndgameSolver.Result r = solver.solve(state.player(), state.opponent(), alpha, beta, limits.maxNodes(), null,
          deadline);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      return r == null ? new Solvable.SolveResult(0, -1, solver.nodes(), elapsed, false)
          : new Solvable.SolveResult(wld ? Integer.signum(r.score()) : r.score(), r.bestMove(), r.nodes(), elapsed,
              true);
    }
  }
}
