package org.gametree.connect6.learn;

import static org.gametree.core.learn.RecipeOptions.intAtLeast;
import static org.gametree.core.learn.RecipeOptions.longValue;
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
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.PriorEvaluator;
import org.gametree.connect6.TdNetwork;
import org.gametree.core.Ascii;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.learn.NeuralNetwork;
import org.gametree.core.learn.PriorKnowledgeEvaluator;
import org.gametree.core.learn.TdLambda;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.match.Opening;
import org.gametree.core.option.Option;
import org.gametree.core.report.Figure;

/**
 * {@code gametree train connect6 td}: Xu et al.'s TD(λ) experiment. Self-play from balanced openings with the evaluator
 * V = χ·S + NN·range/2 ({@link TdNetwork#evaluator}, core's {@link PriorKnowledgeEvaluator}), every stone chosen by
 * the core search at {@code depth} ({@code player=search}, as {@code negascout:depth=D,eval=td} plays) or by the
 * one-stone greedy player ({@code player=greedy}, the earlier recipe), TD(λ) on the network with per-game updates,
 * weighted top-K moves for the first stones, learning stopped where TSS decides the game; at every checkpoint the
 * trained evaluator plays the prior-only one, with the same player, from every evaluation opening with both colours.
 *
 * <p>Files in {@code out}: {@code weights.params} and {@code state.txt} (rewritten after every game, atomically;
 * the parameter files carry the run's χ and S range, so {@code eval=file:} plays them as trained),
 * {@code training.tsv} (one line per game), {@code checkpoint-G.params} (the weights after G games),
 * {@code eval.tsv} (one line per evaluated checkpoint) and {@code winrate.figure.tsv} (which
 * {@code gametree train} draws as {@code winrate.png} and {@code .svg}). Running the same command again
 * continues from the saved state; each game's randomness depends only on the seed and its number, so a resumed run
 * plays the same games as an uninterrupted one.
 */
