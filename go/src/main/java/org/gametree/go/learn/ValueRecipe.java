package org.gametree.go.learn;

import static org.gametree.core.learn.RecipeOptions.intAtLeast;
import static org.gametree.core.learn.RecipeOptions.nonNegativeDouble;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.LinearTrainers;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;
import org.gametree.go.GoGame;
import org.gametree.go.GoState;
import org.gametree.go.GoValueFeatures;
import org.gametree.go.LearnedValue;

/**
 * {@code gametree train go value}: the leaf value of {@link LearnedValue}, logistic regression of the game's outcome
 * for the side to move on {@link GoValueFeatures}, fitted by Newton's method (core's
 * {@link LinearTrainers#logisticStep}) to positions sampled from game records: every {@code every}-th ply of each
 * game from a random offset (seeded per game), from ply {@code skip-plies} on, a position seen before (same stones,
 * same side to move) skipped. Every {@code holdout}-th game is held out; its log-likelihood, accuracy and Brier score
 * are logged after each step.
 *
 * <p>Files in {@code out}: {@code value.params} (the model, rewritten atomically after every step), {@code state.txt}
 * (steps done) and {@code eval.tsv} (one line per step). Running the same command again continues from the saved
 * model; a step depends only on the model before it, so a resumed run ends where an uninterrupted one would.
 */
