package org.gametree.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;
import org.gametree.core.report.Figure;

/** A recipe for the tests of {@code gametree train}'s charts: writes a learning curve into its directory. */
public final class FigureRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "curve";
  }

  @Override
  public String description() {
    return "writes a learning curve";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game.id().startsWith("tictactoe");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(Option.text("dir", "curve-out", "output directory"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) {
    Figure.line("learning curve", "games", "score").yRange(0, 1)
        .series("score", new double[] {0, 10, 20}, new double[] {0.5, 0.6, 0.7}, new double[] {0.1, 0.1, 0.1})
        .series("as first", new double[] {0, 10, 20}, new double[] {0.4, 0.5, 0.8})
        .write(Path.of(options.get("dir")).resolve("curve" + Figure.EXTENSION));
    return "curve written";
  }
}
