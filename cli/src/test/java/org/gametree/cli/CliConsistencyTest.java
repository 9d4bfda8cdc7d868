package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gametree.cli.CliErrorsTest.Run;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line says things one way: unknown commands, the game rows, the side names. */
class CliConsistencyTest {
  @Test
  void aMistypedCommandIsAnErrorThatSuggestsTheCommand() {
    Run r = CliErrorsTest.run("serach", "go");
    assertEquals(Main.USAGE_ERROR, r.code(), r.out());
    assertTrue(r.err().contains("unknown command 'serach'") && r.err().contains("search"), r.err());
  }

  @Test
  void helpOfACommandThatDoesNotExistIsAnError() {
    Run r = CliErrorsTest.run("nosuchcommand", "--help");
    assertEquals(Main.USAGE_ERROR, r.code(), r.out());
    assertTrue(r.err().contains("unknown command 'nosuchcommand'"), r.err());
    assertFalse(r.out().contains("Usage:"), r.out());
    assertEquals(Main.USAGE_ERROR, Main.execute("nosuchcommand", "--help"));
  }

  @Test
  void gamesPrintsOneRowPerGameWithItsAliases() {
    Run r = CliErrorsTest.run("games");
    List<String> rows = r.out().lines().filter(l -> !l.startsWith(" ")).toList();
    assertTrue(rows.stream().anyMatch(l -> l.startsWith("othello (reversi) ")), r.out());
    assertTrue(rows.stream().anyMatch(l -> l.startsWith("xiangqi (chinese-chess) ")), r.out());
    assertTrue(rows.stream().noneMatch(l -> l.startsWith("reversi") || l.startsWith("connect4 ")), r.out());
    assertEquals(rows.stream().distinct().count(), rows.size(), r.out());
  }

  @Test
  void perftJsonReportsWallClockAndCpuMillis() {
    Run r = CliErrorsTest.run("perft", "tictactoe", "--depth", "3", "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*\"nodes\":504,\"millis\":\\d+,\"cpuMillis\":-?\\d+.*"), r.out());
  }

  @Test
  void serveHelpListsTheProtocols() {
    String help = Main.commandLine().getSubcommands().get("serve").getUsageMessage();
    assertTrue(help.contains("gtp, uci, ucci, nboard,") && help.contains("connect6"), help);
  }

  @Test
  void everyOptionWithADefaultShowsIt() {
    for (CommandLine command : Main.commandLine().getSubcommands().values()) {
      for (CommandLine.Model.OptionSpec o : command.getCommandSpec().options()) {
        boolean flag = o.type() == boolean.class || o.type() == Boolean.class;
        if (o.defaultValue() != null && !flag && !o.usageHelp() && !o.versionHelp()) {
          String text = String.join(" ", o.description());
          assertTrue(text.toLowerCase(java.util.Locale.ROOT).contains("default"),
              command.getCommandName() + " " + o.longestName() + ": " + text);
        }
      }
    }
  }

  @Test
  void helpWritesOptionValuesAfterASpaceAsTheDocsDo() {
    String help = Main.commandLine().getSubcommands().get("match").getUsageMessage();
    assertTrue(help.contains("--games N"), help);
    assertFalse(help.contains("--games=N"), help);
    assertEquals(0, CliErrorsTest.run("perft", "tictactoe", "--depth=1").code(), "the parser takes --option=value");
  }

  @Test
  void helpNeverWrapsInsideAWord() {
    for (CommandLine command : Main.commandLine().getSubcommands().values()) {
      StringBuilder texts = new StringBuilder(String.join(" ", command.getCommandSpec().usageMessage().description()));
      command.getCommandSpec().args().forEach(a -> texts.append(' ').append(String.join(" ", a.description())));
      String text = texts.toString();
      List<String> lines = command.getUsageMessage().lines().map(String::strip).toList();
      for (int i = 0; i + 1 < lines.size(); i++) {
        String[] here = lines.get(i).split(" ");
        String last = here[here.length - 1];
        String first = lines.get(i + 1).split(" ")[0];
        boolean broken = !last.isEmpty() && !first.isEmpty() && text.contains(last + first)
            && !text.contains(last + " " + first);
        assertFalse(broken, command.getCommandName() + " wraps '" + last + first + "':\n" + command.getUsageMessage());
      }
    }
  }
}
