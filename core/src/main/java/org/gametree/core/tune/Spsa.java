package org.gametree.core.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchGame;
import org.gametree.core.match.Opening;
import org.gametree.core.match.Players;

/**
 * Tunes engine options by SPSA (Spall's simultaneous perturbation stochastic approximation) the way fishtest tunes
 * Stockfish: each iteration k draws a perturbation {@code Δ ∈ {-1, +1}^n}, plays a game pair (one opening, colours
 * reversed) between the engine at {@code θ + c_k Δ} and at {@code θ - c_k Δ} (each value clamped to its range,
 * whole-number options rounded into the spec), scores it {@code r = score(plus) - score(minus)} in {@code [-2, 2]}
 * and moves every parameter by {@code a_k r / (c_k Δ_i)}, clamped to its range ({@link SpsaSchedule} gives c_k and
 * a_k).
 *
 * <p>Everything random in iteration k (Δ, a random opening, the players' seeds) comes from a stream seeded by the
 * run's seed and k, so a run is reproducible whenever its players are. After each iteration the trajectory gains a
 * row ({@code trajectory.tsv}: iteration, every θ_i, the pair's result) and the state (iteration, θ, the run's
 * settings) is replaced atomically; a run started again with the same {@link SpsaConfig#out} continues where the
 * last one stopped, killed or not, and loses nothing.
 *
 * <p>With {@code concurrency} N, N pairs are in play at once, each on its own thread with its own engines, and the
 * updates are applied in iteration order: iteration k is played around θ after iteration k - N (θ after
 * {@code max(0, k - N + 1)} updates), as fishtest's workers play around the θ they were handed while others report.
 * The rule does not depend on which pair finishes first, so the trajectory is the same on every run with the same
 * concurrency. At the end the run writes one figure of each parameter over the iterations
 * ({@code theta-NAME.figure.tsv}) and the final spec ({@code final-spec.txt}).
 */
public final class Spsa {
  private Spsa() {}

  /** Runs {@code config} with players built from the specs by {@link Players#create} (built-in engines). */
  public static <S extends GameState> SpsaResult run(Game<S> game, SpsaConfig config, SpsaProgress progress) {
    Players.validate(game, config.spec(starts(config)));
    return run(game, config, progress,
        (spec, seed) -> Players.create(game, spec, seed, config.engineTimeout()));
  }

