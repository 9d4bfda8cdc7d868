package org.gametree.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;

/** A recipe for the tests of {@code gametree train}: reports the options it was given. */
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
    return "echo " + options;
  }
}
