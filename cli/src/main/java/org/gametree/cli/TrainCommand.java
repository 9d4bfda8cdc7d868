package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gametree.cli.options.SparkFlag;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.match.Json;
import org.gametree.core.option.Option;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Unmatched;

/**
 * {@code gametree train GAME RECIPE [--option value ...]}: the game modules' training runs and experiments, each
 * reproducible by one command. A recipe is a subcommand made from its typed options, with its own {@code --help}.
 */
@Command(name = "train",
    description = "Run a game's training recipe or experiment (results are written as they go; running the same "
        + "command again continues). Without RECIPE, lists the game's recipes; 'gametree train GAME RECIPE --help' "
        + "lists a recipe's options, each given as --name value.")
final class TrainCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", arity = "0..1", paramLabel = "RECIPE", description = "The recipe to run.")
  String recipeName;

  @Unmatched
  List<String> recipeArgs = new ArrayList<>();

  @CommandLine.Option(names = {"-h", "--help"}, description = "Show this help (with GAME RECIPE: the recipe's).")
  boolean help;

  @CommandLine.Option(names = "--json", description = "Print one JSON object: {game, recipes: [{name, description, "
      + "options}]} without RECIPE, {recipe, summary} after a run.")
  boolean json;

  @CommandLine.Spec
  CommandSpec self;

  @CommandLine.Mixin SparkFlag spark;

  @Override
  public Integer call() throws IOException {
    if (spark.master != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    if (gameSpec == null || (help && recipeName == null)) {
      self.commandLine().usage(System.out);
      return 0;
    }
    Game<?> game = Games.byId(gameSpec);
    if (recipeName == null) {
      list(game);
      return 0;
    }
    TrainingRecipe recipe = TrainingRecipes.find(game, recipeName);
    CommandLine recipeCommand = new CommandLine(spec(game, recipe));
    if (help) {
      StringWriter usage = new StringWriter();
      recipeCommand.usage(new PrintWriter(usage));
      System.out.print(usage);
      return 0;
    }
    Map<String, String> given = new LinkedHashMap<>();
    try {
      CommandLine.ParseResult parsed = recipeCommand.parseArgs(recipeArgs.toArray(new String[0]));
      for (OptionSpec o : parsed.matchedOptions()) {
        given.put(o.longestName().substring(2), o.getValue().toString());
      }
    } catch (CommandLine.ParameterException e) {
      throw new UserError(e.getMessage() + " (the recipe's options: gametree train " + game.id() + " " + recipe.name()
          + " --help)");
    }
    Map<String, String> options = TrainingRecipes.withDefaults(recipe, given);
    String summary;
    try (Progress progress = Progress.start("train " + recipe.name(), -1, "", 0)) {
      summary = recipe.run(game, options, progress.log());
    }
    String drawn = ChartFiles.report(ChartFiles.drawRecipeFigures(options));
    if (drawn != null) {
      System.err.println(drawn);
    }
    System.out.println(json
        ? Json.toJson(Json.object().put("recipe", recipe.name()).put("summary", summary))
        : summary);
    return 0;
  }

  /** The recipe as a command: one {@code --name VALUE} per option, with its type and default in the help. */
  private static CommandSpec spec(Game<?> game, TrainingRecipe recipe) {
    CommandSpec spec = CommandSpec.create().name("gametree train " + game.id() + " " + recipe.name());
    // picocli formats descriptions: a recipe's plain-text "25% random" must not read as a format specifier
    spec.usageMessage().description(recipe.description().replace("%", "%%"));
    for (Option<?> o : recipe.options()) {
      // The label is the value's kind (N, X, TEXT, on|off); the range, if any, goes into the description.
      String label = o.type().split(" ")[0];
      String range = o.type().equals(label) ? "" : o.type();
      String shown = o.defaultText().isEmpty() ? "" : "default " + o.defaultText();
      String note = range.isEmpty() || shown.isEmpty() ? range + shown : range + "; " + shown;
      spec.addOption(OptionSpec.builder("--" + o.name()).type(String.class).paramLabel(label)
          .description((o.help() + (note.isEmpty() ? "" : " (" + note + ")")).replace("%", "%%")).build());
    }
    return spec;
  }

  private void list(Game<?> game) {
    List<TrainingRecipe> recipes = TrainingRecipes.supported(game);
    if (json) {
      ObjectNode out = Json.object().put("game", game.id());
      ArrayNode rows = out.putArray("recipes");
      for (TrainingRecipe r : recipes) {
        ObjectNode row = rows.addObject().put("name", r.name()).put("description", r.description());
        ArrayNode options = row.putArray("options");
        r.options().forEach(o -> options.addObject().put("name", o.name()).put("type", o.type())
            .put("default", o.defaultText()).put("description", o.help()));
      }
      System.out.println(Json.toJson(out));
      return;
    }
    if (recipes.isEmpty()) {
      System.out.println("no training recipes for " + game.id());
    }
    for (TrainingRecipe r : recipes) {
      System.out.println(r.name() + ": " + r.description());
      for (Option<?> o : r.options()) {
        System.out.printf("    --%s %s  %s%s%n", o.name(), o.type(), o.help(),
            o.defaultText().isEmpty() ? "" : " (default " + o.defaultText() + ")");
      }
    }
  }
}
