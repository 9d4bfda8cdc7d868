package org.gametree.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree train}: the game modules' training runs and experiments, each reproducible by one command. */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = "Run a game's training recipe or experiment (results are written as they go; running the same "
        + "command again continues). Without RECIPE, lists the game's recipes and their options.")
final class TrainCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", arity = "0..1", paramLabel = "RECIPE", description = "The recipe to run.")
  String recipeName;

  @Parameters(index = "2..*", paramLabel = "KEY=VALUE", description = "Options of the recipe.")
  List<String> settings = new ArrayList<>();

  @Option(names = "--json", description = "Print one JSON object: {recipes: [{name, description, options}]} without "
      + "RECIPE, {recipe, summary} after a run.")
  boolean json;

  @Override
  public Integer call() throws IOException {
    Game<?> game = Games.byId(gameSpec);
    if (recipeName == null) {
      List<TrainingRecipe> recipes = TrainingRecipes.supported(game);
      if (json) {
        List<Json> rows = new ArrayList<>();
        for (TrainingRecipe r : recipes) {
          List<Json> options = new ArrayList<>();
          r.options().forEach(o -> options.add(new Json().put("name", o.name()).put("default", o.defaultValue())
              .put("description", o.description())));
          rows.add(new Json().put("name", r.name()).put("description", r.description()).put("options", options));
        }
        System.out.println(new Json().put("game", game.id()).put("recipes", rows));
        return 0;
      }
      if (recipes.isEmpty()) {
        System.out.println("no training recipes for " + game.id());
      }
      for (TrainingRecipe r : recipes) {
        System.out.println(r.name() + ": " + r.description());
        for (TrainingRecipe.Option o : r.options()) {
          System.out.printf("    %s=%s  %s%n", o.name(), o.defaultValue(), o.description());
        }
      }
      return 0;
    }
    TrainingRecipe recipe = TrainingRecipes.find(game, recipeName);
    Map<String, String> given = new LinkedHashMap<>();
    for (String s : settings) {
      int eq = s.indexOf('=');
      if (eq <= 0) {
        throw new UserError("expected KEY=VALUE, got '" + s + "'");
      }
      given.put(s.substring(0, eq).trim(), s.substring(eq + 1).trim());
    }
    String summary = recipe.run(game, TrainingRecipes.withDefaults(recipe, given), System.err);
    System.out.println(json ? new Json().put("recipe", recipe.name()).put("summary", summary) : summary);
    return 0;
  }
}
