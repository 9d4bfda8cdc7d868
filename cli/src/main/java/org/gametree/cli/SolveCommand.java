package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.match.Json;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchScore;
import org.gametree.core.search.Solvable;
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

  @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
      description = "Solver threads, for games whose solver has them (Othello; default 1).")
  int threads;

  @Option(names = "--hash", paramLabel = "MB", defaultValue = "0",
      description = "The solver's table in MB (Othello; default 0 = the game's own size, 48 MB for Othello's "
          + "parallel solver).")
  int hash;

  @Option(names = "--wld", description = "Prove only win, draw or loss (value +1, 0 or -1); far cheaper than the "
      + "exact margin where the game's solver has such a mode (Othello).")
  boolean wld;

  @Option(names = "--json", description = "Print one JSON object {game, score, scoreUnit, bestMove, nodes, millis,"
      + " proven, side, value, scoreText}; scoreUnit is points (the game's final margin) or win-draw-loss (with --wld:"
      + " 1, 0, -1); value is the proven result typed for the side to move, {kind: proven, result, margin, marginUnit}"
      + " (null for a bound).")
  boolean json;

  @Override
  public Integer call() {
    return run(args.game());
  }

  @SuppressWarnings("unchecked")
  private <S extends GameState> int run(Game<S> game) {
    Solvable<S> solver = game.capability(Solvable.class).orElseThrow(() -> new UserError(game.id() + " has no exact solver"));
    S state = args.state(game);
    SearchLimits limits = SearchLimits.infinite();
    if (time != null) {
      limits = limits.withTime(Duration.ofMillis(time));
    }
    if (nodes != null) {
      limits = limits.withNodes(nodes);
    }
    Solvable.SolveSettings settings;
    try {
      settings = new Solvable.SolveSettings(threads, org.gametree.core.engine.Engines.fitsHeap(hash), wld);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    Solvable.SolveResult r;
    try (Progress progress = Progress.start("solve " + game.id(), -1, "", 0)) {
      r = solver.solve(state, limits, settings);
    }
    int value = wld ? Integer.signum(r.value()) : r.value();
    String best = r.bestMove() < 0 ? null : state.moveToString(r.bestMove());
    long millis = r.elapsed().toMillis();
    String side = Sides.name(game, state.currentPlayer());
    SearchScore.Proven typed = r.proven() ? typed(game, value) : null;
    String text = typed != null ? typed.describe(side)
        : String.format(java.util.Locale.ROOT, "%s %+d (a bound)", side, value);
    if (json) {
      ObjectNode out = Json.object().put("game", game.id()).put("score", value)
          .put("scoreUnit", wld ? "win-draw-loss" : "points").put("bestMove", best)
          .put("nodes", r.nodes()).put("millis", millis).put("proven", r.proven());
      System.out.println(Json.toJson(Sides.putTyped(out, side, typed, text)));
    } else {
      System.out.printf("%s %+d  %s  bestmove %s  nodes %d  time %d ms%s%n", r.proven() ? "value" : "bound",
          value, text, best == null ? "(none)" : best, r.nodes(), millis, r.proven() ? "" : "  (budget ran out)");
    }
    return 0;
  }

  /** An exact value for the side to move as a result, with its margin where the game scores one (not with --wld). */
  private SearchScore.Proven typed(Game<?> game, int value) {
    SearchScore.Result result = value > 0 ? SearchScore.Result.WIN
        : value < 0 ? SearchScore.Result.LOSS : SearchScore.Result.DRAW;
    int margin = wld || !game.scoresMargin() ? 0 : Math.abs(value);
    String unit = margin > 0 ? SearchScore.marginUnit(game.defaultEvaluator().unit()) : "";
    return new SearchScore.Proven(result, SearchScore.Proven.UNKNOWN_PLIES, margin, unit);
  }
}
