package org.gametree.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.core.GameException;
import org.gametree.core.match.PlayerException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/** Entry point of the {@code gametree} command. */
@Command(
    name = "gametree",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Game-tree search and evaluation learning for two-player board games.")
public final class Main implements Runnable {
  /** The subcommands, in the order {@code --help} lists them ({@code help} comes last). */
  private static final List<Class<?>> SUBCOMMANDS = List.of(
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
      TuneCommand.class,
      ChartCommand.class);

  /** Exit code for anything the user got wrong (unknown game, bad option, malformed position or move). */
  static final int USAGE_ERROR = 2;

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Exit code for a failure that is not the user's (a bug, the machine out of memory). */
  static final int INTERNAL_ERROR = 1;

  /** Runs the command line and returns the exit code (for tests). */
  static int execute(String... args) {
    CommandLine cli = commandLine(args);
    try {
      return cli.execute(args);
    } catch (OutOfMemoryError | StackOverflowError e) {
      System.err.println("gametree: " + e.getClass().getSimpleName() + " (give the JVM more memory with -Xmx, or ask"
          + " for a smaller table or shorter run)");
      return INTERNAL_ERROR;
    }
  }

  /** At most about 80 characters of each quoted part of {@code message} ('...'), and no line breaks. */
  static String clip(String message) {
    String one = String.valueOf(message).replaceAll("\\s*\\R\\s*", " ");
    Matcher m = QUOTED.matcher(one);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String q = m.group(1);
      m.appendReplacement(sb, Matcher.quoteReplacement("'" + q.substring(0, 77) + "...'"));
    }
    m.appendTail(sb);
    String text = sb.toString();
    return text.length() <= 400 ? text : text.substring(0, 397) + "...";
  }

  private static final Pattern QUOTED = Pattern.compile("'([^']{81,})'");

  /** The one line a failure prints, and its exit code. */
  static int report(PrintWriter err, Exception ex) {
    int code = USAGE_ERROR;
    String message;
    if (ex instanceof UserError || ex instanceof GameException || ex instanceof IllegalArgumentException
        || ex instanceof PlayerException) {
      message = ex.getMessage();
    } else if (ex instanceof UncheckedIOException || ex instanceof IOException) {
      Throwable cause = ex instanceof UncheckedIOException u ? u.getCause() : ex;
      String why = cause instanceof NoSuchFileException ? "no such file"
          : cause instanceof AccessDeniedException ? "permission denied"
          : cause instanceof FileSystemException f && f.getReason() != null ? f.getReason()
          : String.valueOf(cause.getMessage());
      message = ex == cause ? why + ": " + cause.getMessage() : ex.getMessage() + " (" + why + ")";
    } else {
      code = INTERNAL_ERROR;
      message = "internal error: " + ex;
    }
    err.println("gametree: " + clip(message));
    err.flush();
    return code;
  }

  /** The command line with every subcommand built in full (tests; {@code gametree help COMMAND}). */
  static CommandLine commandLine() {
    return commandLine(null);
  }

  /**
   * The command line for {@code args}: the subcommand they name is built in full and every other one is a placeholder
   * with its name and description, which is all {@code gametree --help} lists. Picocli builds a command's model by
   * reflecting over its options, so building one instead of eleven is most of start-up (docs/benchmarks.md). With
   * null, no subcommand, {@code help} or an unknown name, every subcommand is built in full.
   */
  static CommandLine commandLine(String[] args) {
    String wanted = null;
    if (args != null) {
      for (String a : args) {
        if (!a.startsWith("-")) {
          wanted = a;
          break;
        }
      }
    }
    boolean known = false;
    for (Class<?> c : SUBCOMMANDS) {
      known |= c.getAnnotation(Command.class).name().equals(wanted);
    }
    boolean placeholders = args != null && (wanted == null || known);
    CommandLine cli = new CommandLine(new Main());
    for (Class<?> c : SUBCOMMANDS) {
      Command command = c.getAnnotation(Command.class);
      if (placeholders && !command.name().equals(wanted)) {
        CommandSpec spec = CommandSpec.create().name(command.name());
        spec.usageMessage().description(command.description());
        cli.addSubcommand(command.name(), new CommandLine(spec));
      } else {
        cli.addSubcommand(command.name(), c);
      }
    }
    cli.addSubcommand("help", CommandLine.HelpCommand.class);
    for (String name : new String[] {"search", "play", "serve", "match", "selfplay"}) {
      if (!placeholders || name.equals(wanted)) {
        cli.getSubcommands().get(name).getHelpSectionMap()
            .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER,
                help -> EngineHelp.defaultEngine(help.commandSpec()) + EngineHelp.text());
      }
    }
    if (!placeholders || "games".equals(wanted)) {
      cli.getSubcommands().get("games").getHelpSectionMap()
          .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER, help -> EngineHelp.gameParameters());
    }
    spaceSeparated(cli);
    cli.setParameterExceptionHandler((ex, unmatched) -> {
      PrintWriter err = ex.getCommandLine().getErr();
      if (ex instanceof CommandLine.UnmatchedArgumentException u && ex.getCommandLine() == cli
          && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
        return unknownCommand(u, err);
      }
      err.println("gametree: " + clip(ex.getMessage()) + " (see '"
          + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
      err.flush();
      return USAGE_ERROR;
    });
    cli.setExecutionStrategy(parseResult -> {
      // picocli lets unmatched words through when help is asked for: 'gametree tune --help' names no command
      if (!parseResult.unmatched().isEmpty() && !parseResult.hasSubcommand()) {
        return unknownCommand(new CommandLine.UnmatchedArgumentException(cli, parseResult.unmatched()), cli.getErr());
      }
      NumberChecks.check(parseResult);
      return new CommandLine.RunLast().execute(parseResult);
    });
    cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> report(commandLine.getErr(), ex));
    return cli;
  }

  /**
   * Help writes an option's value after a space ({@code --games N}), as the docs do; the parser takes both forms, and
   * picocli's own separator would make it refuse {@code --games=4}. The text keeps its length, so columns stay.
   */
  private static void spaceSeparated(CommandLine command) {
    for (String key : new String[] {CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS,
        CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST}) {
      CommandLine.IHelpSectionRenderer original = command.getHelpSectionMap().get(key);
      if (original != null) {
        command.getHelpSectionMap().put(key, help -> OPTION_VALUE.matcher(original.render(help)).replaceAll("$1 "));
      }
    }
    command.getSubcommands().values().forEach(Main::spaceSeparated);
  }

  private static final Pattern OPTION_VALUE = Pattern.compile("(--[A-Za-z0-9][A-Za-z0-9-]*)=");

  /** The error for a first word that is no command, with picocli's suggestions of the commands it resembles. */
  private static int unknownCommand(CommandLine.UnmatchedArgumentException ex, PrintWriter err) {
    String word = ex.getUnmatched().isEmpty() ? "" : ex.getUnmatched().get(0);
    err.println("gametree: unknown command '" + clip(word) + "' (see 'gametree --help')");
    CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
    err.flush();
    return USAGE_ERROR;
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
