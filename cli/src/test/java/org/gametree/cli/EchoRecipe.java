package org.gametree.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;

/** A recipe for the tests of {@code gametree train}: logs a line per game and reports the options it was given. */
public final class EchoRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "echo";
  }

  @Override
  public String description() {
    return "prints its options";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game.id().startsWith("connect-four");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(Option.integer("games", 10, 0, Integer.MAX_VALUE, "games to play"),
        Option.text("out", "echo.txt", "output file"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) {
    if (!options.get("games").matches("\\d+")) {
      throw new IllegalArgumentException("games must be a number, got '" + options.get("games") + "'");
    }
    for (int i = 1; i <= Integer.parseInt(options.get("games")); i++) {
      log.println("echo: game " + i);
    }
    return "echo " + options;
  }
}
