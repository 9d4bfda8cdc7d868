package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.BayesianDiscriminant;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.StagedModel;
import org.gametree.core.option.Option;
import org.gametree.othello.BillFeatures;
import org.gametree.othello.SamuelFeatures;

/**
 * {@code gametree train othello bayes|linear|signature}: fits one of BILL's evaluators to a games file written by
 * {@code gametree train othello games} and writes it as a parameter file ({@link ModelIO}). The files shipped in
 * the module ({@code org/gametree/othello/eval-*.txt}) were written by these recipes; see docs/othello-learning.md.
 */
public abstract class EvaluatorRecipe extends OthelloRecipe {
  private final String kind;

  EvaluatorRecipe(String kind, String description) {
    super(kind, description);
    this.kind = kind;
  }

  @Override
  public List<Option<?>> options() {
    List<Option<?>> o = new ArrayList<>(List.of(
        Option.text("data", "othello-games.txt", "the games file (gametree train othello games)"),
        Option.integer("from-ply", 20, 0, Integer.MAX_VALUE,
            "positions from this ply on (the random opening is left out before it)"),
        Option.integer("first", 24, 1, Integer.MAX_VALUE, "first disc count with its own stage"),
        Option.integer("last", 60, 1, Integer.MAX_VALUE, "last disc count with its own stage"),
        Option.integer("radius", 2, 0, Integer.MAX_VALUE,
            "each stage N is trained on disc counts N-radius .. N+radius"),
        Option.integer("min", 100, 1, Integer.MAX_VALUE,
            "fewest examples (per class; decisions for signature) for a stage of its own")));
    o.addAll(extraOptions());
    o.add(Option.text("out", "othello-" + kind + ".txt", "the parameter file written"));
    return o;
  }

  List<Option<?>> extraOptions() {
    return List.of();
  }