public final class TdRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "td";
  }

  @Override
  public String description() {
    return "Xu et al. 2010: TD(lambda) self-play of the 32-14-2 network plus the prior, "
        + "evaluated against the prior alone";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.p() == 2 && g.q() == 1 && g.width() == g.height();
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "td-connect6", "output directory (weights, progress, evaluation, chart)"),
        Option.integer("games", 1000, 0, Integer.MAX_VALUE, "training games in total"),
        Option.integer("checkpoint", 250, 0, Integer.MAX_VALUE,
            "evaluate against the prior every this many games (0: only at the end)"),
        Option.number("alpha", 0.8, 0, Double.MAX_VALUE, "TD learning rate (Xu et al. 2010: 0.8)"),
        Option.number("lambda", 0.7, 0, Double.MAX_VALUE, "TD trace decay (Xu et al. 2010: 0.7)"),
        Option.text("init", "zero", "zero (Xu et al. 2010: every weight 0) or hidden-random (hidden layer uniform "
            + "in +-1/sqrt(32) from the seed, output layer 0: still V = chi*S at the start, but the 14 hidden units "
            + "differ)"),
        Option.number("chi", 1.0, 0, Double.MAX_VALUE, "weight of the prior S in V = chi*S + NN*range/2"),
        Option.number("s-range", TdNetwork.DEFAULT_S_RANGE, 0, Double.MAX_VALUE,
            "S_max - S_min the network's range maps to"),
        Option.integer("classes", 26, 1, Integer.MAX_VALUE,
            "balanced opening classes (all their symmetric images are used)"),
        Option.integer("eval-classes", 26, 0, Integer.MAX_VALUE,
            "opening classes for the evaluation games (0: no evaluation)"),
        Option.integer("eval-from", 0, 0, Integer.MAX_VALUE,
            "first opening class of the evaluation (0: the training openings, as in Xu et al. 2010; "
            + "26 with eval-classes=18: the other 18 classes, held out)"),
        Option.integer("random-stones", 8, 0, Integer.MAX_VALUE,
            "stones chosen by weighted top-K after the opening (Xu et al. 2010: c = 8)"),
        Option.integer("top-k", 5, 1, Integer.MAX_VALUE, "K of the weighted top-K choice"),
        Option.integer("temperature", 1000, 0, Integer.MAX_VALUE,
            "T of P = 1/(1+exp(-V/T)) in the top-K weights (V in S's units)"),
        Option.text("player", "search", "search (each stone by the core search to depth, as the engines play) or "
            + "greedy (each stone valued one stone deep over cells within radius)"),
        Option.text("opponent", "self", "self (Xu et al. 2010: self-play), prior (the learner plays the prior-only "
            + "evaluator with the same player, colours alternating; both sides' positions are learnt) or mixed "
            + "(even games self-play, odd games against the prior)"),
        Option.text("openings", "balanced", "balanced (Xu et al.'s central openings, below) or random (opening-plies "
            + "random stones anywhere, as gametree match starts its games)"),
        Option.integer("opening-plies", 4, 0, Integer.MAX_VALUE, "openings=random: random stones of each opening"),
        Option.integer("depth", 2, 1, 64, "player=search: search depth in stones (negascout:depth=D)"),
        Option.integer("radius", 2, 1, Integer.MAX_VALUE, "player=greedy: candidate stones within this distance of a "
            + "stone"),
        Option.integer("tss-turns", 3, 1, Integer.MAX_VALUE, "attacker turns of the TSS run at every turn start"),
        Option.integer("tss-nodes", 2000, 1, Integer.MAX_VALUE, "stone budget of that TSS"),
        Option.longInteger("seed", 2010L, Long.MIN_VALUE, Long.MAX_VALUE,
            "random seed (each game's randomness depends on it and the game number)"));
  }

  /** The parsed options. */
  record Config(Path out, int games, int checkpoint, String init, double alpha, double lambda, double chi, double sRange,
      int classes, int evalClasses, int evalFrom, int randomStones, int topK, double temperature, String player,
      String opponent, String openings, int openingPlies, int depth, int radius, int tssTurns, long tssNodes, long seed) {
    static Config of(Map<String, String> o) {
      return new Config(Path.of(o.get("out")), intAtLeast(o, "games", 0), intAtLeast(o, "checkpoint", 0),
          o.get("init").strip(), nonNegativeDouble(o, "alpha"), nonNegativeDouble(o, "lambda"),
          nonNegativeDouble(o, "chi"), nonNegativeDouble(o, "s-range"), intAtLeast(o, "classes", 1),
          intAtLeast(o, "eval-classes", 0), intAtLeast(o, "eval-from", 0), intAtLeast(o, "random-stones", 0),
          intAtLeast(o, "top-k", 1), nonNegativeDouble(o, "temperature"), o.get("player").strip(),
          o.get("opponent").strip(), o.get("openings").strip(), intAtLeast(o, "opening-plies", 0),
          intAtLeast(o, "depth", 1), intAtLeast(o, "radius", 1),
          intAtLeast(o, "tss-turns", 1), intAtLeast(o, "tss-nodes", 1), longValue(o, "seed"));
    }
  }


  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    if (!supports(game)) {
      throw new IllegalArgumentException("recipe td needs a square connect game with p = 2, q = 1, not " + game.id());
    }
    Config c = Config.of(options);
    if (c.lambda() > 1) {
      throw new IllegalArgumentException("option lambda must be in [0, 1], got " + c.lambda());
    }
    if (!c.init().equals("zero") && !c.init().equals("hidden-random")) {
      throw new IllegalArgumentException("option init must be zero or hidden-random, got '" + c.init() + "'");
    }
    if (!c.player().equals("search") && !c.player().equals("greedy")) {
      throw new IllegalArgumentException("option player must be search or greedy, got '" + c.player() + "'");
    }
    if (!List.of("self", "prior", "mixed").contains(c.opponent())) {
      throw new IllegalArgumentException("option opponent must be self, prior or mixed, got '" + c.opponent() + "'");
    }
    if (!c.openings().equals("balanced") && !c.openings().equals("random")) {
      throw new IllegalArgumentException("option openings must be balanced or random, got '" + c.openings() + "'");
    }
    if (c.sRange() <= 0) {
      throw new IllegalArgumentException("option s-range must be > 0, got " + c.sRange());
    }
    return new Run((ConnectGame) game, c, log).run();
  }

  /** One (resumable) run. */
  static final class Run {
    private final ConnectGame game;
    private final Config c;
    private final PrintStream log;
    private final TdGames games;

    Run(ConnectGame game, Config c, PrintStream log) {
      this.game = game;
      this.c = c;
      this.log = log;
      this.games = new TdGames(game, c.tssTurns(), c.tssNodes(), c.radius());
    }

    String run() throws IOException {
      Files.createDirectories(c.out());
      Path weights = c.out().resolve("weights.params");
      Path state = c.out().resolve("state.txt");
      Path training = c.out().resolve("training.tsv");
      NeuralNetwork net = TdNetwork.newNetwork();
      if (c.init().equals("hidden-random")) {
        randomiseHidden(net, new SplittableRandom(c.seed()));
      }
      int done = 0;
      if (Files.exists(state) && Files.exists(weights)) {
        done = Integer.parseInt(Files.readString(state).strip().replace("games ", ""));
        TdNetwork.Weights saved;
        try (Reader r = Files.newBufferedReader(weights)) {
          saved = TdNetwork.readWeights(r, c.chi(), c.sRange());
        }
        if (saved.chi() != c.chi() || saved.sRange() != c.sRange()) {
          throw new IllegalArgumentException(String.format(Locale.ROOT, "%s was trained with chi %s and s-range %s, "
              + "not the chi %s and s-range %s given: resume with the same options", weights, saved.chi(),
              saved.sRange(), c.chi(), c.sRange()));
        }
        net = saved.network();
        log.printf("resuming after %d games from %s%n", done, c.out());
      }
      truncateTraining(training, done);
      List<ConnectState> openings = games.openings(c.classes());
      log.printf("%d training openings (%d classes and their images)%n", openings.size(), c.classes());
      if (done == 0) {
        writeAtomically(c.out().resolve("checkpoint-0.params"), file(net));
      }
      PriorKnowledgeEvaluator<ConnectState> learner = TdNetwork.evaluator(game, net, c.chi(), c.sRange());
      TdLambda td = new TdLambda(net, c.alpha(), c.lambda(), TdLambda.Mode.PER_GAME, TdLambda.Range.SYMMETRIC);
      TdGames.Mover player = player(learner);
      TdGames.Mover[] both = {player, player};
      TdGames.Mover prior = player(new PriorEvaluator(game));
      double[] x = new double[TdNetwork.LAYERS[0]];
      evaluatePending(done);
      long started = System.nanoTime();
      int startDone = done;
      while (done < c.games()) {
        int g = done;
        SplittableRandom random = new SplittableRandom(c.seed() * 1_000_003L + g);
        ConnectState start = c.openings().equals("random")
            ? randomOpening(game, c.openingPlies(), c.seed() * 1_000_003L + g) : openings.get(g % openings.size());
        TdGames.Played p = games.play(start, movers(g, both, player, prior), c.randomStones(), c.topK(), c.temperature(), random, td,
            learner.network().features(), x);
        done++;
        Files.writeString(training, String.format(Locale.ROOT, "%d\t%d\t%d\t%s\t%d%n", done, g % openings.size(),
            p.winner(), p.end(), p.stones()), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
            StandardOpenOption.APPEND);
        writeAtomically(weights, file(net));
        if (c.checkpoint() > 0 && done % c.checkpoint() == 0 || done == c.games()) {
          writeAtomically(c.out().resolve("checkpoint-" + done + ".params"), file(net));
        }
        writeAtomically(state, "games " + done + "\n");
        if (done % 20 == 0 || done == c.games()) {
          double secs = (System.nanoTime() - started) / 1e9;
          log.printf(Locale.ROOT, "%d games trained (%.2f s/game this session)%n", done, secs / (done - startDone));
        }
        if (c.checkpoint() > 0 && done % c.checkpoint() == 0 || done == c.games()) {
          evaluatePending(done);
        }
      }
      evaluatePending(done);
      return "trained " + done + " games; weights " + weights + ", evaluation " + c.out().resolve("eval.tsv");
    }

    /** The parameter file text of {@code net} with this run's χ and S range. */
    private String file(NeuralNetwork net) {
      return TdNetwork.write(new TdNetwork.Weights(net, c.chi(), c.sRange()));
    }

    /**
     * Who plays game {@code g}: the learner against itself, or against the prior with the learner's colour
     * alternating (opponent=prior; with opponent=mixed every odd game, the learner's colour alternating too).
     */
    private TdGames.Mover[] movers(int g, TdGames.Mover[] self, TdGames.Mover learner, TdGames.Mover prior) {
      boolean againstPrior = c.opponent().equals("prior") || c.opponent().equals("mixed") && g % 2 == 1;
      if (!againstPrior) {
        return self;
      }
      int side = c.opponent().equals("prior") ? g % 2 : (g / 2) % 2;
      return side == 0 ? new TdGames.Mover[] {learner, prior} : new TdGames.Mover[] {prior, learner};
    }

    /** {@code plies} random stones from the empty board, as {@code gametree match} opens its games. */
    static ConnectState randomOpening(ConnectGame game, int plies, long seed) {
      ConnectState s = game.newInitialState();
      Opening.random(game, 1, plies, seed).get(0).play(s);
      return s;
    }

    private TdGames.Mover player(Evaluator<ConnectState> evaluator) {
      return c.player().equals("search") ? games.searchPlayer(evaluator, c.depth()) : games.player(evaluator);
    }

    /** Hidden-layer weights uniform in ±1/sqrt(fan-in), hidden biases and the whole output layer left at 0. */
    static void randomiseHidden(NeuralNetwork net, SplittableRandom random) {
      int in = net.sizes()[0];
      int hidden = net.sizes()[1];
      double bound = 1 / Math.sqrt(in);
      double[] w = net.parameters();
      for (int i = 0; i < in * hidden; i++) {
        w[i] = (2 * random.nextDouble() - 1) * bound;
      }
    }

    private static void truncateTraining(Path training, int done) throws IOException {
      if (!Files.exists(training)) {
        return;
      }
      List<String> keep = new ArrayList<>();
      for (String line : Files.readAllLines(training)) {
        String[] f = line.split("\t");
        if (f.length > 0 && Ascii.isDigits(f[0]) && Integer.parseInt(f[0]) <= done) {
          keep.add(line);
        }
      }
      writeAtomically(training, keep.isEmpty() ? "" : String.join("\n", keep) + "\n");
    }

    /** Evaluates every checkpoint up to {@code done} that has weights but no line in eval.tsv yet. */
    private void evaluatePending(int done) throws IOException {
      if (c.evalClasses() == 0) {
        return;
      }
      Path evalFile = c.out().resolve("eval.tsv");
      java.util.TreeMap<Integer, String> lines = readEval(evalFile);
      List<Integer> points = new ArrayList<>();
      points.add(0);
      if (c.checkpoint() > 0) {
        for (int g = c.checkpoint(); g <= done; g += c.checkpoint()) {
          points.add(g);
        }
      }
      if (done == c.games() && !points.contains(done)) {
        points.add(done);
      }
      boolean changed = false;
      for (int g : points) {
        Path w = c.out().resolve("checkpoint-" + g + ".params");
        if (lines.containsKey(g) || !Files.exists(w)) {
          continue;
        }
        TdNetwork.Weights net;
        try (Reader r = Files.newBufferedReader(w)) {
          net = TdNetwork.readWeights(r, c.chi(), c.sRange());
        }
        lines.put(g, evaluate(g, net));
        writeEval(evalFile, lines);
        changed = true;
      }
      if (changed) {
        chart(lines);
      }
    }

    /** Plays the trained evaluator against the prior from every evaluation opening with both colours. */
    private String evaluate(int trained, TdNetwork.Weights net) {
      List<ConnectState> openings = games.openings(c.evalFrom(), c.evalClasses());
      TdGames.Mover td = player(TdNetwork.evaluator(game, net));
      TdGames.Mover prior = player(new PriorEvaluator(game));
      int[] asBlack = new int[3];
      int[] asWhite = new int[3];
      long t0 = System.nanoTime();
      for (ConnectState o : openings) {
        // the opening is Black's centre stone and White's two: Black (player 0) moves next
        TdGames.Played b = games.play(o, new TdGames.Mover[] {td, prior}, 0, 1, 1, null, null, null, null);
        count(asBlack, b.winner(), 0);
        TdGames.Played w = games.play(o, new TdGames.Mover[] {prior, td}, 0, 1, 1, null, null, null, null);
        count(asWhite, w.winner(), 1);
      }
      EloStatistics all = new EloStatistics(asBlack[0] + asWhite[0], asBlack[1] + asWhite[1],
          asBlack[2] + asWhite[2]);
      EloStatistics black = new EloStatistics(asBlack[0], asBlack[1], asBlack[2]);
      EloStatistics white = new EloStatistics(asWhite[0], asWhite[1], asWhite[2]);
      String line = String.format(Locale.ROOT, "%d\t%d\t%d\t%d\t%.4f\t%.4f\t%.4f\t%.4f", trained, all.wins(),
          all.draws(), all.losses(), all.score(), all.scoreError95(), black.score(), white.score());
      log.printf(Locale.ROOT, "after %d games: TD vs prior %d-%d-%d, score %.3f ± %.3f (as Black %.3f, as White "
              + "%.3f), %d games in %.0f s%n", trained, all.wins(), all.draws(), all.losses(), all.score(),
          all.scoreError95(), black.score(), white.score(), all.games(), (System.nanoTime() - t0) / 1e9);
      return line;
    }

    private static void count(int[] wdl, int winner, int tdPlayer) {
      wdl[winner < 0 ? 1 : winner == tdPlayer ? 0 : 2]++;
    }

    private static final String EVAL_HEADER =
        "# games\twins\tdraws\tlosses\tscore\tci95\tscore_as_black\tscore_as_white";

    private static java.util.TreeMap<Integer, String> readEval(Path file) throws IOException {
      java.util.TreeMap<Integer, String> lines = new java.util.TreeMap<>();
      if (Files.exists(file)) {
        for (String line : Files.readAllLines(file)) {
          if (line.isBlank() || line.startsWith("#")) {
            continue;
          }
          lines.put(Integer.parseInt(line.split("\t")[0]), line);
        }
      }
      return lines;
    }

    private static void writeEval(Path file, java.util.TreeMap<Integer, String> lines) throws IOException {
      writeAtomically(file, EVAL_HEADER + "\n" + String.join("\n", lines.values()) + "\n");
    }

    private void chart(java.util.TreeMap<Integer, String> lines) {
      int n = lines.size();
      double[] x = new double[n];
      double[] y = new double[n];
      double[] e = new double[n];
      double[] black = new double[n];
      double[] white = new double[n];
      int i = 0;
      for (String line : lines.values()) {
        String[] f = line.split("\t");
        x[i] = Integer.parseInt(f[0]);
        y[i] = Double.parseDouble(f[4]);
        e[i] = Double.parseDouble(f[5]);
        black[i] = Double.parseDouble(f[6]);
        white[i] = Double.parseDouble(f[7]);
        i++;
      }
      Figure.line("Connect6: TD-trained V vs prior S at equal search", "training games", "score vs prior")
          .yRange(0, 1).referenceLine(0.5).series("both colours, 95 % interval", x, y, e)
          .series("TD as Black", x, black).series("TD as White", x, white)
          .write(c.out().resolve("winrate" + Figure.EXTENSION));
    }
  }

  static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
