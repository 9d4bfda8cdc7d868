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
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.match.Json;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree bench}: a deterministic signature of what users run. Every bench position of every game (or one
 * game) is searched by the game's default engine ({@link Game#defaultEngineSpec()}) made deterministic
 * ({@link #deterministic}): its time limit replaced by the game's bench depth (MCTS: {@value #PLAYOUTS} playouts with
 * its seed), one thread, a fresh 16 MB table. The node total (MCTS: playouts) and a digest of every position's best
 * move, score and depth change only when search, evaluation or move generation changes; nodes/s is printed beside.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Search fixed positions at fixed depth, single thread: a deterministic node total plus nodes/s.")
final class BenchCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "Only this game (default: every game).")
  String gameSpec;

  @Option(names = "--depth", paramLabel = "N", description = "Override each game's bench depth.")
  Integer depth;

  @Option(names = "--json", description = "Print one JSON object {nodes, digest, millis, nps, games} on the last "
      + "line; each game's row names the engine spec searched.")
  boolean json;

  /** Playouts a position for an MCTS default engine. */
  static final long PLAYOUTS = 2000;

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
    long digest = FNV_OFFSET;
    ArrayNode rows = Json.array();
    long positions = games.stream().mapToLong(g -> g.benchPositions().size()).sum();
    try (Progress progress = Progress.start("bench", positions, "positions", 0)) {
      long[] done = {0};
      for (Game<?> game : games) {
        EngineSpec spec = deterministic(game, depth);
        long[] r = bench(game, spec, progress, done);
        totalNodes += r[0];
        totalNanos += r[1];
        digest = fold(digest, r[2]);
        long millis = r[1] / 1_000_000;
        rows.add(Json.object().put("game", game.id()).put("engine", spec.toString()).put("nodes", r[0])
            .put("digest", hex(r[2])).put("millis", millis).put("nps", nps(r[0], r[1])));
        if (!json) {
          progress.printAbove(System.out, String.format("%-28s nodes %,14d  time %7d ms  nps %,12d  %s", game.id(),
              r[0], millis, nps(r[0], r[1]), spec));
        }
      }
    }
    if (json) {
      ObjectNode out = Json.object().put("nodes", totalNodes).put("digest", hex(digest))
          .put("millis", totalNanos / 1_000_000).put("nps", nps(totalNodes, totalNanos));
      out.set("games", rows);
      System.out.println(Json.toJson(out));
    } else {
      System.out.printf("bench: %d nodes  digest %s  %d ms  %,d nodes/s%n", totalNodes, hex(digest),
          totalNanos / 1_000_000, nps(totalNodes, totalNanos));
    }
    return 0;
  }

  /**
   * {@code game}'s default engine made deterministic: no time limit; a depth-first engine searches to
   * {@code depthOverride} or the game's bench depth (unless the spec gives a depth or nodes), an MCTS engine
   * {@value #PLAYOUTS} playouts (unless it gives playouts or nodes) with its seed (1 unless given); one thread, and a
   * 16 MB table for depth-first engines.
   */
  static EngineSpec deterministic(Game<?> game, Integer depthOverride) {
    EngineSpec spec = EngineSpec.parse(game.defaultEngineSpec());
    Map<String, String> params = new LinkedHashMap<>(spec.params());
    params.remove("time");
    params.put("threads", "1");
    if (EngineFamily.ofKind(spec.kind()) == EngineFamily.MCTS) {
      if (!params.containsKey("playouts") && !params.containsKey("nodes")) {
        params.put("playouts", Long.toString(PLAYOUTS));
      }
      params.putIfAbsent("seed", "1");
    } else {
      if (depthOverride != null) {
        params.remove("nodes");
        params.put("depth", Integer.toString(depthOverride));
      } else if (!params.containsKey("depth") && !params.containsKey("nodes")) {
        params.put("depth", Integer.toString(game.benchDepth()));
      }
      params.put("hash", "16");
    }
    return new EngineSpec(spec.kind(), params, spec.command());
  }

  /**
   * Searches {@code game}'s bench positions with {@code spec}, a fresh engine for each; {@code done[0]} counts
   * positions over all games, for the progress. Returns nodes, nanoseconds and the digest of the results.
   */
  private <S extends GameState> long[] bench(Game<S> game, EngineSpec spec, Progress progress, long[] done) {
    long nodes = 0;
    long nanos = 0;
    long digest = FNV_OFFSET;
    for (String position : game.benchPositions()) {
      S state = game.parsePosition(position);
      try (SearchEngine<S> engine = Engines.create(game, spec)) {
        SearchResult r = engine.searcher().search(state, engine.limits());
        nodes += r.nodes();
        nanos += r.elapsed().toNanos();
        digest = fold(fold(fold(fold(digest, r.bestMove()), r.score()), r.depth()), r.nodes());
      }
      progress.step(++done[0], game.id());
    }
    return new long[] {nodes, nanos, digest};
  }

  private static final long FNV_OFFSET = 0xcbf29ce484222325L;

  /** FNV-1a over the eight bytes of {@code value}. */
  private static long fold(long hash, long value) {
    for (int i = 0; i < 8; i++) {
      hash = (hash ^ (value >>> (8 * i) & 0xFF)) * 0x100000001b3L;
    }
    return hash;
  }

  private static String hex(long value) {
    return String.format("%016x", value);
  }

  private static long nps(long nodes, long nanos) {
    return nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
  }
}
