package org.gametree.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.core.match.ProgressPrinter;
import org.gametree.core.match.Sprt;
import org.gametree.core.report.MatchCurve;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gametree match}: two engines play a set of openings with colours swapped; the results with intervals. */
@Command(name = "match", mixinStandardHelpOptions = true,
    description = "Play two engines against each other from a set of openings, each with colours swapped, and "
        + "report W/D/L, score and Elo with 95%% intervals. Progress goes to stderr.")
final class MatchCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game, e.g. connect-four, 'go(size=9,komi=7)'.")
  String gameSpec;

  @Option(names = "--engine1", required = true, paramLabel = "SPEC",
      description = "First engine: a built-in spec (negascout:depth=8, mcts:playouts=20000,threads=2, random) or an "
          + "external one (gtp:COMMAND, uci:COMMAND). Results are from its point of view.")
  String engine1;

  @Option(names = "--engine2", required = true, paramLabel = "SPEC", description = "Second engine.")
  String engine2;

  @Option(names = "--games", defaultValue = "2", paramLabel = "N", description = "Games to play (default 2).")
  int games;

  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N",
      description = "Random plies that make each opening (default 4).")
  int openingPlies;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the random openings.")
  long seed;

  @Option(names = "--openings", paramLabel = "FILE",
      description = "Openings from a file, one position (or move list) per line, instead of random plies.")
  Path openings;

  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K", description = "Games at once (default 1).")
  int concurrency;

  @Option(names = "--time", paramLabel = "MS",
      description = "Milliseconds a move for both engines, overriding their specs' limits.")
  Long timePerMove;

  @Option(names = "--engine-timeout", defaultValue = "10000", paramLabel = "MS",
      description = "An engine silent this long past its time loses the game (default 10000).")
  long engineTimeout;

  @Option(names = "--resign-score", defaultValue = "0", paramLabel = "S",
      description = "Adjudicate a loss when a side scores below -S for --resign-moves moves (0 = off).")
  int resignScore;

  @Option(names = "--resign-moves", defaultValue = "3", paramLabel = "N", description = "See --resign-score.")
  int resignMoves;

  @Option(names = "--draw-after", defaultValue = "0", paramLabel = "N",
      description = "Adjudicate a draw after N plies past the opening (0 = off).")
  int drawAfter;

  @Option(names = "--sprt", paramLabel = "E0,E1[,A,B]",
      description = "Stop when a sequential probability ratio test between Elo E0 and E1 decides.")
  String sprt;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Record file: one JSON line per finished game (and the game's own format beside it).")
  Path out;

  @Option(names = "--charts", paramLabel = "DIR", description = "Draw the score and the Elo difference with their "
      + "95%% intervals over the games into DIR: match-score and match-elo, as PNG, SVG and figure data.")
  Path charts;

  @Option(names = "--resume", description = "Continue the match recorded in --out.")
  boolean resume;

  @Option(names = "--json", description = "Print one JSON object {games, wins, draws, losses, score, eloDiff, "
      + "eloError95, ...} on the last line.")
  boolean json;

  @Option(names = "--spark", arity = "0..1", paramLabel = "MASTER", fallbackValue = "local[*]",
      description = "Run on Apache Spark, local[*] by default (docs/spark.md): the gametree launcher script hands the "
          + "command to the gametree-spark module.")
  String spark;

  @Override
  public Integer call() throws IOException {
    if (spark != null) {
      throw new UserError("--spark runs through the gametree launcher script, which builds and starts the "
          + "gametree-spark module (docs/spark.md)");
    }
    Game<?> game = Games.byId(gameSpec);
    MatchConfig config = MatchConfig.builder(engine1, engine2)
        .games(games)
        .openingPlies(openingPlies)
        .seed(seed)
        .openingsFile(openings)
        .concurrency(concurrency)
        .timePerMove(timePerMove == null ? null : Duration.ofMillis(timePerMove))
        .engineTimeout(Duration.ofMillis(engineTimeout))
        .resign(resignScore, resignMoves)
        .drawAfterPlies(drawAfter)
        .sprt(sprt == null ? null : Sprt.parse(sprt))
        .out(out)
        .resume(resume)
        .build();
    MatchProgress progress = ProgressPrinter.forConsole(System.err);
    MatchCurve curve = charts == null ? null : new MatchCurve(engine1 + " vs " + engine2);
    MatchResult result = Match.run(game, config, curve == null ? progress : curve.alongside(progress));
    if (curve != null) {
      System.err.println(ChartFiles.report(ChartFiles.drawMatch(curve, charts)));
    }
    System.out.println(json ? result.toJson() : result.summary());
    return 0;
  }
}
