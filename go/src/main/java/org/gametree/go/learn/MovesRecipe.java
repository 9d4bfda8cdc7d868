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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.learn.BradleyTerry;
import org.gametree.core.learn.ChoiceData;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;
import org.gametree.go.GoGame;
import org.gametree.go.GoMoveFeatures;
import org.gametree.go.search.LearnedPriors;

/**
 * {@code gametree train go moves}: the move-prediction model of {@link LearnedPriors}, Coulom's generalized
 * Bradley–Terry model over {@link GoMoveFeatures}, fitted by minorization-maximization to the moves of SGF records.
 * Every {@code holdout}-th game is held out and the top-1 and top-5 accuracy and log-likelihood on it are logged after
 * each round.
 *
 * <p>Files in {@code out}: {@code moves.params} (the model, rewritten atomically after every round),
 * {@code state.txt} (rounds done) and {@code eval.tsv} (one line per round). Running the same command again continues
 * from the saved model; a round depends only on the model before it, so a resumed run ends where an uninterrupted
 * one would.
 */
public final class MovesRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "moves";
  }

  @Override
  public String description() {
    return "Coulom 2007: Bradley-Terry move prediction (3x3 shapes, liberties, captures, distances) from SGF records,"
        + " the prior=learned model";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof GoGame;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("records", "go-records", "SGF files (one game a file, or one a line as gametree match writes "
            + "them), gametree match JSON records (.jsonl, games of the GAME given) or directories of them, "
            + "comma-separated"),
        Option.text("player", "", "learn only the moves of players whose name contains this (empty: every move)"),
        Option.text("out", "moves-go", "output directory (model, progress, evaluation)"),
        Option.integer("rounds", 20, 0, Integer.MAX_VALUE, "minorization-maximization rounds over every feature group"),
        Option.number("prior", 1.0, 0, Double.MAX_VALUE,
            "virtual wins and losses per feature against strength 1 (Coulom 2007: 1; 0 = maximum likelihood)"),
        Option.integer("holdout", 10, 2, Integer.MAX_VALUE, "every this-many-th game (in file order) is held out"),
        Option.integer("skip-plies", 2, 0, Integer.MAX_VALUE,
            "plies not learned from at the start of each game (random openings)"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    int rounds = intAtLeast(options, "rounds", 0);
    double prior = nonNegativeDouble(options, "prior");
    int holdout = intAtLeast(options, "holdout", 2);
    int skip = intAtLeast(options, "skip-plies", 0);
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
    String player = options.get("player").strip();
    List<MoveRecords.Game> games = MoveRecords.read(sources, (GoGame) game);
    ChoiceData train = new ChoiceData(GoMoveFeatures.COUNT);
    ChoiceData test = new ChoiceData(GoMoveFeatures.COUNT);
    int trainGames = 0;
    for (int i = 0; i < games.size(); i++) {
      boolean held = i % holdout == holdout - 1;
      MoveRecords.addExamples(games.get(i), skip, player, held ? test : train);
      trainGames += held ? 0 : 1;
    }
    log.printf(Locale.ROOT, "moves: %d games (%d for training, %d positions; %d held out, %d positions), "
        + "%d features%n", games.size(), trainGames, train.size(), games.size() - trainGames, test.size(),
        GoMoveFeatures.COUNT);
    Files.createDirectories(out);
    Path params = out.resolve("moves.params");
    Path state = out.resolve("state.txt");
    double[] w = new double[GoMoveFeatures.COUNT];
    int done = 0;
    if (Files.exists(state) && Files.exists(params)) {
      done = Integer.parseInt(Files.readString(state).strip().split("\\s+")[1]);
      try (Reader r = Files.newBufferedReader(params)) {
        w = LearnedPriors.read(r);
      }
      log.printf(Locale.ROOT, "moves: resuming after round %d%n", done);
    } else {
      Files.writeString(out.resolve("eval.tsv"),
          "round\ttrain_loglik\theldout_loglik\theldout_top1\theldout_top5\n", StandardCharsets.UTF_8);
    }
    int[] groups = GoMoveFeatures.groups();
    for (int round = done + 1; round <= rounds; round++) {
      w = BradleyTerry.train(train, groups, w, 1, prior, null);
      String line = String.format(Locale.ROOT, "%d\t%.4f\t%.4f\t%.4f\t%.4f%n", round,
          BradleyTerry.logLikelihood(train, w), BradleyTerry.logLikelihood(test, w), BradleyTerry.topK(test, w, 1),
          BradleyTerry.topK(test, w, 5));
      log.print("moves: round " + line.replace('\t', ' '));
      writeAtomically(params, ModelIO.toText(new LinearModel(w, 0, 1), LearnedPriors.MODEL_GAME,
          GoMoveFeatures.names()));
      Files.writeString(out.resolve("eval.tsv"), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
      writeAtomically(state, "rounds " + round + "\n");
    }
    return String.format(Locale.ROOT, "moves: %s after %d rounds; held-out top-1 %.1f %%, top-5 %.1f %% over %d "
        + "positions", params, Math.max(rounds, done), 100 * BradleyTerry.topK(test, w, 1),
        100 * BradleyTerry.topK(test, w, 5), test.size());
  }

  private static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

}
