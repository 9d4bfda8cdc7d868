package org.gametree.core.learn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.Registry;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;

/** The {@link TrainingRecipe}s that {@link Registry}'s modules provide. */
public final class TrainingRecipes {
  private TrainingRecipes() {}

  /** The recipes that train for {@code game}, in class-path order. */
  public static List<TrainingRecipe> supported(Game<?> game) {
    List<TrainingRecipe> out = new ArrayList<>();
    for (TrainingRecipe r : Registry.plugins(TrainingRecipe.class)) {
      if (r.supports(game)) {
        out.add(r);
      }
    }
    return out;
  }

  /** The recipe {@code name} for {@code game}; {@link IllegalArgumentException} naming the choices. */
  public static TrainingRecipe find(Game<?> game, String name) {
    List<TrainingRecipe> recipes = supported(game);
    for (TrainingRecipe r : recipes) {
      if (r.name().equalsIgnoreCase(name)) {
        return r;
      }
    }
    List<String> names = recipes.stream().map(TrainingRecipe::name).toList();
    throw new IllegalArgumentException("no training recipe '" + name + "' for " + game.id()
        + (names.isEmpty() ? "; this game has none" : "; available: " + names));
  }

  /**
   * The recipe's options with the user's values over the defaults; {@link IllegalArgumentException} for a key the
   * recipe does not know, naming it and the known ones.
   */
  public static Map<String, String> withDefaults(TrainingRecipe recipe, Map<String, String> given) {
    OptionSet options = new OptionSet(recipe.name(), recipe.options());
    Map<String, String> out = new LinkedHashMap<>(options.defaults());
    for (Map.Entry<String, String> e : given.entrySet()) {
      Option<?> option = options.find(e.getKey());
      if (option == null) {
        throw new IllegalArgumentException("unknown option '" + e.getKey() + "' for recipe " + recipe.name()
            + "; known: " + out.keySet());
      }
      option.parse(e.getValue());
      out.put(e.getKey(), e.getValue().strip());
    }
    return out;
  }
}
