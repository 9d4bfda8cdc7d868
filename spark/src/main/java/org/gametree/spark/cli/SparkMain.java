package org.gametree.spark.cli;

import java.io.PrintWriter;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.cli.options.SparkFlag;
import org.gametree.core.GameException;
import org.gametree.spark.SparkRuns;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Entry point of the Spark commands: {@code gametree selfplay|match|train|tune ... --spark [MASTER]} (and {@code
 * tournament}, which exists only here). The launcher runs it when a command line holds {@code --spark}; {@code
 * spark-submit --class org.gametree.spark.cli.SparkMain} runs it on a cluster.
 */
@Command(name = "gametree", mixinStandardHelpOptions = true,
    description = "gametree on Apache Spark: self-play, matches, tournaments and fits, local or on a cluster.",
    subcommands = {SelfplaySparkCommand.class, MatchSparkCommand.class, TournamentSparkCommand.class,
      TrainSparkCommand.class, TuneSparkCommand.class, CommandLine.HelpCommand.class})
public final class SparkMain implements Runnable {
  /** Exit code for anything the user got wrong. */
  static final int USAGE_ERROR = 2;

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs the command line and returns the exit code. */
  public static int execute(String... args) {
    CommandLine cli = new CommandLine(new SparkMain());
    cli.setParameterExceptionHandler((ex, a) -> {
      PrintWriter err = ex.getCommandLine().getErr();
      err.println("gametree: " + ex.getMessage());
      err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
      err.flush();
      return USAGE_ERROR;
    });
    cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      if (ex instanceof GameException || ex instanceof IllegalArgumentException) {
        PrintWriter err = commandLine.getErr();
        err.println("gametree: " + ex.getMessage());
        err.flush();
        return USAGE_ERROR;
      }
      throw ex;
    });
    return cli.execute(args);
  }

  /** The options every Spark command takes. */
  static final class SparkOptions {
    @Mixin SparkFlag flag;

    @Option(names = "--partitions", defaultValue = "0", paramLabel = "N",
        description = "Work slices (tasks); 0 = sixteen per core (default).")
    int partitions;

    JavaSparkContext context(String app) {
      String master = flag.master;
      String m = master == null || (master.equals(SparkFlag.DEFAULT_MASTER) && System.getProperty("spark.master")
          != null) ? null : master;
      return SparkRuns.context(m, app);
    }
  }
}
