package org.gametree.spark.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.cli.options.TuneOptions;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.tune.SpsaConfig;
import org.gametree.core.tune.SpsaResult;
import org.gametree.spark.SparkSpsa;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree tune GAME spsa --spark}: the everyday command's SPSA run ({@link TuneOptions}) with the game pairs as
 * Spark tasks, {@code --concurrency} of them a batch around the same parameters; the run's directory is the driver's,
 * and the same command continues it (locally too). The figures' data are written as {@code theta-NAME.figure.tsv};
 * {@code gametree chart DIR} (or the everyday command given the finished run's directory) draws them.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
    description = "Tune numeric engine options by SPSA with the game pairs as Spark tasks: 'gametree tune GAME spsa "
        + "--param NAME=start,min,max,step[,R_end] ... --concurrency N --spark' plays N pairs a batch; the run "
        + "continues when the same command is given again.")
final class TuneSparkCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", paramLabel = "METHOD", description = "The tuning method: spsa.")
  String method;

  @Mixin TuneOptions tune;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() {
    Game<?> game = Games.byId(gameSpec);
    if (!method.toLowerCase(Locale.ROOT).equals("spsa")) {
      throw new IllegalArgumentException("unknown tuning method '" + method + "'; the methods: spsa");
    }
    SpsaConfig config = tune.config(game);
    SpsaResult result;
    try (JavaSparkContext sc = spark.context("gametree tune " + game.id() + " spsa")) {
      result = SparkSpsa.run(sc, gameSpec, config, TuneOptions.printer(config.parameters()));
    }
    System.err.println("gametree: the figures' data are in " + config.out()
        + "; 'gametree chart " + config.out() + "' draws them");
    System.out.println(result.finalSpec());
    return 0;
  }
}
