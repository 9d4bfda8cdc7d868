package org.gametree.core.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.Plugin;
import org.gametree.core.option.Option;

/**
 * A named, reproducible training run or experiment for a game: {@code gametree train GAME RECIPE --key=value ...}.
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

  /**
   * The options the recipe understands, typed, with their defaults, in the order to document them; {@code gametree
   * train GAME RECIPE --help} lists them and every value given is checked against its option before {@link #run}.
   */
  List<Option<?>> options();

  /**
   * Runs the recipe.
   *
   * @param game the game, as the user specified it
   * @param options every option of {@link #options()} as text, the user's value (already checked against the
   *     option's type and range) or the default
   * @param log where progress goes (a front end passes standard error)
   * @return a one-line summary of what was produced (a front end prints it)
   * @throws IllegalArgumentException for an option value the recipe cannot use, naming it
   */
  String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException;

}
