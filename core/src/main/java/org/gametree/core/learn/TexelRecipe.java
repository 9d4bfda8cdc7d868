package org.gametree.core.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.option.Option;

/**
 * {@code gametree train GAME texel}: Texel's method for every game whose evaluator is a {@link LinearEvaluation}.
 * Labels the quiet positions of game records ({@link TexelPositions}) into {@code OUT/positions.tsv}, splits them by
 * game into training and held-out sets ({@link TexelData}), fits K and then the weights ({@link TexelFit}), writing
 * after every epoch {@code OUT/checkpoint.txt}, {@code OUT/weights.params} (the command on its first line) and a row
 * of {@code OUT/fit.tsv} (epoch, training and held-out loss, seconds). Run again, it labels only games not yet done
 * and continues the fit from its last epoch (or starts the fit afresh if the positions or settings changed); the games
 * of the last labelling ({@code OUT/inputs.txt}) name the data in the weights' first line when a run only fits.
 */
public final class TexelRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "texel";
  }

  @Override
  public String description() {
    return "Texel's method: the evaluation's weights fitted to game results on quiet positions; resumable";
  }

  @Override
  public boolean supports(Game<?> game) {
    return LinearEvaluation.of(game).isPresent();
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "texel", "output directory (resumes a run found there)"),
        Option.text("games", "", "game records: comma-separated files or directories of match --out or selfplay"
            + " JSON lines (*.jsonl), or positions files (*.tsv: GAME<TAB>RESULT<TAB>POSITION)"),
        Option.integer("skip", 8, 0, 10_000, "plies after each game's opening not sampled"),
        Option.integer("every", 1, 1, 10_000, "sample every this many plies"),
        Option.longInteger("max-positions", 0L, 0, Long.MAX_VALUE, "positions fitted at most (0: all)"),
        Option.number("holdout", 0.1, 0, 0.9, "fraction of the games held out"),
        Option.number("k", 0, 0, 1e6, "scaling constant of the evaluation (0: fitted)"),
        Option.integer("epochs", 20, 0, 1_000_000, "epochs of mini-batch Adam"),
        Option.integer("batch", 1024, 1, 1 << 24, "positions per step"),
        Option.number("lr", 0.001, 1e-12, 10, "Adam's step, in log-odds"),
        Option.number("l2", 1e-4, 0, 1e6, "penalty on the change of the weights, per squared log-odds"),
        Option.onOff("fit-bias", true, "fit the bias (the side to move's tempo)"),
        Option.text("start", "", "parameter file to start from (default: the game's default evaluator)"),
        Option.integer("seed", 1, 0, Integer.MAX_VALUE, "seed of the held-out split and the epochs' orders"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    return fit(game, options, log);
  }

  private static <S extends GameState> String fit(Game<S> game, Map<String, String> o, PrintStream log)
      throws IOException {
    LinearEvaluation<S> cap = LinearEvaluation.of(game)
        .orElseThrow(() -> new IllegalArgumentException(game.id() + " has no linear evaluation to fit"));
    Path out = Path.of(o.get("out"));
    int skip = RecipeOptions.nonNegativeInt(o, "skip");
    int every = RecipeOptions.positiveInt(o, "every");
    long max = RecipeOptions.longValue(o, "max-positions");
    double holdout = RecipeOptions.nonNegativeDouble(o, "holdout");
    double fixedK = RecipeOptions.nonNegativeDouble(o, "k");
    int epochs = RecipeOptions.nonNegativeInt(o, "epochs");
    long seed = RecipeOptions.longValue(o, "seed");
    TexelFit.Settings settings = new TexelFit.Settings(RecipeOptions.positiveInt(o, "batch"),
        RecipeOptions.doubleValue(o, "lr"), RecipeOptions.nonNegativeDouble(o, "l2"), o.get("fit-bias").equals("on"),
        seed);
    LinearModel start = o.get("start").isBlank() ? cap.startWeights() : read(cap, Path.of(o.get("start")));
    Files.createDirectories(out);
    Path positions = out.resolve("positions.tsv");
    Path inputs = out.resolve("inputs.txt");
    String games = o.get("games");
    if (!games.isBlank()) {
      writeAtomically(inputs, games + "\n");
      TexelPositions<S> labeller = new TexelPositions<>(game, cap, start, skip, every);
      labeller.run(TexelPositions.inputs(o.get("games")), positions, out.resolve("progress.tsv"), log);
    } else if (!Files.exists(positions)) {
      throw new IllegalArgumentException("games: give game records (none labelled yet in " + out + ")");
    }
    long t0 = System.nanoTime();
    TexelData.Split split = TexelData.read(game, cap.features(), positions, max, seed, holdout);
    TexelData train = split.train();
    if (train.size() == 0) {
      throw new IllegalArgumentException("no training positions in " + positions);
    }
    log.printf(Locale.ROOT, "%d training positions from %d games, %d held out from %d games, %d features (%.1f s)%n",
        train.size(), split.trainGames(), split.heldOut().size(), split.heldOutGames(), train.dimension(),
        (System.nanoTime() - t0) / 1e9);
    if (games.isBlank() && Files.exists(inputs)) {
      games = Files.readString(inputs, StandardCharsets.UTF_8).strip();
    }
    String command = "gametree train " + game.id() + " texel --games=" + games + flags(o);
    String fingerprint = command + " | positions " + train.size() + "+" + split.heldOut().size();
    Path checkpoint = out.resolve("checkpoint.txt");
    Path settingsFile = out.resolve("fit-settings.txt");
    Path trace = out.resolve("fit.tsv");
    boolean resume = Files.exists(checkpoint) && Files.exists(settingsFile)
        && Files.readString(settingsFile, StandardCharsets.UTF_8).strip().equals(fingerprint.strip());
    TexelFit fit;
    if (resume) {
      String text = Files.readString(checkpoint, StandardCharsets.UTF_8);
      double k = Double.parseDouble(text.split("\n")[3].substring(2).strip());
      fit = new TexelFit(train, start, k, settings);
      fit.restore(text);
      log.printf(Locale.ROOT, "resuming the fit after epoch %d (K %.6g)%n", fit.epochs(), k);
    } else {
      if (Files.exists(checkpoint)) {
        log.println("positions or settings changed since the last fit: fitting afresh");
      }
      double k = fixedK > 0 ? fixedK : TexelFit.fitK(train, start);
      fit = new TexelFit(train, start, k, settings);
      writeAtomically(settingsFile, fingerprint + "\n");
      writeAtomically(trace, "epoch\ttrain_loss\theldout_loss\tseconds\n" + row(0, train, split.heldOut(), start, k,
          0));
      writeAtomically(checkpoint, fit.checkpoint());
      log.printf(Locale.ROOT, "K %.6g; loss with the start weights: train %.5f, held-out %.5f%n", k,
          TexelFit.loss(train, start, k), TexelFit.loss(split.heldOut(), start, k));
    }
    Path weights = out.resolve("weights.params");
    String header = command + " (" + train.size() + " positions from " + split.trainGames() + " games, K "
        + String.format(Locale.ROOT, "%.6g", fit.k()) + ")";
    while (fit.epochs() < epochs) {
      long e0 = System.nanoTime();
      fit.epoch();
      double seconds = (System.nanoTime() - e0) / 1e9;
      LinearModel now = fit.model();
      String r = row(fit.epochs(), train, split.heldOut(), now, fit.k(), seconds);
      writeAtomically(weights, cap.toText(header + ", epoch " + fit.epochs(), now));
      Files.writeString(trace, trimTrace(trace, fit.epochs()) + r, StandardCharsets.UTF_8);
      writeAtomically(checkpoint, fit.checkpoint());
      log.print("epoch " + r.replace('\t', ' '));
    }
    LinearModel fitted = fit.model();
    writeAtomically(weights, cap.toText(header + ", epoch " + fit.epochs(), fitted));
    return String.format(Locale.ROOT, "K %.6g, %d of %d features fitted; loss train %.5f -> %.5f, held-out %.5f ->"
        + " %.5f; weights %s", fit.k(), fit.trainableFeatures(), train.dimension(),
        TexelFit.loss(train, start, fit.k()), TexelFit.loss(train, fitted, fit.k()),
        TexelFit.loss(split.heldOut(), start, fit.k()), TexelFit.loss(split.heldOut(), fitted, fit.k()), weights);
  }

  /** The trace's header and rows up to epoch {@code upTo} (a killed run may have written a row past its checkpoint). */
  private static String trimTrace(Path trace, int upTo) throws IOException {
    StringBuilder b = new StringBuilder();
    for (String line : Files.readAllLines(trace, StandardCharsets.UTF_8)) {
      String first = line.split("\t", 2)[0];
      if (!first.chars().allMatch(Character::isDigit) || Integer.parseInt(first) < upTo) {
        b.append(line).append('\n');
      }
    }
    return b.toString();
  }

  private static String row(int epoch, TexelData train, TexelData held, LinearModel model, double k, double secs) {
    return String.format(Locale.ROOT, "%d\t%.6f\t%.6f\t%.3f%n", epoch, TexelFit.loss(train, model, k),
        held.size() == 0 ? Double.NaN : TexelFit.loss(held, model, k), secs);
  }

  private static String flags(Map<String, String> o) {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, String> e : o.entrySet()) {
      if (!List.of("out", "epochs", "games").contains(e.getKey())) {
        b.append(" --").append(e.getKey()).append('=').append(e.getValue());
      }
    }
    return b.toString();
  }

  private static <S extends GameState> LinearModel read(LinearEvaluation<S> cap, Path file) throws IOException {
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return cap.read(r);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("start: " + file + ": " + e.getMessage(), e);
    }
  }

  static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
