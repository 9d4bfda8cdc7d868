package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.cli.CliErrorsTest.Run;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Start-up builds only the subcommand named; what the user sees is the same as with every one built. */
class LazyCommandsTest {
  @Test
  void helpWithPlaceholdersListsTheSameAsWithEveryCommandBuilt() {
    assertEquals(Main.commandLine().getUsageMessage(), Main.commandLine(new String[] {"--help"}).getUsageMessage());
    assertEquals(Main.commandLine().getUsageMessage(), Main.commandLine(new String[0]).getUsageMessage());
  }

  @Test
  void onlyTheNamedCommandIsBuiltInFull() {
    CommandLine cli = Main.commandLine(new String[] {"--verbose", "search", "connect-four"});
    assertTrue(cli.getSubcommands().get("search").getCommandSpec().findOption("--depth") != null);
    assertTrue(cli.getSubcommands().get("search").getUsageMessage().contains("negascout"), "the engine footer");
    assertTrue(cli.getSubcommands().get("perft").getCommandSpec().options().isEmpty(), "perft is a placeholder");
    CommandLine unknown = Main.commandLine(new String[] {"serch"});
    assertFalse(unknown.getSubcommands().get("perft").getCommandSpec().options().isEmpty(),
        "an unknown name builds every command, for picocli's suggestions");
    CommandLine help = Main.commandLine(new String[] {"help", "perft"});
    assertFalse(help.getSubcommands().get("perft").getCommandSpec().options().isEmpty());
  }

  @Test
  void theLazyPathRunsCommandsAndReportsMistakesAsBefore() {
    Run r = CliErrorsTest.run("search", "connect-four", "--depth", "2", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(Main.USAGE_ERROR, Main.execute("serch", "connect-four"));
    assertEquals(0, Main.execute("help", "perft"));
  }
}
