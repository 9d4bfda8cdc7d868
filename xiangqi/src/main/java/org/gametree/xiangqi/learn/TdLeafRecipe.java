package org.gametree.xiangqi.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.TdLambda;
import org.gametree.core.learn.TdLeaf;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.core.match.Players;
import org.gametree.core.option.Option;
import org.gametree.core.report.Figure;
import org.gametree.xiangqi.WeightedEvaluator;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/**
 * {@code gametree train xiangqi tdleaf}: TDLeaf(λ) (Baxter, Tridgell and Weaver's KnightCap) tuning the weights of
 * the evaluation, a linear model over {@link XiangqiFeatures} starting from the hand-set values, by self-play or,
 * with {@code opponent}, by games against another engine (KnightCap learned from its games against other players on
 * a chess server): the learner takes the colours in turn, and the opponent's moves are played but not learned from.
 * Each game starts from a few random plies; at every position of the learner the core NegaScout (the evaluator being
 * trained, at {@code depth}, selective techniques and table off: {@link TdLeaf}) finds the principal variation, which
 * runs on through the search's own quiescence to the quiet leaf whose evaluation is exactly the value backed up; the leaf's features feed TD(λ) on P = tanh(β·evaluation)
 * ({@link TanhModel}), the weights change at the end of each game, and the searched best move is played. Files in
 * {@code out}: {@code weights.params} and {@code state.txt} after every game (a killed run resumes from them),
 * {@code curve.csv} (one row per game: result from Red's side in self-play and from the learner's against an
 * opponent, plies and every weight), {@code match.csv} (every {@code checkpoint} games: the current weights against
 * the hand-set ones, score and 95 % interval), and the learning curve as two figures drawn from them, {@code
 * score.figure.tsv} (the checkpoint scores) and {@code weights.figure.tsv} (the piece values, game by game).
 */
