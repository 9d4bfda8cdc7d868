package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.gametree.core.Game;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.option.Option;
import org.gametree.core.search.Searcher;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.search.EndgameSolver;

/**
 * {@code gametree train othello games}: BILL's training games (Lee &amp; Mahajan 1986, section 3.3.1) — random opening
 * plies, a fixed-depth search in the middle, the last plies solved exactly — appended to a {@link TrainingGames} file
 * one game per line as each finishes, by several worker threads. Run again with the same {@code out} and {@code seed},
 * it plays only the games still missing.
 */
public final class GamesRecipe extends OthelloRecipe {
  private final int[] defaults;
  private final String defaultOut;

  /** The recipe {@code games}, with its options. */
  public GamesRecipe() {
    this("games", "BILL's training games: random opening, fixed-depth search, exact endgame (appends, resumable)",
        new int[] {4000, 20, 0, 6, 16}, "othello-games.txt");
  }

  private GamesRecipe(String name, String description, int[] defaults, String defaultOut) {
    super(name, description);
    this.defaults = defaults;
    this.defaultOut = defaultOut;
  }

  /**
   * {@code gametree train othello patterns-data}: the same games for {@link PatternRecipe}, many more of them and
   * cheaper: random openings of 4–20 plies (each game's length drawn from its seed), depth 2, the solver from 16
   * empties.
   */
  public static GamesRecipe patternData() {
    return new GamesRecipe("patterns-data", "games for the pattern tables: 4-20 random plies, depth 2, exact from 16"
        + " empties (appends, resumable)", new int[] {36000, 4, 20, 2, 16}, "othello-pattern-games.txt");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.integer("games", defaults[0], 1, Integer.MAX_VALUE, "number of games in the file when the run ends"),
        Option.integer("opening-plies", defaults[1], 0, Integer.MAX_VALUE,
            "plies played uniformly at random from the start"),
        Option.integer("opening-plies-max", defaults[2], 0, Integer.MAX_VALUE,
            "if above opening-plies: each game's random plies drawn from opening-plies..this by its seed"),
        Option.integer("depth", defaults[3], 1, Integer.MAX_VALUE, "fixed search depth of the engine in the middle game"),
        Option.integer("solve", defaults[4], 0, Integer.MAX_VALUE,
            "empties from which every move is the exact solver's best"),
        Option.text("eval", "bill", "the engine's evaluator"),
        Option.integer("threads", 2, 1, Integer.MAX_VALUE, "worker threads, each with its own searcher and solver"),
        Option.longInteger("seed", 1L, Long.MIN_VALUE, Long.MAX_VALUE,
            "random seed; game i's opening depends on the seed and i only"),
        Option.text("out", defaultOut, "the games file (appended to)"));
  }

  @Override
  public String run(Game<?> g, Map<String, String> options, PrintStream log) throws IOException {
    OthelloGame game = (OthelloGame) g;
    int games = RecipeOptions.positiveInt(options, "games");
    int randomPlies = RecipeOptions.nonNegativeInt(options, "opening-plies");
    int randomMax = Math.max(randomPlies, RecipeOptions.nonNegativeInt(options, "opening-plies-max"));
    int depth = RecipeOptions.positiveInt(options, "depth");
    int solve = RecipeOptions.nonNegativeInt(options, "solve");
    int threads = RecipeOptions.positiveInt(options, "threads");
    long seed = RecipeOptions.longValue(options, "seed");
    String evalName = options.get("eval");
    game.evaluator(evalName); // fails early on an unknown name
    Path out = Path.of(options.get("out"));

    List<TrainingGames.Game> done = TrainingGames.read(out);
    int[] have = TrainingGames.indices(done);
    if (have.length > 0) {
      log.printf("games: %d games already in %s, continuing%n", have.length, out);
    }
    List<Integer> todo = new ArrayList<>();
    for (int i = 0; i < games && have.length + todo.size() < games; i++) {
      if (!TrainingGames.contains(have, i)) {
        todo.add(i);
      }
    }
    if (todo.isEmpty()) {
      return "games: " + out + " already holds " + have.length + " games";
    }
    dropPartialLastLine(out);
    long start = System.nanoTime();
    AtomicInteger next = new AtomicInteger();
    AtomicInteger finished = new AtomicInteger();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
        StandardOpenOption.APPEND)) {
      if (have.length == 0) {
        w.write("# gametree othello training games: INDEX BLACK_MARGIN ENGINE_PLY SOLVER_PLY MOVES\n");
        w.write("# gametree train othello " + name() + " --opening-plies=" + randomPlies
            + (randomMax > randomPlies ? " --opening-plies-max=" + randomMax : "") + " --depth=" + depth
            + " --solve=" + solve + " --eval=" + evalName + " --seed=" + seed + "\n");
        w.flush();
      }
      Runnable worker = () -> {
        EndgameSolver solver = new EndgameSolver(20, 64);
        try (Searcher<OthelloState> searcher = TrainingGames.searcher(game.evaluator(evalName))) {
          int k;
          while (failure.get() == null && (k = next.getAndIncrement()) < todo.size()) {
            int index = todo.get(k);
            int plies = randomMax == randomPlies ? randomPlies
                : randomPlies + new java.util.Random(seed ^ (index * 0x9E3779B97F4A7C15L)).nextInt(
                    randomMax - randomPlies + 1);
            TrainingGames.Game played = TrainingGames.play(seed, index, plies, depth, solve, searcher, solver);
            String line = played.toLine() + "\n";
            synchronized (w) {
              try {
                w.write(line);
                w.flush();
              } catch (IOException e) {
                failure.compareAndSet(null, e);
                return;
              }
            }
            int f = finished.incrementAndGet();
            if (f % 50 == 0 || f == todo.size()) {
              double secs = (System.nanoTime() - start) / 1e9;
              log.printf("games: %d/%d played this run, %.0f s, %.2f s/game%n", f, todo.size(), secs, secs / f);
            }
          }
        }
      };
      List<Thread> pool = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        Thread th = new Thread(() -> {
          try {
            worker.run();
          } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
          }
        }, "othello-games-" + t);
        th.start();
        pool.add(th);
      }
      for (Thread th : pool) {
        try {
          th.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException("interrupted", e);
        }
      }
    }
    if (failure.get() instanceof IOException e) {
      throw e;
    }
    if (failure.get() instanceof RuntimeException e) {
      throw e;
    }
    if (failure.get() instanceof Error e) {
      throw e;
    }
    double secs = (System.nanoTime() - start) / 1e9;
    return String.format(java.util.Locale.ROOT, "games: wrote %d games to %s in %.0f s (%.2f s/game, %d thread%s)",
        todo.size(), out, secs, secs / todo.size(), threads, threads == 1 ? "" : "s");
  }

  /** A run killed mid-write leaves a line without its newline: cut it so the next game starts a line. */
  private static void dropPartialLastLine(Path file) throws IOException {
    if (!Files.exists(file)) {
      return;
    }
    byte[] bytes = Files.readAllBytes(file);
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] != '\n') {
      end--;
    }
    if (end != bytes.length) {
      try (var ch = java.nio.channels.FileChannel.open(file, StandardOpenOption.WRITE)) {
        ch.truncate(end);
      }
    }
  }
}