  /**
   * Runs {@code config} with players from {@code players}, which receives the base spec with the parameters set (for
   * engines a spec cannot describe).
   */
  public static <S extends GameState> SpsaResult run(Game<S> game, SpsaConfig config, SpsaProgress progress,
      Match.PlayerSource<S> players) {
    int total = config.schedule().iterations();
    List<Opening> fileOpenings = config.openingsFile() == null ? null : Opening.read(game, config.openingsFile());
    Trajectory run = new Trajectory(config, progress);
    int resumed = run.done();
    int pairs = config.concurrency();
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(pairs, total - resumed)), r -> {
      Thread t = new Thread(r, "spsa-pair");
      t.setDaemon(true);
      return t;
    });
    Map<Integer, Future<Double>> playing = new LinkedHashMap<>();
    try (run) {
      int next = resumed;
      for (; next < total && next < resumed + pairs; next++) {
        playing.put(next, submit(pool, game, config, players, fileOpenings, next, run.around(next, pairs)));
      }
      for (int k = resumed; k < total; k++) {
        run.apply(k, await(playing.remove(k), k));
        if (next < total) {
          playing.put(next, submit(pool, game, config, players, fileOpenings, next, run.around(next, pairs)));
          next++;
        }
      }
    } finally {
      playing.values().forEach(f -> f.cancel(true));
      pool.shutdownNow();
    }
    return run.finish();
  }

  /** Plays iterations' game pairs somewhere else (Spark tasks): the results of {@link #playPair}, in order. */
  @FunctionalInterface
  public interface Batch {
    /** The results of the pairs of {@code iterations}, all played around {@code theta}. */
    double[] play(int[] iterations, double[] theta);
  }

  /**
   * Runs {@code config} in batches of {@code config.concurrency()} iterations, each batch handed whole to {@code
   * batch}: batch b holds iterations [bN, (b + 1)N), all played around θ after bN updates (fishtest's workers
   * play around the θ they were handed, here a batch at a time), and the updates are applied and saved in iteration
   * order when the batch returns. A run resumed inside a batch plays the rest of that batch around θ after the
   * updates saved, so an interrupted run's trajectory can differ from an uninterrupted one's from there on.
   */
  public static <S extends GameState> SpsaResult runInBatches(Game<S> game, SpsaConfig config, SpsaProgress progress,
      Batch batch) {
    int total = config.schedule().iterations();
    int size = config.concurrency();
    Trajectory run = new Trajectory(config, progress);
    try (run) {
      for (int k = run.done(); k < total; ) {
        int end = Math.min(total, (k / size + 1) * size);
        int[] iterations = java.util.stream.IntStream.range(k, end).toArray();
        double[] results = batch.play(iterations, run.theta(k));
        if (results.length != iterations.length) {
          throw new IllegalStateException(results.length + " results for " + iterations.length + " pairs");
        }
        for (int i = 0; i < results.length; i++) {
          run.apply(k + i, results[i]);
        }
        k = end;
      }
    }
    return run.finish();
  }

  /** A run's θ after each update, its results and its files: what every way of playing the pairs shares. */
  private static final class Trajectory implements AutoCloseable {
    private final SpsaConfig config;
    private final SpsaProgress progress;
    private final SpsaFiles files;
    private final List<double[]> thetas;
    private final List<Double> results;
    private final int resumed;
    private final SpsaFiles.Writer writer;

    Trajectory(SpsaConfig config, SpsaProgress progress) {
      this.config = config;
      this.progress = progress;
      this.files = new SpsaFiles(config);
      SpsaFiles.Loaded loaded = files.load(starts(config));
      this.thetas = loaded.thetas();
      this.results = loaded.results();
      this.resumed = results.size();
      progress.started(resumed, config.schedule().iterations());
      this.writer = files.writer(thetas, results);
    }

    int done() {
      return resumed;
    }

    /** θ after {@code updates} updates. */
    double[] theta(int updates) {
      return thetas.get(updates);
    }

    /** The θ iteration {@code k} is played around, {@code pairs} at once: after max(0, k - pairs + 1) updates. */
    double[] around(int k, int pairs) {
      return thetas.get(Math.max(0, k - pairs + 1));
    }

    /** Applies iteration {@code k}'s result {@code r} to θ after k updates, saves it and reports it. */
    void apply(int k, double r) {
      List<SpsaParameter> params = config.parameters();
      double[] theta = thetas.get(k).clone();
      int[] delta = delta(config.seed(), k, params.size());
      for (int i = 0; i < params.size(); i++) {
        SpsaParameter p = params.get(i);
        double ck = config.schedule().c(p, k);
        theta[i] = p.clamp(theta[i] + config.schedule().a(p, k) * r / (ck * delta[i]));
      }
      thetas.add(theta);
      results.add(r);
      writer.append(k + 1, theta, r);
      progress.iteration(k + 1, config.schedule().iterations(), theta.clone(), r);
    }

    @Override
    public void close() {
      writer.close();
    }

    SpsaResult finish() {
      List<SpsaParameter> params = config.parameters();
      double[] last = thetas.get(thetas.size() - 1);
      EngineSpec finalSpec = config.spec(last);
      files.finish(thetas, finalSpec);
      Map<String, Double> named = new LinkedHashMap<>();
      for (int i = 0; i < params.size(); i++) {
        named.put(params.get(i).name(), last[i]);
      }
      SpsaResult result = new SpsaResult(config.schedule().iterations(), resumed, named, finalSpec,
          files.trajectory());
      progress.finished(result);
      return result;
    }
  }

  /** The starting θ. */
  static double[] starts(SpsaConfig config) {
    return config.parameters().stream().mapToDouble(SpsaParameter::start).toArray();
  }


  /** The random stream of iteration {@code k}: Δ first, then the opening, then the players' seed. */
  private static SplittableRandom stream(long seed, int k) {
    // hashing (seed, k) into a fresh seed keeps the streams of nearby seeds and iterations apart
    return new SplittableRandom(new SplittableRandom(seed ^ (k * 0xD1B54A32D192ED03L)).nextLong());
  }

  /** The perturbation signs of iteration {@code k}. */
  static int[] delta(long seed, int k, int n) {
    SplittableRandom random = stream(seed, k);
    int[] d = new int[n];
    for (int i = 0; i < n; i++) {
      d[i] = random.nextBoolean() ? 1 : -1;
    }
    return d;
  }

  private static <S extends GameState> Future<Double> submit(ExecutorService pool, Game<S> game, SpsaConfig config,
      Match.PlayerSource<S> players, List<Opening> fileOpenings, int k, double[] theta) {
    return pool.submit(() -> playPair(game, config, players, fileOpenings, k, theta));
  }

  /**
   * Plays iteration {@code k}'s pair around {@code theta}: score(plus) - score(minus). {@code fileOpenings} are the
   * run's openings file read ({@link Opening#read}), or null for random openings; everything random comes from the
   * iteration's stream, so the pair is the same wherever it is played.
   */
  public static <S extends GameState> double playPair(Game<S> game, SpsaConfig config, Match.PlayerSource<S> players,
      List<Opening> fileOpenings, int k, double[] theta) {
    List<SpsaParameter> params = config.parameters();
    int n = params.size();
    SplittableRandom random = stream(config.seed(), k);
    double[] plus = new double[n];
    double[] minus = new double[n];
    for (int i = 0; i < n; i++) {
      SpsaParameter p = params.get(i);
      double step = config.schedule().c(p, k) * (random.nextBoolean() ? 1 : -1);
      plus[i] = p.clamp(theta[i] + step);
      minus[i] = p.clamp(theta[i] - step);
    }
    long openingSeed = random.nextLong();
    Opening opening = fileOpenings != null ? fileOpenings.get(k % fileOpenings.size())
        : Opening.random(game, 1, config.openingPlies(), openingSeed).get(0);
    MatchConfig match = MatchConfig.builder(config.spec(plus).toString(), config.spec(minus).toString())
        .games(2)
        .seed(random.nextLong())
        .drawAfterPlies(config.drawAfterPlies())
        .engineTimeout(config.engineTimeout())
        .build();
    List<MatchGame> games = new ArrayList<>(2);
    try (Match<S>.GamePlayer pair = Match.gamePlayer(game, match, List.of(opening), players, 0)) {
      games.add(pair.play(0));
      games.add(pair.play(1));
    }
    double plusPoints = games.get(0).engine1Points() + games.get(1).engine1Points();
    return plusPoints - (2 - plusPoints);
  }

  private static double await(Future<Double> pair, int k) {
    try {
      return pair.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while iteration " + (k + 1) + " played", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException("iteration " + (k + 1) + " failed", cause);
    }
  }
}