public final class TdLeafRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "tdleaf";
  }

  @Override
  public String description() {
    return "TDLeaf(lambda) (KnightCap) tuning the evaluation's weights from self-play or games against an engine;"
        + " resumable";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "tdleaf-xiangqi", "output directory (resumes a run found there)"),
        Option.integer("games", 300, 0, Integer.MAX_VALUE, "training games in all"),
        Option.integer("depth", 2, 1, 20, "search depth of the learning engine (plus quiescence)"),
        Option.text("opponent", "", "engine spec to learn against, e.g. 'ucci:/usr/games/fairy-stockfish"
            + " option.Skill_Level=0' (an external engine searches to its own default depth); empty: self-play"),
        Option.number("alpha", 2000, 0, Double.MAX_VALUE, "learning rate (centipawns per unit of TD error × trace)"),
        Option.number("lambda", 0.7, 0, 1, "TD(lambda) trace decay"),
        Option.number("beta", 0.0025, 1e-9, 1, "P = tanh(beta × evaluation in centipawns)"),
        Option.integer("opening-plies", 6, 0, 100, "random plies before each game"),
        Option.integer("max-plies", 300, 1, 10_000, "a game still going after this many plies counts as a draw"),
        Option.integer("checkpoint", 50, 0, Integer.MAX_VALUE,
            "every this many games, a match of the weights against the hand-set ones (0: none)"),
        Option.integer("match-games", 40, 2, 100_000, "games of each checkpoint match (colours swapped)"),
        Option.integer("seed", 1, 0, Integer.MAX_VALUE, "seed of the random openings"));
  }

  @Override
  public String run(Game<?> g, Map<String, String> o, PrintStream log) throws IOException {
    if (!(g instanceof XiangqiGame game)) {
      throw new IllegalArgumentException("recipe tdleaf trains Xiangqi, not " + g.id());
    }
    Path out = Path.of(o.get("out"));
    int games = RecipeOptions.nonNegativeInt(o, "games");
    int depth = RecipeOptions.positiveInt(o, "depth");
    double alpha = RecipeOptions.nonNegativeDouble(o, "alpha");
    double lambda = RecipeOptions.nonNegativeDouble(o, "lambda");
    double beta = RecipeOptions.nonNegativeDouble(o, "beta");
    int openingPlies = RecipeOptions.nonNegativeInt(o, "opening-plies");
    int maxPlies = RecipeOptions.positiveInt(o, "max-plies");
    int checkpoint = RecipeOptions.nonNegativeInt(o, "checkpoint");
    int matchGames = RecipeOptions.positiveInt(o, "match-games");
    long seed = RecipeOptions.longValue(o, "seed");
    String opponentSpec = o.get("opponent").strip();
    EngineSpec spec = opponentSpec.isEmpty() ? null : EngineSpec.parse(opponentSpec);
    String command = "gametree train xiangqi tdleaf --games=" + games + " --depth=" + depth + " --alpha=" + alpha
        + " --lambda=" + lambda + " --beta=" + beta + " --opening-plies=" + openingPlies + " --max-plies=" + maxPlies
        + " --seed=" + seed + (spec == null ? "" : " '--opponent=" + opponentSpec + "'");

    Files.createDirectories(out);
    Path weights = out.resolve("weights.params");
    Path state = out.resolve("state.txt");
    Path curve = out.resolve("curve.csv");
    Path match = out.resolve("match.csv");
    int done = RecipeFiles.readDone(state);
    LinearModel model = done > 0 ? RecipeFiles.readWeights(weights) : XiangqiFeatures.handSet();
    if (done > 0) {
      log.printf("resuming after %d games%n", done);
    }
    RecipeFiles.trimCsv(curve, "game,result,plies," + String.join(",", RecipeFiles.names()) + ",bias", done);
    RecipeFiles.trimCsv(match, "game,score,low95,high95", done);
    if (done == 0) {
      RecipeFiles.writeWeights(weights, command + " (0 games)", model);
    } else if (checkpoint > 0 && done % checkpoint == 0 && !RecipeFiles.hasRow(match, done)) {
      RecipeFiles.append(match, done + "," + RecipeFiles.checkpointMatch(game, weights, depth, matchGames));
    }
    TdLambda td = new TdLambda(new TanhModel(model, beta), alpha, lambda, TdLambda.Mode.PER_GAME,
        TdLambda.Range.SYMMETRIC);
    try (Player<XiangqiState> opponent = spec == null ? null
        : Players.create(game, spec, seed, Duration.ofMinutes(1))) {
      if (opponent != null) {
        log.printf("learning against %s%n", opponent.name());
      }
      while (done < games) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + done);
        XiangqiState s = RecipeFiles.randomOpening(game, openingPlies, random);
        int learner = done % 2; // against an opponent: Red in odd games, Black in even ones
        Played played;
        // a new evaluator each game: it folds the weights, which change at the end of each game, into its tables
        try (TdLeaf<XiangqiState> leaf =
            new TdLeaf<>(td, XiangqiFeatures.INSTANCE, game, new WeightedEvaluator(model), depth)) {
          played = playAndLearn(s, leaf, opponent, learner, maxPlies);
        }
        double z = opponent != null && learner == 1 ? -played.red() : played.red(); // the curve's is the learner's
        done++;
        RecipeFiles.writeWeights(weights, command + " (" + done + " games)", model);
        StringBuilder row = new StringBuilder().append(done).append(',').append((int) z).append(',')
            .append(played.plies());
        for (double w : model.parameters()) {
          row.append(',').append(String.format(Locale.ROOT, "%.3f", w));
        }
        RecipeFiles.append(curve, row.toString());
        RecipeFiles.writeAtomically(state, "done " + done + "\n");
        if (done % 10 == 0) {
          log.printf(Locale.ROOT, "%d games; chariot %.1f cannon %.1f horse %.1f soldier %.1f%n", done,
              model.weight(0), model.weight(1), model.weight(3), model.weight(7));
        }
        if (checkpoint > 0 && (done % checkpoint == 0 || done == games)) {
          String result = RecipeFiles.checkpointMatch(game, weights, depth, matchGames);
          RecipeFiles.append(match, done + "," + result);
          log.printf("%d games: score against the hand-set weights %s%n", done, result);
          writeFigures(out, curve, match);
        }
      }
    }
    writeFigures(out, curve, match);
    return "trained " + done + " games; weights " + weights + ", curve " + curve + ", matches " + match;
  }

  /** A finished training game: its result from Red's side (1, 0 or -1) and its length in plies. */
  private record Played(double red, int plies) {}

  /**
   * Plays a training game from {@code s}: the learner's moves are its searched ones, each search's principal leaf
   * feeding {@code td}; the opponent's (none in self-play, where the learner plays both sides) are the opponent's own
   * and are not learned from. A game still going after {@code maxPlies} is a draw.
   */
  private static Played playAndLearn(XiangqiState s, TdLeaf<XiangqiState> leaf, Player<XiangqiState> opponent,
      int learner, int maxPlies) {
    XiangqiState start = s.copy();
    if (opponent != null) {
      opponent.newGame(start);
    }
    leaf.startGame();
    int[] moves = new int[maxPlies];
    int plies = 0;
    while (!s.isTerminal() && plies < maxPlies) {
      int move;
      if (opponent == null || s.currentPlayer() == learner) {
        move = leaf.observe(s).bestMove();
      } else {
        move = opponent.chooseMove(new Player.MoveRequest<>(s, start, false, Arrays.copyOf(moves, plies), null));
        if (!s.isLegal(move)) {
          throw new PlayerException(opponent.name() + " played an illegal move " + move);
        }
      }
      if (move < 0) {
        break;
      }
      s.play(move);
      moves[plies++] = move;
    }
    double z = s.isTerminal() ? s.outcome().signFor(0) : 0;
    leaf.endGame(z);
    return new Played(z, plies);
  }

  /** The piece values drawn game by game in {@code weights.figure.tsv}. */
  private static final List<String> PIECES = List.of("chariot", "horse", "cannon", "advisor", "elephant", "soldier");

  /**
   * The learning curve, from the files a run (or several resumed runs) wrote: the checkpoint scores with their 95 %
   * intervals, and the piece values after each game.
   */
  static void writeFigures(Path out, Path curve, Path match) throws IOException {
    List<String> rows = Files.exists(match) ? Files.readAllLines(match) : List.of();
    int n = Math.max(0, rows.size() - 1);
    double[] x = new double[n];
    double[] y = new double[n];
    double[] e = new double[n];
    for (int i = 0; i < n; i++) {
      String[] f = rows.get(i + 1).split(",");
      x[i] = Integer.parseInt(f[0]);
      y[i] = Double.parseDouble(f[1]);
      e[i] = (Double.parseDouble(f[3]) - Double.parseDouble(f[2])) / 2;
    }
    Figure.line("Xiangqi TDLeaf: the weights so far against the hand-set ones", "training games",
        "score against hand-set").yRange(0, 1).referenceLine(0.5).series("score, 95 % interval", x, y, e)
        .write(out.resolve("score" + Figure.EXTENSION));

    List<String> games = Files.exists(curve) ? Files.readAllLines(curve) : List.of();
    if (games.size() < 2) {
      return;
    }
    List<String> header = List.of(games.get(0).split(","));
    Figure.Builder values = Figure.line("Xiangqi TDLeaf: piece values", "training games", "centipawns");
    for (String piece : PIECES) {
      int column = header.indexOf(piece);
      double[] gx = new double[games.size() - 1];
      double[] gy = new double[games.size() - 1];
      for (int i = 1; i < games.size(); i++) {
        String[] f = games.get(i).split(",");
        gx[i - 1] = Integer.parseInt(f[0]);
        gy[i - 1] = Double.parseDouble(f[column]);
      }
      values = values.series(piece, gx, gy);
    }
    values.write(out.resolve("weights" + Figure.EXTENSION));
  }
}
