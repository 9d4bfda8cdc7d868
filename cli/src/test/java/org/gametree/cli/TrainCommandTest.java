package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.cli.CliErrorsTest.Run;
import org.junit.jupiter.api.Test;

/** {@code gametree train}: recipes are listed, run with defaults under the user's options, and misuse is exit 2. */
class TrainCommandTest {
  @Test
  void listsRecipesWithTheirOptionsAndDefaults() {
    Run r = CliErrorsTest.run("train", "connect-four");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("echo: prints its options"), r.out());
    assertTrue(r.out().contains("--games N >= 0  games to play (default 10)"), r.out());
  }

  @Test
  void userOptionsOverrideDefaultsAndTheSummaryIsPrinted() {
    Run r = CliErrorsTest.run("train", "connect-four", "echo", "--games", "3");
    assertEquals(0, r.code(), r.err());
    assertEquals("echo {games=3, out=echo.txt}", r.out().strip());
  }

  @Test
  void unknownRecipeNamesTheChoices() {
    Run r = CliErrorsTest.run("train", "connect-four", "nope");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("'nope'") && r.err().contains("[echo]"), r.err());
  }

  @Test
  void unknownOptionAndMalformedSettingAreUsageErrors() {
    Run unknown = CliErrorsTest.run("train", "connect-four", "echo", "--rounds=3");
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("'--rounds=3'"), unknown.err());
    Run malformed = CliErrorsTest.run("train", "connect-four", "echo", "--games");
    assertEquals(2, malformed.code());
    assertTrue(malformed.err().contains("'--games'"), malformed.err());
    Run badValue = CliErrorsTest.run("train", "connect-four", "echo", "--games=x");
    assertEquals(2, badValue.code());
    assertTrue(badValue.err().contains("games must be a whole number") && badValue.err().contains("'x'"),
        badValue.err());
    Run oldSyntax = CliErrorsTest.run("train", "connect-four", "echo", "games=3");
    assertEquals(2, oldSyntax.code());
    assertTrue(oldSyntax.err().contains("games=3") && oldSyntax.err().contains("--help"), oldSyntax.err());
  }

  @Test
  void aRecipeHasItsOwnHelpAndJson() {
    String help = Main.commandLine().getSubcommands().get("train").getUsageMessage();
    assertTrue(help.contains("RECIPE"), help);
    Run json = CliErrorsTest.run("train", "connect-four", "--json");
    assertEquals(0, json.code(), json.err());
    assertTrue(json.out().contains("\"name\":\"games\",\"type\":\"N >= 0\",\"default\":\"10\""), json.out());
    Run percent = CliErrorsTest.run("train", "othello", "probcut", "--help");
    assertEquals(0, percent.code(), percent.err());
    assertTrue(percent.out().contains("with 25%") && !percent.out().contains("%%"), percent.out());
    assertFalse(percent.err().contains("format") || percent.err().contains("WARN"), percent.err());
    Run run = CliErrorsTest.run("train", "connect-four", "echo", "--games=4", "--json");
    assertEquals("{\"recipe\":\"echo\",\"summary\":\"echo {games=4, out=echo.txt}\"}", run.out().strip());
  }
}
