package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree bench}: a deterministic signature. Every bench position of every game (or one game) is searched by
 * single-threaded NegaScout to the game's bench depth with a fresh 16 MB table; the node total changes only when search
 * or move generation changes, and nodes/s is printed beside it.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Search fixed positions at fixed depth, single thread: a deterministic node total plus nodes/s.")
final class BenchCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "Only this game (default: every game).")
  String gameSpec;

  @Option(names = "--depth", paramLabel = "N", description = "Override each game's bench depth.")
  Integer depth;

  @Option(names = "--json", description = "Print one JSON object {nodes, millis, nps, games} on the last line.")
  boolean json;

  @Override
  public Integer call() {
    List<Game<?>> games = new ArrayList<>();
    if (gameSpec != null) {
      games.add(Games.byId(gameSpec));
    } else {
      Map<String, Game<?>> byId = new LinkedHashMap<>();
      for (GameProvider p : Games.providers()) {
        for (String name : p.names().stream().sorted().toList()) {
          Game<?> g = p.create(new GameSpec(name, Map.of()));
          byId.putIfAbsent(g.id(), g);
        }
      }
      games.addAll(byId.values());
    }
    long totalNodes = 0;
    long totalNanos = 0;
    ArrayNode rows = Json.array();
    long positions = games.stream().mapToLong(g -> g.benchPositions().size()).sum();
    try (Progress progress = Progress.start("bench", positions, "positions", 0)) {
      long[] done = {0};
      for (Game<?> game : games) {
        long[] r = bench(game, progress, done);
        totalNodes += r[0];
        totalNanos += r[1];
        long millis = r[1] / 1_000_000;
        rows.add(Json.object().put("game", game.id()).put("nodes", r[0]).put("millis", millis)
            .put("nps", nps(r[0], r[1])));
        if (!json) {
          progress.printAbove(System.out, String.format("%-28s nodes %,14d  time %7d ms  nps %,12d", game.id(), r[0],
              millis, nps(r[0], r[1])));
        }
      }
    }
    if (json) {
      ObjectNode out = Json.object().put("nodes", totalNodes)
          .put("millis", totalNanos / 1_000_000).put("nps", nps(totalNodes, totalNanos));
      out.set("games", rows);
      System.out.println(Json.toJson(out));
    } else {
      System.out.printf("bench: %d nodes  %d ms  %,d nodes/s%n", totalNodes, totalNanos / 1_000_000,
          nps(totalNodes, totalNanos));
    }
    return 0;
  }

  /** Searches {@code game}'s bench positions; {@code done[0]} counts positions over all games, for the progress. */
  private <S extends GameState> long[] bench(Game<S> game, Progress progress, long[] done) {
    long nodes = 0;
    long nanos = 0;
    int d = depth != null ? depth : game.benchDepth();
    for (String position : game.benchPositions()) {
      S state = game.parsePosition(position);
      try (Searcher<S> searcher = Search.builder(game).algorithm(Algorithm.NEGASCOUT).hashMegabytes(16).threads(1)
          .build()) {
        SearchResult r = searcher.search(state, SearchLimits.depth(d));
        nodes += r.nodes();
        nanos += r.elapsed().toNanos();
      }
      progress.step(++done[0], game.id());
    }
    return new long[] {nodes, nanos};
  }

  private static long nps(long nodes, long nanos) {
    return nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
  }
}