public final class ValueRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "value";
  }

  @Override
  public String description() {
    return "logistic regression of game outcomes on cheap board features (score estimate, liberties, eyes), the"
        + " eval=learned leaf value for mcts mix=";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof GoGame;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("records", "go-records", "SGF files with results (RE), gametree match JSON records (.jsonl, "
            + "games of the GAME given) or directories of them, comma-separated"),
        Option.text("out", "value-go", "output directory (model, progress, evaluation)"),
        Option.integer("steps", 8, 0, Integer.MAX_VALUE, "Newton steps of the logistic fit"),
        Option.integer("every", 6, 1, Integer.MAX_VALUE, "one position every this many plies of a game"),
        Option.integer("skip-plies", 4, 0, Integer.MAX_VALUE, "plies at the start of each game never sampled"),
        Option.integer("holdout", 10, 2, Integer.MAX_VALUE, "every this-many-th game (in file order) is held out"),
        Option.number("l2", 1.0, 0, Double.MAX_VALUE, "ridge penalty on the weights (not the bias)"),
        Option.integer("seed", 1, 0, Integer.MAX_VALUE, "seed of the per-game sampling offsets"));
  }

  /** Positions as feature rows and the outcome for the side to move (1 win, ½ draw, 0 loss). */
  record Positions(List<double[]> x, List<Double> y) {
    Positions() {
      this(new ArrayList<>(), new ArrayList<>());
    }

    double[][] rows() {
      return x.toArray(new double[0][]);
    }

    double[] outcomes() {
      return y.stream().mapToDouble(Double::doubleValue).toArray();
    }
  }

  /**
   * Adds the sampled positions of {@code game} to {@code out} (none if its result is unknown), skipping positions in
   * {@code seen} and adding the others to it. Returns the number added.
   */
  static int sample(MoveRecords.Game game, int every, int skip, long seed, Set<Long> seen, Positions out) {
    if (Double.isNaN(game.blackResult())) {
      return 0;
    }
    int offset = new SplittableRandom(seed).nextInt(every);
    GoState s = game.game().newInitialState();
    GoValueFeatures f = new GoValueFeatures(game.game().size());
    int added = 0;
    for (int ply = 0; ply < game.moves().length && !s.isTerminal(); ply++) {
      if (ply >= skip && ply % every == offset && seen.add(s.positionHash() * 31 + s.currentPlayer())) {
        double[] x = new double[GoValueFeatures.COUNT];
        f.extract(s, x);
        out.x().add(x);
        out.y().add(s.currentPlayer() == 0 ? game.blackResult() : 1 - game.blackResult());
        added++;
      }
      int move = game.moves()[ply];
      if (!s.isLegal(move)) {
        break; // the record left the rules here (another rule set)
      }
      s.play(move);
    }
    return added;
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    int steps = intAtLeast(options, "steps", 0);
    int every = intAtLeast(options, "every", 1);
    int skip = intAtLeast(options, "skip-plies", 0);
    int holdout = intAtLeast(options, "holdout", 2);
    double l2 = nonNegativeDouble(options, "l2");
    long seed = intAtLeast(options, "seed", 0);
    Path out = Path.of(options.get("out").strip());
    List<Path> sources = new ArrayList<>();
    for (String s : options.get("records").split(",")) {
      if (!s.isBlank()) {
        Path p = Path.of(s.strip());
        if (!Files.exists(p)) {
          throw new IllegalArgumentException("records: no such file or directory '" + s.strip() + "'");
        }
        sources.add(p);
      }
    }
    if (sources.isEmpty()) {
      throw new IllegalArgumentException("records: name at least one SGF file or directory");
    }
    List<MoveRecords.Game> games = MoveRecords.read(sources, (GoGame) game);
    Positions train = new Positions();
    Positions test = new Positions();
    Set<Long> seen = new HashSet<>();
    int withResult = 0;
    for (int i = 0; i < games.size(); i++) {
      boolean held = i % holdout == holdout - 1;
      sample(games.get(i), every, skip, seed * 1_000_003L + i, seen, held ? test : train);
      withResult += Double.isNaN(games.get(i).blackResult()) ? 0 : 1;
    }
    if (train.x().isEmpty() || test.x().isEmpty()) {
      throw new IllegalArgumentException("records: too few positions with a known result (" + train.x().size()
          + " for training, " + test.x().size() + " held out from " + withResult + " games with a result)");
    }
    log.printf(Locale.ROOT, "value: %d games (%d with a result); %d training positions, %d held out%n",
        games.size(), withResult, train.x().size(), test.x().size());
    double[][] x = train.rows();
    double[] y = train.outcomes();
    double[][] tx = test.rows();
    double[] ty = test.outcomes();
    Files.createDirectories(out);
    Path params = out.resolve("value.params");
    Path state = out.resolve("state.txt");
    LinearModel model = new LinearModel(new double[GoValueFeatures.COUNT], 0, LearnedValue.PER_LOGIT);
    int done = 0;
    if (Files.exists(state) && Files.exists(params)) {
      done = Integer.parseInt(Files.readString(state).strip().split("\\s+")[1]);
      try (Reader r = Files.newBufferedReader(params)) {
        model = LearnedValue.read(r);
      }
      log.printf(Locale.ROOT, "value: resuming after step %d%n", done);
    } else {
      Files.writeString(out.resolve("eval.tsv"),
          "step\ttrain_loglik\theldout_loglik\theldout_accuracy\theldout_brier\n", StandardCharsets.UTF_8);
    }
    for (int step = done + 1; step <= steps; step++) {
      LinearTrainers.logisticStep(model, x, y, l2);
      String line = String.format(Locale.ROOT, "%d\t%.5f\t%.5f\t%.4f\t%.5f%n", step,
          LinearTrainers.logLikelihood(model, x, y), LinearTrainers.logLikelihood(model, tx, ty),
          accuracy(model, tx, ty), brier(model, tx, ty));
      log.print("value: step " + line.replace('\t', ' '));
      writeAtomically(params, ModelIO.toText(model, LearnedValue.MODEL_GAME, GoValueFeatures.names()));
      Files.writeString(out.resolve("eval.tsv"), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
      writeAtomically(state, "steps " + step + "\n");
    }
    return String.format(Locale.ROOT, "value: %s after %d steps; held-out log-likelihood %.4f, accuracy %.1f %%, "
        + "Brier %.4f over %d positions", params, Math.max(steps, done), LinearTrainers.logLikelihood(model, tx, ty),
        100 * accuracy(model, tx, ty), brier(model, tx, ty), tx.length);
  }

  /** The fraction of decided positions whose winner the model's more likely side names. */
  static double accuracy(LinearModel m, double[][] x, double[] y) {
    int right = 0;
    int decided = 0;
    for (int j = 0; j < x.length; j++) {
      if (y[j] != 0.5) {
        decided++;
        right += (m.value(x[j]) > 0) == (y[j] > 0.5) ? 1 : 0;
      }
    }
    return decided == 0 ? Double.NaN : right / (double) decided;
  }

  /** The mean squared error of the model's probability against the outcome. */
  static double brier(LinearModel m, double[][] x, double[] y) {
    double s = 0;
    for (int j = 0; j < x.length; j++) {
      double e = 1 / (1 + Math.exp(-m.value(x[j]))) - y[j];
      s += e * e;
    }
    return s / x.length;
  }

  private static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
