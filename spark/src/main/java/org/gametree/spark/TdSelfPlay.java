package org.gametree.spark;

import java.io.PrintStream;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.learn.DifferentiableModel;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.TdLambda;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/**
 * TD(λ) from self-play on Spark, in synchronous rounds that play new games: each round broadcasts the parameters;
 * every task plays its share of the round's games with them (a fixed-depth NegaScout search on the model's value,
 * after random opening plies) and runs core's {@link TdLambda} in {@link TdLambda.Mode#MANUAL} mode over the
 * positions it played, returning its summed change; the driver adds the changes of all tasks and applies them, and
 * checkpoints the round as {@link SparkTd} does. Round {@code r} plays the game ids {@code (r − 1)·G … r·G − 1}
 * ({@code G} games a round); game {@code i} depends only on the round's parameters, the seed and {@code i}, so the
 * rounds are those of one machine playing the same games in one manual pass each, whatever the partitioning.
 *
 * @param gameSpec the game
 * @param features the learnt evaluator whose feature extractor the model reads ({@code --features})
 * @param depth the search depth of the self-play moves
 * @param openingPlies uniformly random plies that start each game
 * @param seed seed of the openings
 * @param gamesPerRound games played in each round
 * @param scale score units per unit of the model's value, for the search (TD values lie in [−1, 1])
 * @param alpha step size
 * @param lambda trace decay
 */
public record TdSelfPlay(String gameSpec, String features, int depth, int openingPlies, long seed, int gamesPerRound,
    double scale, double alpha, double lambda) implements Serializable {
  /** Counts a round's sum carries after the parameter changes: TD errors, games, first-player wins, draws. */
  static final int COUNTS = 4;

  public TdSelfPlay {
    if (depth < 1 || openingPlies < 0 || gamesPerRound < 1 || !(scale > 0)) {
      throw new IllegalArgumentException("self-play TD needs depth >= 1, opening plies >= 0, games per round >= 1 "
          + "and a positive scale");
    }
  }

  /**
   * Runs rounds up to {@code rounds} (counting those in the checkpoint) from {@code start} (or the checkpoint's
   * parameters) with {@code partitions} tasks a round (0: {@link SparkRuns#defaultPartitions}), and returns the
   * parameters. {@code checkpoint} may be null.
   */
  public double[] run(JavaSparkContext sc, SparkTd.ModelFactory factory, double[] start, int rounds,
      int partitions, Path checkpoint, PrintStream log) {
    int slices = partitions > 0 ? partitions : SparkRuns.defaultPartitions(sc, gamesPerRound);
    TdSelfPlay settings = this;
    return SparkTd.rounds(sc, start, rounds, checkpoint, log, (current, round) -> {
      List<Integer> ids = new ArrayList<>(gamesPerRound);
      for (int i = 0; i < gamesPerRound; i++) {
        ids.add((round - 1) * gamesPerRound + i);
      }
      return sc.parallelize(ids, Math.min(slices, gamesPerRound)).mapPartitions(it -> {
        double[] sum = settings.play(factory, current.value(), it);
        return Collections.singletonList(sum).iterator();
      }).treeReduce(SparkTd::add, 2);
    }, sum -> {
      int p = start.length;
      return (long) sum[p + 1] + " games (first player " + (long) sum[p + 2] + " wins, " + (long) sum[p + 3]
          + " draws), " + (long) sum[p] + " TD errors";
    });
  }

  /**
   * Plays the games {@code ids} with parameters {@code w} and learns from them in one manual pass: the summed
   * parameter change, then the {@link #COUNTS} counts.
   */
  public double[] play(SparkTd.ModelFactory factory, double[] w, Iterator<Integer> ids) {
    return play(Games.byId(gameSpec), factory, w, ids);
  }

  private <S extends GameState> double[] play(Game<S> game, SparkTd.ModelFactory factory, double[] w,
      Iterator<Integer> ids) {
    FeatureExtractor<S> f = TrainingSamples.features(game, features);
    DifferentiableModel learner = factory.get();
    DifferentiableModel player = factory.get();
    System.arraycopy(w, 0, learner.parameters(), 0, w.length);
    System.arraycopy(w, 0, player.parameters(), 0, w.length);
    TdLambda td = new TdLambda(learner, alpha, lambda, TdLambda.Mode.MANUAL, TdLambda.Range.SYMMETRIC);
    double[] out = new double[w.length + COUNTS];
    try (Searcher<S> search = Search.builder(game).algorithm(Algorithm.NEGASCOUT)
        .evaluator(new ModelEvaluator<>(f, player, scale)).hashMegabytes(1).build()) {
      double[] x = new double[f.dimension()];
      int[] moves = new int[game.maxLegalMoves()];
      SearchLimits limits = SearchLimits.depth(depth);
      while (ids.hasNext()) {
        int id = ids.next();
        S s = game.newInitialState();
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + id);
        for (int k = 0; k < openingPlies && !s.isTerminal(); k++) {
          s.play(moves[random.nextInt(s.legalMoves(moves))]);
        }
        search.newGame();
        td.startGame();
        while (!s.isTerminal()) {
          f.extract(s, x);
          td.observe(x, s.currentPlayer());
          s.play(search.search(s, limits).bestMove());
        }
        int winner = s.outcome().winner();
        td.endGame(winner == 0 ? 1 : winner == 1 ? -1 : 0);
        out[w.length + 1]++;
        out[w.length + 2] += winner == 0 ? 1 : 0;
        out[w.length + 3] += s.outcome().isDraw() ? 1 : 0;
      }
    }
    td.applyPending();
    double[] after = learner.parameters();
    for (int i = 0; i < w.length; i++) {
      out[i] = after[i] - w[i];
    }
    out[w.length] = td.steps();
    return out;
  }
}
