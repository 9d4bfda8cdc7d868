package org.gametree.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.Json;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.Players;
import org.gametree.core.match.RecordFile;
import org.gametree.core.match.Sprt;

/**
 * Tournaments on Spark: a round robin (every pair of engine specs) or a gauntlet (the first spec against each other),
 * each pairing a {@code gametree match} over the same openings with colours swapped per opening. Every game of every
 * pairing is one work item; tasks play their items with {@link Match#gamePlayer} (so game {@code id} of a pairing is
 * the game {@code gametree match} plays under that id) and the driver appends the match record lines durably as slices
 * finish and aggregates each pairing into core's {@link MatchResult} (W/D/L, score, Elo with its interval, LOS) plus
 * {@link Pentanomial} statistics. Resume works like {@code match --resume}: a line's pairing is its engine1/engine2
 * fields and its game its id. External engines ({@code gtp:...}) run wherever the task runs: the command line must
 * work on every executor. SPRT early stopping and per-worker concurrency do not apply here.
 */
public final class SparkTournament {
  private SparkTournament() {}

  /** Which pairings are played. */
  public enum Format {
    /** Every pair of engines. */
    ROUND_ROBIN,
    /** The first engine against each of the others. */
    GAUNTLET
  }

  /**
   * One pairing's outcome.
   *
   * @param result core's match result from engine 1's side
   * @param pentanomial the game-pair statistics
   */
  public record Pairing(MatchResult result, Pentanomial pentanomial) {
    /** {@link MatchResult#toJsonMap()} with a {@code pentanomial} object. */
    public Map<String, Object> toJsonMap() {
      Map<String, Object> m = new LinkedHashMap<>(result.toJsonMap());
      m.put("pentanomial", pentanomial.toJsonMap());
      return m;
    }

    /** {@link MatchResult#summary()} and the pentanomial line. */
    public String summary() {
      return result.summary() + System.lineSeparator() + pentanomial.summary();
    }
  }

  /**
   * A tournament's outcome: its pairings in order and every engine's points and games over all of them.
   *
   * @param pairings per pairing, engine 1 first
   * @param points per engine spec, its points
   * @param games per engine spec, its games
   */
  public record Result(List<Pairing> pairings, Map<String, Double> points, Map<String, Integer> games) {}

  /** The pairings of {@code engines} in {@code format}, as {engine1, engine2} index pairs. */
  public static List<int[]> pairings(int engines, Format format) {
    List<int[]> out = new ArrayList<>();
    for (int i = 0; i < engines; i++) {
      for (int j = i + 1; j < engines; j++) {
        if (format == Format.ROUND_ROBIN || i == 0) {
          out.add(new int[] {i, j});
        }
      }
    }
    return out;
  }

  /** Match settings a task can carry (a {@link MatchConfig} holds paths, which do not serialize). */
  record Settings(String gameSpec, List<String> engines, List<int[]> pairs, int games, int openingPlies, long seed,
      String openingsFile, long timePerMoveMillis, long engineTimeoutMillis, int resignScore, int resignMoves,
      int drawAfterPlies) implements Serializable {
    static Settings of(String gameSpec, List<String> engines, List<int[]> pairs, MatchConfig c) {
      return new Settings(gameSpec, List.copyOf(engines), pairs, c.games(), c.openingPlies(), c.seed(),
          c.openingsFile() == null ? null : c.openingsFile().toString(),
          c.timePerMove() == null ? -1 : c.timePerMove().toMillis(), c.engineTimeout().toMillis(), c.resignScore(),
          c.resignMoves(), c.drawAfterPlies());
    }

    MatchConfig config(int pair) {
      MatchConfig.Builder b = MatchConfig.builder(engines.get(pairs.get(pair)[0]), engines.get(pairs.get(pair)[1]))
          .games(games).openingPlies(openingPlies).seed(seed).engineTimeout(Duration.ofMillis(engineTimeoutMillis))
          .resign(resignScore, resignMoves).drawAfterPlies(drawAfterPlies);
      if (openingsFile != null) {
        b.openingsFile(Path.of(openingsFile));
      }
      if (timePerMoveMillis >= 0) {
        b.timePerMove(Duration.ofMillis(timePerMoveMillis));
      }
      return b.build();
    }
  }

  /** What the driver keeps of a recorded game: engine 1's points and whether a forfeit decided it. */
  private record Scored(double points, boolean forfeit) {}

  /** One played game: its pairing, its record line, and what the driver aggregates. */
  record Played(int pair, int id, String line, double engine1Points, boolean forfeit) implements Serializable {}

