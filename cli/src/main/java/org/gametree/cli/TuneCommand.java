package org.gametree.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gametree.charts.Charts;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.option.Option;
import org.gametree.core.tune.Spsa;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaParameter;
import org.gametree.core.tune.SpsaProgress;
import org.gametree.core.tune.SpsaResult;
import org.gametree.core.tune.SpsaSchedule;
import org.gametree.core.tune.Tunables;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree tune GAME spsa}: tunes numeric engine options by SPSA with fishtest's conventions
 * ({@link Spsa}); the run's state goes to {@code --out} after every iteration and the same command continues it.
 */
@Command(name = "tune",
    description = "Tune numeric engine options by play: 'gametree tune GAME spsa --param NAME=start,min,max,step"
        + "[,R_end] ...' (SPSA with fishtest's schedule; the run continues when the same command is given again). "
        + "'gametree tune GAME spsa --help' lists the options a spec of the base's kind can tune.")
final class TuneCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", arity = "0..1", paramLabel = "METHOD", description = "The tuning method: spsa.")
  String method;

  @CommandLine.Option(names = {"-h", "--help"}, description = "Show this help (with GAME: the tunable options).")
  boolean help;

  @CommandLine.Option(names = "--base", paramLabel = "SPEC", defaultValue = "negascout",
      description = "The built-in engine spec the parameters are set on (default negascout).")
  String base;

  @CommandLine.Option(names = "--param", paramLabel = "NAME=start,min,max,step[,R_end]",
      description = "A parameter to tune: a numeric option of the base's kind; step is the perturbation c at the "
          + "last iteration and R_end the apply factor a/c^2 there (default " + SpsaParameter.DEFAULT_R_END + ").")
  List<String> params = new ArrayList<>();

  @CommandLine.Option(names = "--iterations", paramLabel = "N", defaultValue = "1000",
      description = "Iterations (game pairs; default 1000).")
  int iterations;

  @CommandLine.Option(names = "--openings", paramLabel = "PATH", description = "Openings from a file (one position "
      + "or move list a line) or a directory (one position a file); iteration k plays opening k modulo their number.")
  Path openings;

  @CommandLine.Option(names = "--opening-plies", paramLabel = "N", defaultValue = "4",
      description = "Random plies of each iteration's opening without --openings (default 4).")
  int openingPlies;

  @CommandLine.Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "Seed of the perturbations, openings and players (default 1).")
  long seed;

  @CommandLine.Option(names = "--time", paramLabel = "MS", description = "Milliseconds a move (sets time=MS).")
  Long time;

  @CommandLine.Option(names = "--depth", paramLabel = "D", description = "Search depth (sets depth=D).")
  Integer depth;

  @CommandLine.Option(names = "--nodes", paramLabel = "N", description = "Nodes a move (sets nodes=N).")
  Long nodes;

  @CommandLine.Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
      description = "Game pairs at once, each on its own thread with its own engines (default 1).")
  int concurrency;

  @CommandLine.Option(names = "--out", paramLabel = "DIR", description = "The run's directory: state.json, "
      + "trajectory.tsv, theta-NAME figures and final-spec.txt; a run there continues.")
  Path out;

  @CommandLine.Spec
  CommandSpec self;

  @Override
  public Integer call() throws IOException {
    if (gameSpec == null) {
      self.commandLine().usage(System.out);
      return 0;
    }
    Game<?> game = Games.byId(gameSpec);
    if (method != null && !method.toLowerCase(Locale.ROOT).equals("spsa")) {
      throw new UserError("unknown tuning method '" + method + "'; the methods: spsa");
    }
    EngineSpec baseSpec = baseSpec();
    if (help || method == null) {
      self.commandLine().usage(System.out);
      System.out.println();
      System.out.println("Tunable options of " + baseSpec.kind() + " engines for " + game.id() + ":");
      for (Option<?> o : Tunables.of(game, baseSpec.kind())) {
        System.out.println("  " + o.describe());
      }
      return 0;
    }
    if (params.isEmpty()) {
      throw new UserError("nothing to tune: give --param NAME=start,min,max,step[,R_end] (see 'gametree tune "
          + game.id() + " spsa --help')");
    }
    if (out == null) {
      throw new UserError("tune needs --out DIR for the run's state (the same --out continues it)");
    }
    if (iterations < 1 || concurrency < 1 || openingPlies < 0) {
      throw new UserError("--iterations and --concurrency must be >= 1 and --opening-plies >= 0");
    }
    List<SpsaParameter> parameters = new ArrayList<>();
    for (String p : params) {
      parameters.add(Tunables.parse(game, baseSpec, p));
    }
    SpsaConfig config = new SpsaConfig(baseSpec, parameters, SpsaSchedule.of(iterations), seed, openings,
        openingPlies, concurrency, 0, Duration.ofSeconds(10), out);
    SpsaResult result = Spsa.run(game, config, new Printer(parameters));
    String drawn = ChartFiles.report(Charts.renderDirectory(out));
    if (drawn != null) {
      System.err.println(drawn);
    }
    System.out.println(result.finalSpec());
    return 0;
  }

  /** The base spec with the search limit given, checked against the game. */
  private EngineSpec baseSpec() {
    EngineSpec spec = EngineSpec.parse(base);
    if (spec.isExternal() || spec.kind().equals("random")) {
      throw new UserError("--base must be a built-in searcher spec (negascout:..., mcts:...), got '" + base + "'");
    }
    int limits = (time == null ? 0 : 1) + (depth == null ? 0 : 1) + (nodes == null ? 0 : 1);
    if (limits > 1) {
      throw new UserError("give at most one of --time, --depth and --nodes");
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

  /** One line on stderr about every hundredth of the run. */
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
