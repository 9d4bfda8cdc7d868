package org.gametree.xiangqi.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.Score;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.LinearTrainers;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.XiangqiEvaluator;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/**
 * {@code gametree train xiangqi fit}: the evaluation's weights fitted by core {@link LinearTrainers} (Li Cong's
 * supervised linear fit) to deeper-search scores. Positions come from self-play of the hand-set evaluator at {@code
 * play-depth} after random openings; every {@code every}-th quiet one (not in check, and no capture improves on its
 * static value: the core search of its captures scores no more) is labelled with the score of the core NegaScout at {@code label-depth} for the mover, and
 * decisive scores are dropped. The fit is of the correction to the hand-set weights: least squares with a ridge
 * (features the data never moves keep their hand-set weight), or batch gradient descent started from them. Files in
 * {@code out}: {@code positions.csv} (FEN and label, appended per game, so a killed run resumes), {@code weights.params},
 * {@code fit.csv} (mean squared error before and after, and the match against the hand-set weights).
 */
public final class FitRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "fit";
  }

  @Override
  public String description() {
    return "least squares / gradient descent of the evaluation's weights to deeper-search scores; resumable";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "fit-xiangqi", "output directory (resumes a run found there)"),
        Option.integer("positions", 3000, 1, Integer.MAX_VALUE, "labelled positions to collect"),
        Option.integer("play-depth", 2, 1, 20, "search depth of the self-play games the positions come from"),
        Option.integer("label-depth", 4, 1, 20, "search depth of the labels"),
        Option.integer("every", 3, 1, 1000, "label every this many plies of a game"),
        Option.integer("opening-plies", 6, 0, 100, "random plies before each game"),
        Option.choice("method", "least-squares", List.of("least-squares", "gradient"), "the core trainer"),
        Option.number("ridge", 100, 0, Double.MAX_VALUE, "least squares: ridge on the change to the hand-set weights"),
        Option.number("eta", 0.05, 0, Double.MAX_VALUE, "gradient: learning rate (divided by the positions)"),
        Option.integer("epochs", 2000, 1, Integer.MAX_VALUE, "gradient: batch steps"),
        Option.integer("match-games", 40, 0, 100_000, "games of the match against the hand-set weights (0: none)"),
        Option.integer("seed", 1, 0, Integer.MAX_VALUE, "seed of the random openings"));
  }

  @Override
  public String run(Game<?> g, Map<String, String> o, PrintStream log) throws IOException {
    if (!(g instanceof XiangqiGame game)) {
      throw new IllegalArgumentException("recipe fit trains Xiangqi, not " + g.id());
    }
    Path out = Path.of(o.get("out"));
    int wanted = RecipeOptions.positiveInt(o, "positions");
    int playDepth = RecipeOptions.positiveInt(o, "play-depth");
    int labelDepth = RecipeOptions.positiveInt(o, "label-depth");
    int every = RecipeOptions.positiveInt(o, "every");
    int openingPlies = RecipeOptions.nonNegativeInt(o, "opening-plies");
    String method = o.get("method");
    double ridge = RecipeOptions.nonNegativeDouble(o, "ridge");
    double eta = RecipeOptions.nonNegativeDouble(o, "eta");
    int epochs = RecipeOptions.positiveInt(o, "epochs");
    int matchGames = RecipeOptions.nonNegativeInt(o, "match-games");
    long seed = RecipeOptions.longValue(o, "seed");
    String command = "gametree train xiangqi fit --positions=" + wanted + " --play-depth=" + playDepth
        + " --label-depth=" + labelDepth + " --every=" + every + " --opening-plies=" + openingPlies + " --method="
        + method + (method.equals("gradient") ? " --eta=" + eta + " --epochs=" + epochs : " --ridge=" + ridge)
        + " --seed=" + seed;
    Files.createDirectories(out);
    Path data = out.resolve("positions.csv");
    Path state = out.resolve("state.txt");
    int games = collect(game, data, state, wanted, playDepth, labelDepth, every, openingPlies, seed, log);

    List<String> lines = Files.readAllLines(data, StandardCharsets.UTF_8);
    int m = Math.min(wanted, lines.size());
    double[][] x = new double[m][XiangqiFeatures.INSTANCE.dimension()];
    double[] h = new double[m];
    for (int j = 0; j < m; j++) {
      String[] cols = lines.get(j).split(",");
      XiangqiFeatures.INSTANCE.extract(game.parsePosition(cols[0]), x[j]);
      h[j] = Double.parseDouble(cols[1]);
    }
    LinearModel start = XiangqiFeatures.handSet();
    double before = meanSquaredError(start, x, h);
    LinearModel fitted;
    if (method.equals("gradient")) {
      fitted = start.copy();
      for (int e = 0; e < epochs; e++) {
        LinearTrainers.gradientStep(fitted, x, h, eta / m);
      }
    } else {
      double[] residual = new double[m];
      for (int j = 0; j < m; j++) {
        residual[j] = h[j] - start.value(x[j]);
      }
      LinearModel delta = LinearTrainers.leastSquares(x, residual, ridge);
      double[] w = start.weights();
      for (int i = 0; i < w.length; i++) {
        w[i] += delta.weight(i);
      }
      fitted = new LinearModel(w, start.bias() + delta.bias());
    }
    double after = meanSquaredError(fitted, x, h);
    Path weights = out.resolve("weights.params");
    RecipeFiles.writeWeights(weights, command + " (" + m + " positions from " + games + " games)", fitted);
    log.printf(Locale.ROOT, "%d positions: RMS error against the labels %.1f (hand-set) -> %.1f (fitted)%n", m,
        Math.sqrt(before), Math.sqrt(after));
    String match = matchGames > 0 ? RecipeFiles.checkpointMatch(game, weights, playDepth, matchGames) : ",,";
    RecipeFiles.writeAtomically(out.resolve("fit.csv"), "positions,method,rms_handset,rms_fitted,score,low95,high95\n"
        + String.format(Locale.ROOT, "%d,%s,%.2f,%.2f,%s%n", m, method, Math.sqrt(before), Math.sqrt(after), match));
    return "fitted " + m + " positions by " + method + "; weights " + weights
        + (matchGames > 0 ? ", match against the hand-set weights " + match : "");
  }

  /** Appends labelled positions game by game until {@code wanted}; returns the games played so far. */
  private static int collect(XiangqiGame game, Path data, Path state, int wanted, int playDepth, int labelDepth,
      int every, int openingPlies, long seed, PrintStream log) throws IOException {
    int games = RecipeFiles.readDone(state);
    List<String> have = Files.exists(data) ? Files.readAllLines(data, StandardCharsets.UTF_8) : new ArrayList<>();
    int count = have.size();
    if (games > 0) {
      log.printf("resuming with %d positions from %d games%n", count, games);
    }
    XiangqiEvaluator evaluator = new XiangqiEvaluator();
    int[] buffer = new int[XiangqiState.MAX_MOVES];
    while (count < wanted) {
      StringBuilder rows = new StringBuilder();
      try (Searcher<XiangqiState> player = searcher(game, evaluator);
          Searcher<XiangqiState> labeller = searcher(game, evaluator);
          Searcher<XiangqiState> captures = Search.builder(game).evaluator(evaluator).selective(false)
              .hashMegabytes(0).build()) {
        XiangqiState s = RecipeFiles.randomOpening(game, openingPlies, new SplittableRandom(seed * 1_000_003L + games));
        for (int ply = 0; !s.isTerminal() && ply < 300; ply++) {
          if (ply % every == 0 && quiet(s, captures, evaluator, buffer)) {
            SearchResult label = labeller.search(s, SearchLimits.depth(labelDepth));
            if (!Score.isDecisive(label.score()) && Math.abs(label.score()) < 3000 && count < wanted) {
              rows.append(game.formatPosition(s)).append(',').append(label.score()).append('\n');
              count++;
            }
          }
          int move = player.search(s, SearchLimits.depth(playDepth)).bestMove();
          if (move < 0) {
            break;
          }
          s.play(move);
        }
      }
      games++;
      Files.writeString(data, rows.toString(), StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
      RecipeFiles.writeAtomically(state, "done " + games + "\n");
      log.printf("%d games, %d positions%n", games, count);
    }
    return games;
  }

  /**
   * Whether {@code s} is quiet: its mover is not in check and no capture improves on its static value, that is, the
   * core search of the captures alone, one ply and the quiescence below (with {@code captures}: exact, no table),
   * scores no more than the static evaluation. So the quiescence line of {@code s} is empty.
   */
  private static boolean quiet(XiangqiState s, Searcher<XiangqiState> captures, XiangqiEvaluator evaluator,
      int[] buffer) {
    if (s.mustEvade()) {
      return false;
    }
    int n = s.tacticalMoves(buffer);
    if (n == 0) {
      return true;
    }
    SearchResult best = captures.search(s, SearchLimits.depth(1).withOnlyMoves(Arrays.copyOf(buffer, n)));
    return best.score() <= evaluator.evaluate(s);
  }

  private static Searcher<XiangqiState> searcher(XiangqiGame game, XiangqiEvaluator evaluator) {
    return Search.builder(game).algorithm(Algorithm.NEGASCOUT).evaluator(evaluator).hashMegabytes(16).build();
  }

  private static double meanSquaredError(LinearModel model, double[][] x, double[] h) {
    double sq = 0;
    for (int j = 0; j < x.length; j++) {
      double e = h[j] - model.value(x[j]);
      sq += e * e;
    }
    return sq / x.length;
  }
}
