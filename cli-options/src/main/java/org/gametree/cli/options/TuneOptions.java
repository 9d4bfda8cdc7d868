package org.gametree.cli.options;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaParameter;
import org.gametree.core.tune.SpsaProgress;
import org.gametree.core.tune.SpsaSchedule;
import org.gametree.core.tune.Tunables;
import picocli.CommandLine.Option;

/**
 * The options of {@code gametree tune GAME spsa}, shared by the everyday command and its Spark form: the base spec and
 * its search limit, the parameters, the run's length, openings, seed, concurrency (pairs at once locally, pairs per
 * batch on Spark) and directory.
 */
public final class TuneOptions {
  /** The built-in engine spec the parameters are set on. */
  @Option(names = "--base", paramLabel = "SPEC", defaultValue = "negascout",
      description = "The built-in engine spec the parameters are set on (default negascout).")
  public String base;

  /** The parameters, {@code NAME=start,min,max,step[,R_end]} each. */
  @Option(names = "--param", paramLabel = "NAME=start,min,max,step[,R_end]",
      description = "A parameter to tune: a numeric option of the base's kind; step is the perturbation c at the "
          + "last iteration and R_end the apply factor a/c^2 there (default " + SpsaParameter.DEFAULT_R_END + ").")
  public List<String> params = new ArrayList<>();

  /** Iterations (game pairs). */
  @Option(names = "--iterations", paramLabel = "N", defaultValue = "1000",
      description = "Iterations (game pairs; default 1000).")
  public int iterations;

  /** Openings file or directory, or null for random openings. */
  @Option(names = "--openings", paramLabel = "PATH", description = "Openings from a file (one position "
      + "or move list a line) or a directory (one position a file); iteration k plays opening k modulo their number.")
  public Path openings;

  /** Random plies of each opening without an openings file. */
  @Option(names = "--opening-plies", paramLabel = "N", defaultValue = "4",
      description = "Random plies of each iteration's opening without --openings (default 4).")
  public int openingPlies;

  /** The run's seed. */
  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "Seed of the perturbations, openings and players (default 1).")
  public long seed;

  /** Milliseconds a move, or null. */
  @Option(names = "--time", paramLabel = "MS", description = "Milliseconds a move (sets time=MS).")
  public Long time;

  /** Search depth, or null. */
  @Option(names = "--depth", paramLabel = "D", description = "Search depth (sets depth=D).")
  public Integer depth;

  /** Nodes a move, or null. */
  @Option(names = "--nodes", paramLabel = "N", description = "Nodes a move (sets nodes=N).")
  public Long nodes;

  /** Pairs at once (locally) or a batch's pairs (on Spark). */
  @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
      description = "Game pairs at once, each on its own thread with its own engines (default 1); with --spark, the "
          + "pairs of one batch, played as Spark tasks around the same parameters.")
  public int concurrency;

  /** The run's directory. */
  @Option(names = "--out", paramLabel = "DIR", description = "The run's directory: state.json, "
      + "trajectory.tsv, theta-NAME figures and final-spec.txt; a run there continues.")
  public Path out;

  /**
   * The base spec with the search limit given; {@link IllegalArgumentException} if it is not a built-in searcher's
   * or more than one limit is given.
   */
  public EngineSpec baseSpec() {
    EngineSpec spec = EngineSpec.parse(base);
    if (spec.isExternal() || spec.kind().equals("random")) {
      throw new IllegalArgumentException("--base must be a built-in searcher spec (negascout:..., mcts:...), got '"
          + base + "'");
    }
    int limits = (time == null ? 0 : 1) + (depth == null ? 0 : 1) + (nodes == null ? 0 : 1);
    if (limits > 1) {
      throw new IllegalArgumentException("give at most one of --time, --depth and --nodes");
    }
    if (time != null) {
      spec = spec.with("time", Long.toString(time));
    } else if (depth != null) {
      spec = spec.with("depth", Integer.toString(depth));
    } else if (nodes != null) {
      spec = spec.with("nodes", Long.toString(nodes));
    }
    return spec;
  }

  /** The run these options describe for {@code game}; {@link IllegalArgumentException} naming what is wrong. */
  public SpsaConfig config(Game<?> game) {
    EngineSpec baseSpec = baseSpec();
    if (params.isEmpty()) {
      throw new IllegalArgumentException("nothing to tune: give --param NAME=start,min,max,step[,R_end] (see "
          + "'gametree tune " + game.id() + " spsa --help')");
    }
    if (out == null) {
      throw new IllegalArgumentException("tune needs --out DIR for the run's state (the same --out continues it)");
    }
    if (iterations < 1 || concurrency < 1 || openingPlies < 0) {
      throw new IllegalArgumentException("--iterations and --concurrency must be >= 1 and --opening-plies >= 0");
    }
    List<SpsaParameter> parameters = new ArrayList<>();
    for (String p : params) {
      parameters.add(Tunables.parse(game, baseSpec, p));
    }
    return new SpsaConfig(baseSpec, parameters, SpsaSchedule.of(iterations), seed, openings, openingPlies,
        concurrency, 0, Duration.ofSeconds(10), out);
  }

  /** A progress listener printing one line on stderr about every hundredth of the run. */
  public static SpsaProgress printer(List<SpsaParameter> parameters) {
    return new Printer(parameters);
  }

  private static final class Printer implements SpsaProgress {
    private final List<SpsaParameter> parameters;
    private int every = 1;

    Printer(List<SpsaParameter> parameters) {
      this.parameters = parameters;
    }

    @Override
    public void started(int done, int total) {
      every = Math.max(1, total / 100);
      if (done > 0) {
        System.err.println("tune: continuing at iteration " + done + " of " + total);
      }
    }

    @Override
    public void iteration(int k, int total, double[] theta, double result) {
      if (k % every != 0 && k != total) {
        return;
      }
      StringBuilder b = new StringBuilder("tune: ").append(k).append('/').append(total);
      for (int i = 0; i < theta.length; i++) {
        b.append(' ').append(parameters.get(i).name()).append('=')
            .append(String.format(Locale.ROOT, "%.4g", theta[i]));
      }
      System.err.println(b.append(" result ").append(String.format(Locale.ROOT, "%+.1f", result)));
    }
  }
}
