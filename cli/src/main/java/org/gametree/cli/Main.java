package org.gametree.cli;

import java.io.PrintWriter;
import org.gametree.core.GameException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code gametree} command. */
@Command(
    name = "gametree",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Game-tree search and evaluation learning for two-player board games.",
    subcommands = {
      GamesCommand.class,
      PerftCommand.class,
      SearchCommand.class,
      SolveCommand.class,
      PlayCommand.class,
      ServeCommand.class,
      BenchCommand.class,
      MatchCommand.class,
      SelfplayCommand.class,
      TrainCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  /** Exit code for anything the user got wrong (unknown game, bad option, malformed position or move). */
  static final int USAGE_ERROR = 2;

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs the command line and returns the exit code (for tests). */
  static int execute(String... args) {
    CommandLine cli = commandLine();
    return cli.execute(args);
  }

  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new Main());
    for (String name : new String[] {"search", "play", "serve", "match", "selfplay"}) {
      cli.getSubcommands().get(name).getHelpSectionMap()
          .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER, help -> EngineHelp.text());
    }
    cli.setParameterExceptionHandler((ex, args) -> {
      PrintWriter err = ex.getCommandLine().getErr();
      err.println("gametree: " + ex.getMessage());
      err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
      err.flush();
      return USAGE_ERROR;
    });
    cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      if (ex instanceof UserError || ex instanceof GameException || ex instanceof IllegalArgumentException) {
        PrintWriter err = commandLine.getErr();
        err.println("gametree: " + ex.getMessage());
        err.flush();
        return USAGE_ERROR;
      }
      throw ex;
    });
    return cli;
  }

  /** The version from the jar manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"gametree " + (v == null ? "development build" : v)};
    }
  }
}
