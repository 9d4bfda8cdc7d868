package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.match.Json;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gametree search}: one search from a position, with progress per iteration. */
@Command(name = "search", mixinStandardHelpOptions = true,
    description = "Search a position and print the best move, its score and the principal variation.")
final class SearchCommand implements Callable<Integer> {
  @Mixin
  GameArgs args;

  @Mixin
  EngineArgs engine;

  @Option(names = "--json",
      description = "Print one JSON object {game, bestMove, score, scoreUnit, depth, nodes, millis, pv, side, value,"
          + " scoreText, resigned} on the last line; scoreUnit is proven, winrate (MCTS) or evaluation; value is the"
          + " score typed for the side to move: {kind: heuristic, value, unit, playerValue, playerUnit},"
          + " {kind: winrate, winRate, visits} or {kind: proven, result, plies, margin, marginUnit}.")
  boolean json;

  @Override
  public Integer call() {
    return run(args.game());
  }

  private <S extends GameState> int run(Game<S> game) {
    S state = args.state(game);
    if (state.isTerminal()) {
      throw new UserError("the position is already finished: nothing to search");
    }
    try (SearchEngine<S> e = engine.build(game)) {
      SearchResult r = e.searcher().search(state, e.limits(), info -> {
        if (!json) {
          printIteration(game, state, info);
        }
      });
      List<String> pv = moves(state, r.principalVariation());
      long millis = r.elapsed().toMillis();
      double winProbability = winProbability(game, e.spec(), r);
      String side = Sides.name(game, state.currentPlayer());
      String scoreText = r.value().describe(side) + (r.resigned() ? " (resigns)" : "");
      if (json) {
        ObjectNode out = Json.object().put("game", game.id())
            .put("bestMove", r.bestMove() < 0 ? null : state.moveToString(r.bestMove()))
            .put("score", r.score())
            .put("scoreUnit", r.scoreUnit())
            .put("depth", r.depth()).put("nodes", r.nodes()).put("millis", millis)
            .putPOJO("pv", pv);
        if (!Double.isNaN(winProbability)) {
          out.put("winProbability", Math.round(winProbability * 1e4) / 1e4);
        }
        Sides.putTyped(out, side, r.value(), scoreText).put("resigned", r.resigned());
        System.out.println(Json.toJson(out));
      } else {
        System.out.printf("bestmove %s  score %s  depth %d  nodes %d  time %d ms  nps %d%s%n",
            r.bestMove() < 0 ? "(none)" : state.moveToString(r.bestMove()), scoreText, r.depth(),
            r.nodes(), millis, r.nodesPerSecond(),
            Double.isNaN(winProbability) ? "" : String.format(java.util.Locale.ROOT, "  P(win) %.3f", winProbability));
        System.out.println("pv " + String.join(" ", pv));
      }
    }
    return 0;
  }

  /**
   * The probability of winning an evaluator's score stands for, where the evaluator gives scores that meaning (e.g.
   * Othello's {@code eval=bayes}): 1 or 0 for a proven win or loss; NaN otherwise, and for MCTS, whose win rate is
   * in the typed value.
   */
  private static <S extends GameState> double winProbability(Game<S> game, EngineSpec spec, SearchResult r) {
    if (r.scoreUnit().equals("winrate")) {
      return Double.NaN;
    }
    Evaluator<S> evaluator = game.evaluator(spec.params().getOrDefault("eval", "default"));
    if (Score.isDecisive(r.score()) && !Double.isNaN(evaluator.winProbability(0))) {
      return r.score() > 0 ? 1 : 0;
    }
    return evaluator.winProbability(r.score());
  }

  private static <S extends GameState> void printIteration(Game<S> game, S state, SearchInfo info) {
    System.out.printf("depth %2d  score %s  nodes %12d  time %7d ms  nps %10d  pv %s%n", info.depth(),
        info.value().describe(Sides.name(game, state.currentPlayer())), info.nodes(), info.elapsed().toMillis(),
        info.nodesPerSecond(), String.join(" ", moves(state, info.principalVariation())));
  }

  /** Move texts of a line played from {@code state}, which is left as it was. */
  static List<String> moves(GameState state, int[] line) {
    List<String> out = new ArrayList<>(line.length);
    int played = 0;
    try {
      for (int move : line) {
        if (!state.isLegal(move)) {
          break;
        }
        out.add(state.moveToString(move));
        state.playUnchecked(move);
        played++;
      }
    } finally {
      for (int i = 0; i < played; i++) {
        state.undo();
      }
    }
    return out;
  }
}