  /** The names of the features the fitted model reads (BILL's four unless a recipe says otherwise). */
  List<String> featureNames() {
    return new BillFeatures().names();
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    Path data = Path.of(options.get("data"));
    if (!Files.exists(data)) {
      throw new IllegalArgumentException("data file '" + data + "' does not exist; write it with "
          + "gametree train othello games --out=" + data);
    }
    List<TrainingGames.Game> games = TrainingGames.read(data);
    int fromPly = RecipeOptions.nonNegativeInt(options, "from-ply");
    int first = RecipeOptions.positiveInt(options, "first");
    int last = RecipeOptions.positiveInt(options, "last");
    int radius = RecipeOptions.nonNegativeInt(options, "radius");
    long min = RecipeOptions.positiveInt(options, "min");
    if (first > last || last > 64) {
      throw new IllegalArgumentException("need first <= last <= 64, got first=" + first + " last=" + last);
    }
    long start = System.nanoTime();
    StagedModel model = fit(games, fromPly, first, last, radius, min, options, new BillFeatures());
    Path out = Path.of(options.get("out"));
    StringBuilder cmd = new StringBuilder("gametree train othello " + kind);
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (!e.getKey().equals("out") && !e.getKey().equals("data")) {
        cmd.append(" --").append(e.getKey()).append('=').append(e.getValue());
      }
    }
    try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      w.write("# " + cmd + " (" + games.size() + " games)\n");
      ModelIO.write(model, "othello", featureNames(), w);
    }
    return String.format(Locale.ROOT, "%s: %d games, stages %d-%d, wrote %s in %.1f s", kind, games.size(), first,
        last, out, (System.nanoTime() - start) / 1e9);
  }

  /** The {@code book} option: true for balanced, false for samuel. */
  static boolean balanced(Map<String, String> options) {
    String book = options.get("book").strip();
    if (!book.equals("balanced") && !book.equals("samuel")) {
      throw new IllegalArgumentException("book must be balanced or samuel, got '" + book + "'");
    }
    return book.equals("balanced");
  }

  abstract StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
      Map<String, String> options, BillFeatures features);

  /** {@code gametree train othello bayes}: BILL 3.0's staged Bayesian discriminant. */
  public static final class Bayes extends EvaluatorRecipe {
    /** The recipe. */
    public Bayes() {
      super("bayes", "BILL 3.0: a Bayesian discriminant per disc count fitted to a games file");
    }

    @Override
    List<Option<?>> extraOptions() {
      return List.of(Option.number("ridge", BayesianDiscriminant.DEFAULT_RIDGE, 0, Double.MAX_VALUE,
          "covariance regularisation (relative to the trace)"),
          Option.text("covariance", "per-class", "per-class (BILL 3.0's quadratic discriminant) or pooled (one "
              + "covariance for both classes: Fisher's linear discriminant)"),
          Option.number("shrink", 0, 0, 1, "multiply each class's covariances between features by 1 - shrink"));
    }

    @Override
    StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
        Map<String, String> options, BillFeatures features) {
      String covariance = options.get("covariance").strip();
      if (!covariance.equals("per-class") && !covariance.equals("pooled")) {
        throw new IllegalArgumentException("covariance must be per-class or pooled, got '" + covariance + "'");
      }
      double ridge = RecipeOptions.doubleValue(options, "ridge");
      StagedModel m = EvaluatorTraining.bayes(LabelledPositions.of(games, fromPly, features), first, last, radius,
          min, ridge);
      double shrink = RecipeOptions.doubleValue(options, "shrink");
      if (shrink > 0) {
        m = EvaluatorTraining.shrinkCorrelations(m, ridge, shrink);
      }
      return covariance.equals("pooled") ? EvaluatorTraining.pooledCovariance(m, ridge) : m;
    }
  }

  /** {@code gametree train othello linear}: BILL 2.0's linear form, weights by logistic regression. */
  public static final class Linear extends EvaluatorRecipe {
    /** The recipe. */
    public Linear() {
      super("linear", "BILL 2.0's linear form: logistic-regression weights per disc count from a games file");
    }

    @Override
    List<Option<?>> extraOptions() {
      return List.of(Option.number("l2", 0.001, 0, Double.MAX_VALUE, "L2 penalty on the weights"));
    }

    @Override
    StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
        Map<String, String> options, BillFeatures features) {
      return EvaluatorTraining.logistic(LabelledPositions.of(games, fromPly, features), first, last, radius, min,
          RecipeOptions.doubleValue(options, "l2"));
    }
  }

  /**
   * {@code gametree train othello margin}: BILL 2.0's linear form, weights fitted by core {@code LinearTrainers} (least
   * squares, or gradient descent) to the solver-exact final disc margin.
   */
  public static final class Margin extends EvaluatorRecipe {
    /** The recipe. */
    public Margin() {
      super("margin", "BILL 2.0's linear form: least-squares (or gradient-descent) weights per disc count fitted to "
          + "the exactly solved final disc margin");
    }

    @Override
    List<Option<?>> extraOptions() {
      return List.of(Option.text("method", "least-squares", "least-squares (QR; normal equations with ridge > 0) "
              + "or gradient (Li Cong's batch rule on standardised features)"),
          Option.number("ridge", 0, 0, Double.MAX_VALUE, "least squares: penalty on the squared weights"),
          Option.integer("epochs", 1000, 1, Integer.MAX_VALUE, "gradient: batch steps per stage"));
    }

    @Override
    StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
        Map<String, String> options, BillFeatures features) {
      String method = options.get("method").strip();
      if (!method.equals("least-squares") && !method.equals("gradient")) {
        throw new IllegalArgumentException("method must be least-squares or gradient, got '" + method + "'");
      }
      return EvaluatorTraining.margin(LabelledPositions.of(games, fromPly, features), first, last, radius, min,
          RecipeOptions.doubleValue(options, "ridge"), method.equals("gradient"),
          RecipeOptions.positiveInt(options, "epochs"));
    }
  }

  /**
   * {@code gametree train othello samuel}: Samuel's three-level signature table over the ten {@link SamuelFeatures},
   * book-move trained.
   */
  public static final class Samuel extends EvaluatorRecipe {
    /** The recipe. */
    public Samuel() {
      super("samuel", "Samuel's three-level signature table over BILL's features split by region (ten), "
          + "book-move trained on a games file's moves");
    }

    @Override
    List<Option<?>> extraOptions() {
      return List.of(Option.integer("levels", 5, 1, Integer.MAX_VALUE, "quantisation levels (3 or 5)"),
          Option.number("step", 0.7, 0, Double.MAX_VALUE,
              "quantisation step in standard deviations of the feature at that stage"),
          Option.integer("passes", 3, 1, Integer.MAX_VALUE, "book passes (observe, apply, repeat)"),
          Option.text("book", "balanced", "book-move counting: balanced (the chosen move weighted by the number of "
              + "alternatives, every result mirrored to the opponent's side: an antisymmetric table) or samuel (Samuel's "
              + "(A-D)/(A+D) counts)"));
    }

    @Override
    List<String> featureNames() {
      return new SamuelFeatures().names();
    }

    @Override
    StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
        Map<String, String> options, BillFeatures features) {
      int levels = RecipeOptions.positiveInt(options, "levels");
      if (levels != 3 && levels != 5) {
        throw new IllegalArgumentException("levels must be 3 or 5, got '" + options.get("levels") + "'");
      }
      double step = RecipeOptions.doubleValue(options, "step");
      if (!(step > 0)) {
        throw new IllegalArgumentException("step must be > 0, got '" + options.get("step") + "'");
      }
      return SamuelTraining.train(games, fromPly, first, last, radius, levels, step, min,
          RecipeOptions.positiveInt(options, "passes"), balanced(options));
    }
  }

  /** {@code gametree train othello signature}: Samuel's signature table, book-move trained. */
  public static final class Signature extends EvaluatorRecipe {
    /** The recipe. */
    public Signature() {
      super("signature", "Samuel's signature table per disc count, book-move trained on a games file's moves");
    }

    @Override
    List<Option<?>> extraOptions() {
      return List.of(Option.integer("levels", 5, 1, Integer.MAX_VALUE, "quantisation levels (3 or 5)"),
          Option.number("step", 0.5, 0, Double.MAX_VALUE,
              "quantisation step in standard deviations of the feature at that stage"),
          Option.integer("prior", 0, 0, Integer.MAX_VALUE,
              "pseudo-count shrinking rare cells to the mean, unseen cells to -1 (0 = Samuel's"
              + " (A-D)/(A+D), unseen cells 0)"),
          Option.text("book", "balanced", "book-move counting: balanced (the chosen move weighted by the number of "
              + "alternatives, every result mirrored to the opponent's side: an antisymmetric table) or samuel (Samuel's "
              + "(A-D)/(A+D) counts)"));
    }

    @Override
    StagedModel fit(List<TrainingGames.Game> games, int fromPly, int first, int last, int radius, long min,
        Map<String, String> options, BillFeatures features) {
      int levels = RecipeOptions.positiveInt(options, "levels");
      if (levels != 3 && levels != 5) {
        throw new IllegalArgumentException("levels must be 3 or 5, got '" + options.get("levels") + "'");
      }
      double step = RecipeOptions.doubleValue(options, "step");
      if (!(step > 0)) {
        throw new IllegalArgumentException("step must be > 0, got '" + options.get("step") + "'");
      }
      double prior = RecipeOptions.doubleValue(options, "prior");
      if (!(prior >= 0)) {
        throw new IllegalArgumentException("prior must be >= 0, got '" + options.get("prior") + "'");
      }
      return EvaluatorTraining.signature(games, fromPly, first, last, radius, levels, step, min, prior,
          balanced(options), features);
    }
  }
}
