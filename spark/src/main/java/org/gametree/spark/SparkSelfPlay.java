package org.gametree.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.match.RecordFile;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Solvable;

/**
 * {@code gametree selfplay} on Spark: the game ids are split into slices, each slice is a task that plays its games
 * with {@link SelfPlay#gamePlayer} (the normal engine, the normal top-K choice, the normal labels), and the driver
 * appends each finished slice's lines to the training file durably, in the format {@code gametree selfplay} writes.
 * Game {@code i}'s line depends only on {@code (seed, i)} with a deterministic engine, so the file holds the same line
 * for every id as a local run. Resume reads the ids already in the file (dropping a torn last line) and plays only
 * the others: a killed run restarts with the slices it had not recorded, and no game is lost or written twice.
 */
public final class SparkSelfPlay {
  private SparkSelfPlay() {}

  /**
   * What a task needs to rebuild the run's configuration on an executor (a {@link SelfPlayConfig} holds a path and
   * search limits, which do not serialize).
   */
  record Settings(String gameSpec, String engine, int games, int openingPlies, long seed, int topK, int topKPlies,
      double valueScale, boolean exactLabels, long solverNodes) implements Serializable {
    static Settings of(String gameSpec, SelfPlayConfig c, long solverNodes) {
      return new Settings(gameSpec, c.engine(), c.games(), c.openingPlies(), c.seed(), c.topK(), c.topKPlies(),
          c.valueScale(), c.exactLabels(), solverNodes);
    }

    SelfPlayConfig config() {
      return SelfPlayConfig.builder(engine, Path.of("unused.jsonl")).games(games).openingPlies(openingPlies)
          .seed(seed).topK(topK).topKPlies(topKPlies).valueScale(valueScale).exactLabels(exactLabels)
          .solverLimits(SearchLimits.nodes(solverNodes)).build();
    }
  }

  /** One played game as a task returns it: its id, its record line (without newline), and its counts. */
  record Played(int id, String line, int positions, int exact) implements Serializable {}

  /**
   * Runs {@code config} (its {@code concurrency} is ignored: Spark's cores decide) for the game {@code gameSpec} on
   * {@code sc} in {@code partitions} slices (0: {@link SparkRuns#defaultPartitions}), progress lines to {@code log}.
   * {@code solverNodes} is the node budget of exact labels.
   */
  public static SelfPlay.Result run(JavaSparkContext sc, String gameSpec, SelfPlayConfig config, long solverNodes,
      int partitions, PrintStream log) {
    long start = System.nanoTime();
    Game<?> game = Games.byId(gameSpec);
    if (config.exactLabels() && game.capability(Solvable.class).isEmpty()) {
      throw new IllegalArgumentException(game.id() + " has no exact solver; drop --exact-labels");
    }
    SelfPlay.gamePlayer(game, config).close(); // a bad spec fails here, before any task starts
    Path out = config.out();
    try {
      if (Files.exists(out) && Files.size(out) > 0 && !config.resume()) {
        throw new IllegalArgumentException(
            "training file " + out + " exists; resume it (--resume) or choose another (--out)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    BitSet finished = new BitSet(config.games());
    int resumed = 0;
    for (Map<String, Object> line : RecordFile.readAndRepair(out)) {
      int id = ((Number) line.get("id")).intValue();
      if (id < config.games() && !finished.get(id)) {
        finished.set(id);
        resumed++;
      }
    }
    List<Integer> todo = new ArrayList<>();
    for (int id = 0; id < config.games(); id++) {
      if (!finished.get(id)) {
        todo.add(id);
      }
    }
    if (resumed > 0) {
      log.println("resuming: " + resumed + " of " + config.games() + " games already recorded");
    }
    int slices = partitions > 0 ? partitions : SparkRuns.defaultPartitions(sc, todo.size());
    Settings settings = Settings.of(gameSpec, config, solverNodes);
    long[] counts = new long[3]; // games, positions, exact labels
    counts[0] = resumed;
    try (RecordFile records = RecordFile.append(out)) {
      SparkRuns.run(sc, todo, slices, task(settings), part -> {
        StringBuilder text = new StringBuilder();
        for (Played p : part) {
          text.append(p.line()).append('\n');
          counts[1] += p.positions();
          counts[2] += p.exact();
        }
        if (text.length() > 0) {
          records.write(text.toString());
        }
        counts[0] += part.size();
        log.printf("%d/%d games, %.1f s%n", counts[0], config.games(), (System.nanoTime() - start) / 1e9);
      });
    }
    return new SelfPlay.Result((int) counts[0], resumed, counts[1], counts[2],
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** The task: plays a slice's ids with one engine and returns their lines. */
  static FlatMapFunction<Iterator<Integer>, Played> task(Settings settings) {
    return ids -> {
      List<Played> out = new ArrayList<>();
      playAll(Games.byId(settings.gameSpec()), settings.config(), ids, out);
      return out.iterator();
    };
  }

  private static <S extends GameState> void playAll(Game<S> game, SelfPlayConfig config, Iterator<Integer> ids,
      List<Played> out) {
    try (SelfPlay<S>.GamePlayer player = SelfPlay.gamePlayer(game, config)) {
      while (ids.hasNext()) {
        int id = ids.next();
        Map<String, Object> line = player.play(id);
        int exact = 0;
        Object flags = line.get("exact");
        if (flags instanceof List<?> list) {
          for (Object f : list) {
            exact += Boolean.TRUE.equals(f) ? 1 : 0;
          }
        }
        out.add(new Played(id, Json.toJson(line), ((List<?>) line.get("labels")).size(), exact));
      }
    }
  }
}
