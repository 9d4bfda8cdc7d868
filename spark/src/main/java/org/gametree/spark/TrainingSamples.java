package org.gametree.spark;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.match.RecordFile;

/**
 * A self-play training file ({@code gametree selfplay}'s JSON lines) as Spark data: the driver reads the lines
 * (dropping a torn last one) and the tasks replay the games and extract features with the extractor of a learnt
 * evaluator of the game ({@code eval=NAME}, a {@link ModelEvaluator}), as positions for the Bayesian and least-squares
 * fits or as decisions for book-move training.
 */
public final class TrainingSamples {
  private TrainingSamples() {}

  /**
   * One game of the file: its id, its opening plies, its moves, their labels (the side to move's result), which
   * labels the solver proved (empty without {@code --exact-labels}), the winner (0, 1, or −1 for a draw) and the
   * margin.
   */
  public record GameLine(int id, List<String> opening, List<String> moves, List<Double> labels, List<Boolean> exact,
      int winner, int margin) implements Serializable {}

  /** The feature extractor of {@code game}'s evaluator {@code name}; {@link IllegalArgumentException} if it has none. */
  @SuppressWarnings("unchecked")
  public static <S extends GameState> FeatureExtractor<S> features(Game<S> game, String name) {
    Evaluator<S> e = game.evaluator(name);
    if (!(e instanceof ModelEvaluator<?>)) {
      throw new IllegalArgumentException("evaluator '" + name + "' of " + game.id()
          + " is not a learnt model; --features names one whose features to fit (for othello: bayes)");
    }
    return ((ModelEvaluator<S>) e).features();
  }

  /** The games of the training file at {@code path} for {@code game}, in {@code partitions} slices. */
  public static JavaRDD<GameLine> games(JavaSparkContext sc, Game<?> game, Path path, int partitions) {
    List<GameLine> lines = new ArrayList<>();
    for (Map<String, Object> m : RecordFile.readAndRepair(path)) {
      if (!game.id().equals(m.get("game"))) {
        throw new IllegalArgumentException(path + " holds games of " + m.get("game") + ", not " + game.id());
      }
      List<Double> labels = new ArrayList<>();
      for (Object o : (List<?>) m.get("labels")) {
        labels.add(((Number) o).doubleValue());
      }
      List<Boolean> exact = new ArrayList<>();
      if (m.get("exact") instanceof List<?> flags) {
        for (Object o : flags) {
          exact.add(Boolean.TRUE.equals(o));
        }
      }
      if (labels.size() != strings(m.get("moves")).size()) {
        throw new IllegalArgumentException(path + " game " + m.get("id") + ": labels and moves differ in number");
      }
      lines.add(new GameLine(((Number) m.get("id")).intValue(), strings(m.get("opening")), strings(m.get("moves")),
          labels, exact, ((Number) m.get("winner")).intValue(), number(m.get("margin"))));
    }
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("no games in " + path);
    }
    return sc.parallelize(lines, partitions > 0 ? partitions : SparkRuns.defaultPartitions(sc, lines.size()));
  }

  private static int number(Object o) {
    return o instanceof Number n ? n.intValue() : 0;
  }

  private static List<String> strings(Object o) {
    List<String> out = new ArrayList<>();
    for (Object x : (List<?>) o) {
      out.add((String) x);
    }
    return out;
  }

  /** Every labelled position: the mover's features, the extractor's stage, the label. */
  public static JavaRDD<SparkFits.Sample> samples(JavaRDD<GameLine> games, String gameSpec, String features) {
    return games.mapPartitions(it -> {
      List<SparkFits.Sample> out = new ArrayList<>();
      while (it.hasNext()) {
        replay(Games.byId(gameSpec), features, it.next(), out, null);
      }
      return out.iterator();
    });
  }

  /** Every decision with at least two legal moves: the features of each move's result, the played one marked. */
  public static JavaRDD<SparkFits.Decision> decisions(JavaRDD<GameLine> games, String gameSpec, String features) {
    return games.mapPartitions(it -> {
      List<SparkFits.Decision> out = new ArrayList<>();
      while (it.hasNext()) {
        replay(Games.byId(gameSpec), features, it.next(), null, out);
      }
      return out.iterator();
    });
  }

  private static <S extends GameState> void replay(Game<S> game, String featureName, GameLine line,
      List<SparkFits.Sample> samples, List<SparkFits.Decision> decisions) {
    FeatureExtractor<S> f = features(game, featureName);
    S s = game.newInitialState();
    for (String m : line.opening()) {
      s.play(s.parseMove(m));
    }
    int[] moves = new int[game.maxLegalMoves()];
    for (int i = 0; i < line.moves().size(); i++) {
      int played = s.parseMove(line.moves().get(i));
      if (samples != null) {
        double[] x = new double[f.dimension()];
        f.extract(s, x);
        samples.add(new SparkFits.Sample(x, f.stage(s), line.labels().get(i)));
      }
      if (decisions != null) {
        int n = s.legalMoves(moves);
        if (n > 1) {
          double[][] succ = new double[n][f.dimension()];
          int chosen = -1;
          for (int k = 0; k < n; k++) {
            s.play(moves[k]);
            f.extract(s, succ[k]);
            s.undo();
            chosen = moves[k] == played ? k : chosen;
          }
          decisions.add(new SparkFits.Decision(succ, chosen));
        }
      }
      s.play(played);
    }
  }
}
