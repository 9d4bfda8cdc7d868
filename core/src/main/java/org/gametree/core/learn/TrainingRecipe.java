package org.gametree.core.learn;

import org.gametree.core.Plugin;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;

/**
 * A named, reproducible training run or experiment for a game: {@code gametree train GAME RECIPE key=value ...}.
 *
 * <p>A {@link org.gametree.core.GameModule} contributes recipes; {@link TrainingRecipes} finds them. A recipe writes
 * its results as it goes and, when run again with the same output, continues where it stopped.
 */
public interface TrainingRecipe extends Plugin {
  /** The recipe's name, unique per game (e.g. {@code data}, {@code bayes}, {@code td}). */
  String name();

  /** One line for {@code gametree train GAME}. */
  String description();

  /** Whether this recipe trains for {@code game}. */
  boolean supports(Game<?> game);

  /** The options the recipe understands, with their defaults, in the order to document them. */
  List<Option> options();

  /**
   * Runs the recipe.
   *
   * @param game the game, as the user specified it
   * @param options every option of {@link #options()}, the user's value or the default
   * @param log where progress goes (a front end passes standard error)
   * @return a one-line summary of what was produced (a front end prints it)
   * @throws IllegalArgumentException for an option value the recipe cannot use, naming it
   */
  String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException;

  /** One option: its name, its default (never null; empty for none) and a one-line description. */
  record Option(String name, String defaultValue, String description) {}
}
