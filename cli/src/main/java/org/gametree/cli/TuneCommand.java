package org.gametree.cli;

import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gametree.charts.Charts;
import org.gametree.cli.options.SparkFlag;
import org.gametree.cli.options.TuneOptions;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.option.Option;
import org.gametree.core.tune.Spsa;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaResult;
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
        + "[,R_end] ...' (SPSA with fishtest's schedule; the run continues when the same command is given again; with --spark the "
        + "pairs are Spark tasks, --concurrency of them a batch). 'gametree tune GAME spsa --help' lists the options a spec of the base's kind can tune.")
final class TuneCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", arity = "0..1", paramLabel = "METHOD", description = "The tuning method: spsa.")
  String method;

  @CommandLine.Option(names = {"-h", "--help"}, description = "Show this help (with GAME: the tunable options).")
  boolean help;

  @CommandLine.Mixin TuneOptions tune;

  @CommandLine.Mixin SparkFlag spark;

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
    if (spark.master != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    EngineSpec baseSpec = tune.baseSpec();
    if (help || method == null) {
      self.commandLine().usage(System.out);
      System.out.println();
      System.out.println("Tunable options of " + baseSpec.kind() + " engines for " + game.id() + ":");
      for (Option<?> o : Tunables.of(game, baseSpec.kind())) {
        System.out.println("  " + o.describe());
      }
      return 0;
    }
    SpsaConfig config = tune.config(game);
    SpsaResult result = Spsa.run(game, config, TuneOptions.printer(config.parameters()));
    String drawn = ChartFiles.report(Charts.renderDirectory(config.out()));
    if (drawn != null) {
      System.err.println(drawn);
    }
    System.out.println(result.finalSpec());
    return 0;
  }
}
