package org.gametree.spark.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.Model;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.SignatureTable;
import org.gametree.spark.SparkFits;
import org.gametree.spark.SparkTd;
import org.gametree.spark.TdSelfPlay;
import org.gametree.spark.TrainingSamples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gametree train GAME MODEL --data FILE --spark}: one of the fits that reduce to sums, from a self-play
 * training file, aggregated on Spark and written as a parameter file.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = "Fit a model from a self-play training file (gametree selfplay) on Spark: bayes (staged Bayesian "
        + "discriminant of win/loss), least-squares (linear fit of the labels), signature (Samuel's signature "
        + "tables from the played moves), td (a linear TD(lambda) model in synchronous rounds, checkpointed) or "
        + "texel (Texel's method for a game with a linear evaluation: Newton steps on the logistic loss of quiet "
        + "positions, checkpointed). Writes a parameter file that eval=file:PATH reads.")
final class TrainSparkCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "The game.")
  String gameSpec;

  @Parameters(index = "1", paramLabel = "MODEL", description = "bayes, least-squares, signature, td or texel.")
  String model;

  @Option(names = "--data", paramLabel = "FILE",
      description = "The self-play training file (td with --selfplay-games plays its own games instead); texel also "
          + "reads a positions file (*.tsv, GAME<TAB>RESULT<TAB>POSITION of quiet positions, as 'gametree train GAME "
          + "texel' writes it).")
  Path data;

  @Option(names = "--parquet", paramLabel = "DIR",
      description = "texel: the positions of a 'selfplay --parquet' data set instead of --data.")
  Path parquet;

  @Option(names = "--features", defaultValue = "bayes", paramLabel = "EVAL",
      description = "The learnt evaluator whose features to use (default bayes: Othello's BILL features).")
  String features;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "The parameter file to write.")
  Path out;

  @Option(names = "--first-stage", defaultValue = "0", paramLabel = "N", description = "bayes: first stage.")
  int firstStage;

  @Option(names = "--last-stage", defaultValue = "64", paramLabel = "N", description = "bayes: last stage.")
  int lastStage;

  @Option(names = "--radius", defaultValue = "2", paramLabel = "N", description = "bayes: stages pooled each side.")
  int radius;

  @Option(names = "--min-per-class", defaultValue = "30", paramLabel = "N",
      description = "bayes: positions per class a stage needs, else it copies the nearest trained one.")
  long minPerClass;

  @Option(names = "--ridge", defaultValue = "1e-6", paramLabel = "X", description = "bayes, least-squares: ridge.")
  double ridge;

  @Option(names = "--levels", defaultValue = "3", paramLabel = "3|5", description = "signature: levels.")
  int levels;

  @Option(names = "--step-sigmas", defaultValue = "0.5", paramLabel = "X",
      description = "signature: quantisation step in standard deviations of each feature.")
  double stepSigmas;

  @Option(names = "--passes", defaultValue = "3", paramLabel = "N", description = "signature: book-move passes.")
  int passes;

  @Option(names = "--rounds", defaultValue = "10", paramLabel = "N", description = "td: synchronous rounds.")
  int rounds;

  @Option(names = "--alpha", defaultValue = "1e-7", paramLabel = "X",
      description = "td: step size. A round applies the sum of every position's change, so a stable step shrinks as "
          + "the data grows (1e-7 suits a few thousand positions of BILL's features).")
  double alpha;

  @Option(names = "--lambda", defaultValue = "0.7", paramLabel = "X", description = "td: trace decay.")
  double lambda;

  @Option(names = "--checkpoint", paramLabel = "FILE",
      description = "td: the round and weights after each round; given again, the run continues after it. texel: "
          + "the same after each Newton step (default OUT.checkpoint; its trace goes to OUT.fit.tsv).")
  Path checkpoint;

  @Option(names = "--selfplay-games", defaultValue = "0", paramLabel = "N",
      description = "td: play N new games each round with the current weights instead of replaying --data.")
  int selfplayGames;

  @Option(names = "--depth", defaultValue = "1", paramLabel = "D",
      description = "td --selfplay-games: search depth of the self-play moves (default 1).")
  int depth;

  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N",
      description = "td --selfplay-games: random plies that start each game (default 4).")
  int openingPlies;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
      description = "td --selfplay-games: opening seed; texel: seed of the held-out split.")
  long seed;

  @Option(names = "--scale", defaultValue = "1000", paramLabel = "X",
      description = "td --selfplay-games: search score units per unit of the model's value (default 1000).")
  double scale;

  @Option(names = "--skip", defaultValue = "8", paramLabel = "N",
      description = "texel from self-play games: positions before ply N (from the initial position) left out.")
  int skip;

  @Option(names = "--holdout", defaultValue = "0.1", paramLabel = "X",
      description = "texel: fraction of the games held out (split by --seed).")
  double holdout;

  @Option(names = "--k", defaultValue = "0", paramLabel = "X",
      description = "texel: the evaluation's scaling constant (0: fitted with the start weights).")
  double k;

  @Option(names = "--l2", defaultValue = "1e-4", paramLabel = "X",
      description = "texel: penalty on the change of the weights, per squared log-odds.")
  double l2;

  @Option(names = "--iterations", defaultValue = "20", paramLabel = "N", description = "texel: Newton steps at most.")
  int iterations;

  @Option(names = "--tolerance", defaultValue = "1e-7", paramLabel = "X",
      description = "texel: stop when a step lowers the training loss by less than X.")
  double tolerance;

  @Option(names = "--fit-bias", defaultValue = "true", negatable = true, fallbackValue = "true",
      description = "texel: fit the bias (the side to move's tempo); --no-fit-bias keeps it.")
  boolean fitBias;

  @Option(names = "--start", paramLabel = "FILE",
      description = "texel: parameter file to start from (default: the game's default evaluator).")
  Path start;

  @Mixin SparkMain.SparkOptions spark;

  @Override
  public Integer call() throws IOException {
    Game<?> game = Games.byId(gameSpec);
    if (model.equals("texel")) {
      return new TexelSpark(this).run(game);
    }
    FeatureExtractor<?> extractor = TrainingSamples.features(game, features);
    int dim = extractor.dimension();
    Model fitted;
    String detail;
    if (selfplayGames > 0 != (data == null) || (selfplayGames > 0 && !model.equals("td"))) {
      throw new IllegalArgumentException(
          "give --data FILE, or (td only) --selfplay-games N to play new games each round");
    }
    try (JavaSparkContext sc = spark.context("gametree train " + gameSpec + " " + model)) {
      if (selfplayGames > 0) {
        TdSelfPlay td = new TdSelfPlay(gameSpec, features, depth, openingPlies, seed, selfplayGames, scale, alpha,
            lambda);
        double[] p = td.run(sc, () -> LinearModel.zeros(dim), new double[dim + 1], rounds, spark.partitions,
            checkpoint, System.err);
        fitted = new LinearModel(Arrays.copyOf(p, dim), p[dim]);
        detail = rounds + " rounds of TD(" + lambda + ") on " + selfplayGames + " new games each";
      } else {
        Fit fit = fit(sc, TrainingSamples.games(sc, game, data, spark.partitions), dim);
        fitted = fit.model();
        detail = fit.detail();
      }
    }
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      ModelIO.write(fitted, game.id(), extractor.names(), w);
    }
    System.out.println(model + " for " + game.id() + " (" + detail + ") written to " + out);
    return 0;
  }

  /** A fitted model and what to say about it. */
  private record Fit(Model model, String detail) {}

  /** Fits {@code model} from the recorded games. */
  private Fit fit(JavaSparkContext sc, JavaRDD<TrainingSamples.GameLine> games, int dim) {
    return switch (model) {
      case "bayes" -> {
        var trainer = SparkFits.bayes(TrainingSamples.samples(games, gameSpec, features), dim, firstStage,
            lastStage, radius);
        yield new Fit(trainer.build(minPerClass, ridge), "stages " + firstStage + ".." + lastStage);
      }
      case "least-squares" -> {
        SparkFits.NormalEquations sums =
            SparkFits.leastSquares(TrainingSamples.samples(games, gameSpec, features), dim);
        yield new Fit(sums.solve(ridge), sums.count() + " positions");
      }
      case "signature" -> {
        var decisions = TrainingSamples.decisions(games, gameSpec, features).cache();
        double[] steps = SparkFits.steps(decisions, dim, stepSigmas);
        if (dim > 16) {
          throw new IllegalArgumentException("signature tables take at most 16 features, " + features + " has " + dim);
        }
        SignatureTable table = SignatureTable.twoLevel(levels, steps, Math.min(4, dim));
        yield new Fit(SparkFits.bookMoves(sc, decisions, table, passes),
            decisions.count() + " decisions, " + passes + " passes");
      }
      case "td" -> {
        double[] p = SparkTd.run(sc, games.cache(), gameSpec, features, () -> LinearModel.zeros(dim),
            new double[dim + 1], alpha, lambda, rounds, checkpoint, System.err);
        yield new Fit(new LinearModel(Arrays.copyOf(p, dim), p[dim]), rounds + " rounds of TD(" + lambda + ")");
      }
      default -> throw new IllegalArgumentException(
          "MODEL is bayes, least-squares, signature or td, not '" + model + "'");
    };
  }
}
