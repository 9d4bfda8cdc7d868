package org.gametree.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.engine.SearchEngine;
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
      description = "Print one JSON object {game, bestMove, score, depth, nodes, millis, pv} on the last line.")
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
    try (SearchEngine<S> e = engine.build(game, "negascout:time=1000")) {
      SearchResult r = e.searcher().search(state, e.limits(), info -> {
        if (!json) {
          printIteration(state, info);
        }
      });
      List<String> pv = moves(state, r.principalVariation());
      long millis = r.elapsed().toMillis();
      if (json) {
        System.out.println(new Json().put("game", game.id())
            .put("bestMove", r.bestMove() < 0 ? null : state.moveToString(r.bestMove()))
            .put("score", r.score()).put("depth", r.depth()).put("nodes", r.nodes()).put("millis", millis)
            .put("pv", pv));
      } else {
        System.out.printf("bestmove %s  score %s  depth %d  nodes %d  time %d ms  nps %d%n",
            r.bestMove() < 0 ? "(none)" : state.moveToString(r.bestMove()), Score.toString(r.score()), r.depth(),
            r.nodes(), millis, r.nodesPerSecond());
        System.out.println("pv " + String.join(" ", pv));
      }
    }
    return 0;
  }

  private static <S extends GameState> void printIteration(S state, SearchInfo info) {
    System.out.printf("depth %2d  score %10s  nodes %12d  time %7d ms  nps %10d  pv %s%n", info.depth(),
        Score.toString(info.score()), info.nodes(), info.elapsed().toMillis(), info.nodesPerSecond(),
        String.join(" ", moves(state, info.principalVariation())));
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