  /**
   * Plays the tournament among {@code engines} in {@code format} on {@code sc}: {@code settings} gives the games per
   * pairing, the openings, time and adjudication, the record file ({@code out}, required) and {@code resume}; its
   * engine specs, SPRT and concurrency are not used. {@code partitions} 0 takes {@link SparkRuns#defaultPartitions}.
   */
  public static Result run(JavaSparkContext sc, String gameSpec, List<String> engines, Format format,
      MatchConfig settings, int partitions, PrintStream log) {
    long start = System.nanoTime();
    if (engines.size() < 2) {
      throw new IllegalArgumentException("a tournament needs at least two engines, got " + engines);
    }
    if (settings.out() == null) {
      throw new IllegalArgumentException("a tournament on Spark needs a record file (--out)");
    }
    List<String> specs = engines.stream().map(e -> EngineSpec.parse(e).toString()).toList();
    if (new java.util.HashSet<>(specs).size() < specs.size()) {
      throw new IllegalArgumentException("an engine spec is given twice in " + engines
          + "; records tell pairings apart by their specs (vary one, e.g. hash=)");
    }
    Game<?> game = Games.byId(gameSpec);
    for (String e : specs) {
      Players.validate(game, EngineSpec.parse(e));
    }
    List<int[]> pairs = pairings(specs.size(), format);
    Map<String, Integer> pairIndex = new HashMap<>();
    for (int p = 0; p < pairs.size(); p++) {
      pairIndex.put(specs.get(pairs.get(p)[0]) + "\n" + specs.get(pairs.get(p)[1]), p);
    }
    Path out = settings.out();
    try {
      if (Files.exists(out) && Files.size(out) > 0 && !settings.resume()) {
        throw new IllegalArgumentException(
            "record file " + out + " exists; resume it (--resume) or choose another (--out)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int games = settings.games();
    List<Map<Integer, Scored>> done = new ArrayList<>();
    int[] resumed = new int[pairs.size()];
    for (int p = 0; p < pairs.size(); p++) {
      done.add(new TreeMap<>());
    }
    for (Map<String, Object> line : RecordFile.readAndRepair(out)) {
      MatchGame g = MatchGame.fromJson(line);
      Integer p = pairIndex.get(g.engine1() + "\n" + g.engine2());
      if (p == null) {
        throw new IllegalArgumentException("record file " + out + " holds a match between " + g.engine1() + " and "
            + g.engine2() + ", which is not a pairing of this tournament");
      }
      if (g.id() < games
          && done.get(p).putIfAbsent(g.id(), new Scored(g.engine1Points(), g.termination().startsWith("forfeit")))
              == null) {
        resumed[p]++;
      }
    }
    List<Integer> todo = new ArrayList<>();
    for (int p = 0; p < pairs.size(); p++) {
      for (int id = 0; id < games; id++) {
        if (!done.get(p).containsKey(id)) {
          todo.add(p * games + id);
        }
      }
    }
    int total = pairs.size() * games;
    int already = total - todo.size();
    if (already > 0) {
      log.println("resuming: " + already + " of " + total + " games already recorded");
    }
    Settings carried = Settings.of(gameSpec, specs, pairs, settings);
    int slices = partitions > 0 ? partitions : SparkRuns.defaultPartitions(sc, todo.size());
    int[] finished = {already};
    try (RecordFile records = RecordFile.append(out)) {
      SparkRuns.run(sc, todo, slices, task(carried), part -> {
        StringBuilder text = new StringBuilder();
        for (Played g : part) {
          text.append(g.line()).append('\n');
        }
        if (text.length() > 0) {
          records.write(text.toString());
        }
        for (Played g : part) {
          done.get(g.pair()).put(g.id(), new Scored(g.engine1Points(), g.forfeit()));
        }
        finished[0] += part.size();
        log.printf("%d/%d games, %.1f s%n", finished[0], total, (System.nanoTime() - start) / 1e9);
      });
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    List<Pairing> results = new ArrayList<>();
    Map<String, Double> points = new LinkedHashMap<>();
    Map<String, Integer> played = new LinkedHashMap<>();
    specs.forEach(s -> {
      points.put(s, 0.0);
      played.put(s, 0);
    });
    for (int p = 0; p < pairs.size(); p++) {
      String e1 = specs.get(pairs.get(p)[0]);
      String e2 = specs.get(pairs.get(p)[1]);
      EloStatistics stats = new EloStatistics(0, 0, 0);
      int forfeits = 0;
      List<double[]> complete = new ArrayList<>();
      Map<Integer, Scored> byId = done.get(p);
      for (Map.Entry<Integer, Scored> e : byId.entrySet()) {
        Scored g = e.getValue();
        stats = stats.plus(g.points());
        forfeits += g.forfeit() ? 1 : 0;
        Scored twin = byId.get(e.getKey() ^ 1);
        if ((e.getKey() & 1) == 0 && twin != null) {
          complete.add(new double[] {g.points(), twin.points()});
        }
      }
      points.merge(e1, stats.wins() + 0.5 * stats.draws(), Double::sum);
      points.merge(e2, stats.losses() + 0.5 * stats.draws(), Double::sum);
      played.merge(e1, stats.games(), Integer::sum);
      played.merge(e2, stats.games(), Integer::sum);
      results.add(new Pairing(new MatchResult(e1, e2, stats, null, Sprt.Decision.CONTINUE, games, resumed[p],
          forfeits, elapsed), Pentanomial.of(complete)));
    }
    return new Result(results, points, played);
  }

  /** The task: plays its items, one {@link Match#gamePlayer} per pairing it meets. */
  static FlatMapFunction<Iterator<Integer>, Played> task(Settings settings) {
    return items -> {
      List<Played> out = new ArrayList<>();
      playAll(Games.byId(settings.gameSpec()), settings, items, out);
      return out.iterator();
    };
  }

  private static <S extends GameState> void playAll(Game<S> game, Settings settings, Iterator<Integer> items,
      List<Played> out) {
    Map<Integer, Match<S>.GamePlayer> players = new HashMap<>();
    try {
      while (items.hasNext()) {
        int item = items.next();
        int pair = item / settings.games();
        int id = item % settings.games();
        Match<S>.GamePlayer player =
            players.computeIfAbsent(pair, p -> Match.gamePlayer(game, settings.config(p), 0));
        MatchGame g = player.play(id);
        out.add(new Played(pair, id, Json.toJson(g.toJson()), g.engine1Points(),
            g.termination().startsWith("forfeit")));
      }
    } finally {
      players.values().forEach(Match.GamePlayer::close);
    }
  }
}
