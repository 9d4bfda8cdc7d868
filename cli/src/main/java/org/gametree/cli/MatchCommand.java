package org.gametree.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gametree.cli.options.MatchOptions;
import org.gametree.cli.options.SparkFlag;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchResult;
import org.gametree.core.report.MatchCurve;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree match}: two engines play a set of openings with colours swapped; the results with intervals. */
@Command(name = "match", mixinStandardHelpOptions = true,
    description = "Play two engines against each other from a set of openings, each with colours swapped, and "
        + "report W/D/L, score and Elo with 95%% intervals. Progress goes to stderr.")
final class MatchCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game, e.g. connect-four, 'go(size=9,komi=7)'.")
  String gameSpec;

  @Option(names = "--engine1", paramLabel = "SPEC",
      description = "First engine: a built-in spec (negascout:depth=8, mcts:playouts=20000,threads=2, random) or an "
          + "external one (gtp:COMMAND, uci:COMMAND); default: the game's default engine. Results are from its point "
          + "of view.")
  String engine1;

  @Option(names = "--engine2", paramLabel = "SPEC", description = "Second engine (default: the game's default engine).")
  String engine2;

  @Mixin MatchOptions match;

  @Option(names = "--charts", paramLabel = "DIR", description = "Draw the score and the Elo difference with their "
      + "95%% intervals over the games into DIR: match-score and match-elo, as PNG, SVG and figure data.")
  Path charts;

  @Option(names = "--json", description = "Print one JSON object {games, wins, draws, losses, score, eloDiff, "
      + "eloError95, ...} on the last line.")
  boolean json;

  @Mixin SparkFlag spark;

  @Override
  public Integer call() throws IOException {
    if (spark.master != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    Game<?> game = Games.byId(gameSpec);
    String first = engines(game)[0];
    String second = engines(game)[1];
    MatchConfig config = match.builder(first, second).build();
    MatchCurve curve = charts == null ? null : new MatchCurve(first + " vs " + second);
    MatchResult result;
    try (GameProgress progress = new GameProgress("match")) {
      result = Match.run(game, config, curve == null ? progress : curve.alongside(progress));
    }
    if (curve != null) {
      System.err.println(ChartFiles.report(ChartFiles.drawMatch(curve, charts)));
    }
    System.out.println(json ? result.toJson() : result.summary());
    return 0;
  }

  /** The two engine specs: {@code --engine1} and {@code --engine2}, each the game's default engine when not given. */
  String[] engines(Game<?> game) {
    return new String[] {engine1 != null ? engine1 : game.defaultEngineSpec(),
        engine2 != null ? engine2 : game.defaultEngineSpec()};
  }
}
