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
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.PointEvaluator;
import org.gametree.connect6.PointNetwork;
import org.gametree.connect6.PriorEvaluator;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.learn.ComparisonTraining;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.option.Option;

/**
 * {@code gametree train gomoku point}: the gomoku thesis's per-point network ({@link PointNetwork}) trained by
 * comparison training (Tesauro 1989) against a teacher, the core search at a fixed depth with the prior evaluation
 * (as {@code negascout:depth=D} plays).
 *
 * <p>Each training game starts from {@code opening-plies} random stones (as {@code gametree match} opens its games);
 * the network (its best-scored point) plays one colour, the teacher the other, alternating ({@code play=teacher}: the
 * teacher plays both). At every position (or with
 * {@code learn-at=teacher} only at the teacher's turns, as in the thesis) the teacher's move t and the network's move
 * m are compared: if they differ, w ← w + η(∇score(t) − ∇score(m)) (the teacher's point rewarded, the network's
 * penalised); if they agree, w ← w + η_agree ∇score(t). Every {@code checkpoint} games the network's move agreement
 * with the teacher is measured on held-out positions (from teacher-against-teacher games out of other random
 * openings) and written to {@code eval.tsv}. Resumable: {@code weights.params} and {@code state.txt} are rewritten
 * after every game, {@code training.tsv} gets a line per game, {@code checkpoint-G.params} per checkpoint; each game
 * depends only on the seed and its number, so a resumed run ends with the same weights as an uninterrupted one.
 */
public final class PointRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "point";
  }

  @Override
  public String description() {
    return "the gomoku thesis: per-point network trained by comparison training against the engine at a fixed depth";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.p() == 1 && g.q() == 1 && g.width() >= 7 && g.height() >= 7;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "point-gomoku", "output directory (weights, progress, evaluation)"),
        Option.integer("games", 1000, 0, Integer.MAX_VALUE, "training games in total"),
        Option.integer("checkpoint", 100, 1, Integer.MAX_VALUE, "measure held-out agreement every this many games"),
        Option.number("eta", 0.01, 0, Double.MAX_VALUE, "learning rate when the network's move differs"),
        Option.number("eta-agree", 0.001, 0, Double.MAX_VALUE, "reward when the network agrees with the teacher"),
        Option.text("update", "comparison", "comparison (the thesis: the teacher's point up, the network's down) or "
            + "listwise (a softmax over every empty point: each pushed down by its probability)"),
        Option.number("temperature", 1, Double.MIN_VALUE, Double.MAX_VALUE,
            "the listwise softmax's temperature on the network's raw scores"),
        Option.integer("hidden", 12, 1, 256, "line units (shared by the 8 oriented lines)"),
        Option.integer("top", 8, 1, 256, "combining tanh units"),
        Option.integer("teacher-depth", 3, 1, 64, "the teacher's search depth (negascout:depth=D, eval=prior)"),
        Option.text("learn-at", "all", "all (every position the teacher is asked about) or teacher (only the "
            + "teacher's own turns, as the thesis)"),
        Option.text("play", "student", "student (the network plays one colour against the teacher, as the thesis) "
            + "or teacher (the teacher plays both colours and the network learns from its games)"),
        Option.integer("opening-plies", 4, 0, Integer.MAX_VALUE, "random stones of each opening"),
        Option.integer("heldout", 400, 0, Integer.MAX_VALUE, "held-out positions for the agreement measure"),
        Option.text("compare", "", "an evaluator name (e.g. file:PATH of the comparison recipe's linear model) "
            + "whose one-ply agreement on the held-out positions is measured once"),
        Option.longInteger("seed", 2002L, Long.MIN_VALUE, Long.MAX_VALUE, "random seed"));
  }

  /** The parsed options. */
  record Config(Path out, int games, int checkpoint, double eta, double etaAgree, boolean listwise, double temperature,
      int hidden, int top, int teacherDepth, boolean learnAll, boolean studentPlays, int openingPlies, int heldout,
      String compare, long seed) {
    static Config of(Map<String, String> o) {
      String at = o.get("learn-at").strip();
      if (!at.equals("all") && !at.equals("teacher")) {
        throw new IllegalArgumentException("option learn-at must be all or teacher, got '" + at + "'");
      }
      String play = o.get("play").strip();
      if (!play.equals("student") && !play.equals("teacher")) {
        throw new IllegalArgumentException("option play must be student or teacher, got '" + play + "'");
      }
      String update = o.get("update").strip();
      if (!update.equals("comparison") && !update.equals("listwise")) {
        throw new IllegalArgumentException("option update must be comparison or listwise, got '" + update + "'");
      }
      double temperature = nonNegativeDouble(o, "temperature");
      if (!(temperature > 0)) {
        throw new IllegalArgumentException("option temperature must be positive, got '" + o.get("temperature") + "'");
      }
      return new Config(Path.of(o.get("out")), intAtLeast(o, "games", 0), intAtLeast(o, "checkpoint", 1),
          nonNegativeDouble(o, "eta"), nonNegativeDouble(o, "eta-agree"), update.equals("listwise"), temperature,
          intAtLeast(o, "hidden", 1),
          intAtLeast(o, "top", 1), intAtLeast(o, "teacher-depth", 1), at.equals("all"), play.equals("student"),
          intAtLeast(o, "opening-plies", 0), intAtLeast(o, "heldout", 0), o.get("compare").strip(),
          longValue(o, "seed"));
    }
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    if (!supports(game)) {
      throw new IllegalArgumentException("recipe point needs a one-stone connect game of at least 7x7, not "
          + game.id());
    }
    return new Run((ConnectGame) game, Config.of(options), log).run();
  }

  /** One (resumable) run. */
  static final class Run {
    private final ConnectGame game;
    private final Config c;
    private final PrintStream log;

    Run(ConnectGame game, Config c, PrintStream log) {
      this.game = game;
      this.c = c;
      this.log = log;
    }

    String run() throws IOException {
      Files.createDirectories(c.out());
      Path weights = c.out().resolve("weights.params");
      Path state = c.out().resolve("state.txt");
      Path training = c.out().resolve("training.tsv");
      PointNetwork net = PointNetwork.random(c.hidden(), c.top(), c.seed());
      int done = 0;
      if (Files.exists(state) && Files.exists(weights)) {
        done = Integer.parseInt(Files.readString(state).strip().replace("games ", ""));
        try (Reader r = Files.newBufferedReader(weights)) {
          net = PointEvaluator.read(r);
        }
        log.printf("resuming after %d games from %s%n", done, c.out());
      }
      if (done == 0) {
        TdRecipe.writeAtomically(c.out().resolve("checkpoint-0.params"), PointEvaluator.write(net));
        TdRecipe.writeAtomically(training, "# game\tstudent_side\twinner\tplies\tcompared\tagreed\n");
      }
      PointEvaluator student = new PointEvaluator(game, net);
      SearchPlayer teacher = new SearchPlayer(game, new PriorEvaluator(game), c.teacherDepth());
      ComparisonTraining trainer = new ComparisonTraining(net, c.eta(), c.etaAgree(), 1);
      Heldout heldout = heldout(teacher);
      if (!c.compare().isEmpty()) {
        double a = heldout.agreement(oneStone(game.evaluator(c.compare())));
        log.printf(Locale.ROOT, "%s: one-ply agreement with the teacher %.4f on %d held-out positions%n",
            c.compare(), a, heldout.size());
        TdRecipe.writeAtomically(c.out().resolve("compare.tsv"), String.format(Locale.ROOT,
            "# evaluator\tagreement\tpositions%n%s\t%.4f\t%d%n", c.compare(), a, heldout.size()));
      }
      Path eval = c.out().resolve("eval.tsv");
      if (done == 0) {
        TdRecipe.writeAtomically(eval, "# games\tagreement\tpositions\n");
        appendEval(eval, 0, heldout, student);
      }
      double[] xTeacher = new double[PointNetwork.DIMENSION];
      double[] xStudent = new double[PointNetwork.DIMENSION];
      int[] points = new int[game.maxLegalMoves()];
      double[][] xPoints = c.listwise() ? new double[game.maxLegalMoves()][PointNetwork.DIMENSION] : null;
      long started = System.nanoTime();
      int startDone = done;
      while (done < c.games()) {
        int g = done;
        ConnectState s = TdRecipe.Run.randomOpening(game, c.openingPlies(), c.seed() * 1_000_003L + g);
        int studentSide = c.studentPlays() ? g % 2 : -1;
        teacher.newGame();
        int compared = 0;
        int agreed = 0;
        int first = s.stoneCount();
        while (!s.isTerminal()) {
          int mover = s.currentPlayer();
          int mine = student.bestPoint(s);
          int move = mine;
          if (mover != studentSide || c.learnAll()) {
            int t = teacher.best(s);
            if (c.listwise()) {
              int n = s.legalMoves(points);
              int preferred = -1;
              for (int i = 0; i < n; i++) {
                student.inputs(s, points[i], mover, xPoints[i]);
                preferred = points[i] == t ? i : preferred;
              }
              trainer.updateListwise(xPoints, n, preferred, c.temperature());
            } else {
              student.inputs(s, t, mover, xTeacher);
              student.inputs(s, mine, mover, xStudent);
              trainer.update(xTeacher, xStudent, t == mine);
            }
            compared++;
            agreed += t == mine ? 1 : 0;
            if (mover != studentSide) {
              move = t;
            }
          }
          s.play(move);
        }
        done++;
        Files.writeString(training, String.format(Locale.ROOT, "%d\t%d\t%d\t%d\t%d\t%d%n", done, studentSide,
            s.winner(), s.stoneCount() - first, compared, agreed), StandardCharsets.UTF_8,
            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        TdRecipe.writeAtomically(weights, PointEvaluator.write(net));
        if (done % c.checkpoint() == 0 || done == c.games()) {
          TdRecipe.writeAtomically(c.out().resolve("checkpoint-" + done + ".params"), PointEvaluator.write(net));
        }
        TdRecipe.writeAtomically(state, "games " + done + "\n");
        if (done % 20 == 0 || done == c.games()) {
          log.printf(Locale.ROOT, "%d games trained (%.2f s/game this session)%n", done,
              (System.nanoTime() - started) / 1e9 / (done - startDone));
        }
        if (done % c.checkpoint() == 0 || done == c.games()) {
          appendEval(eval, done, heldout, student);
        }
      }
      return "trained " + done + " games; weights " + weights + ", agreement " + eval;
    }

    private void appendEval(Path eval, int trained, Heldout heldout, PointEvaluator student) throws IOException {
      double a = heldout.agreement(student::bestPoint);
      Files.writeString(eval, String.format(Locale.ROOT, "%d\t%.4f\t%d%n", trained, a, heldout.size()),
          StandardCharsets.UTF_8, StandardOpenOption.APPEND);
      log.printf(Locale.ROOT, "after %d games: agreement with the teacher %.4f on %d held-out positions%n", trained,
          a, heldout.size());
    }

    /** Positions of teacher-against-teacher games from random openings (another seed stream), with its moves. */
    private Heldout heldout(SearchPlayer teacher) {
      List<ConnectState> positions = new ArrayList<>();
      List<Integer> moves = new ArrayList<>();
      for (int g = 0; positions.size() < c.heldout(); g++) {
        ConnectState s = TdRecipe.Run.randomOpening(game, c.openingPlies(), ~(c.seed() * 1_000_003L + g));
        teacher.newGame();
        while (!s.isTerminal() && positions.size() < c.heldout()) {
          int t = teacher.best(s);
          positions.add(s.copy());
          moves.add(t);
          s.play(t);
        }
      }
      return new Heldout(positions, moves);
    }
  }

  /** A move chooser on a position (left as given). */
  interface Chooser {
    int choose(ConnectState s);
  }

  /** Held-out positions and the teacher's move at each. */
  record Heldout(List<ConnectState> positions, List<Integer> moves) {
    int size() {
      return positions.size();
    }

    double agreement(Chooser chooser) {
      int same = 0;
      for (int i = 0; i < positions.size(); i++) {
        same += chooser.choose(positions.get(i).copy()) == moves.get(i) ? 1 : 0;
      }
      return positions.isEmpty() ? Double.NaN : (double) same / positions.size();
    }
  }

  /**
   * The one-ply choice of {@code e} over every empty cell, as {@code negascout:depth=1} plays it: a winning stone at
   * once, otherwise the stone whose position the evaluator scores lowest for the opponent (lowest cell on ties).
   */
  static Chooser oneStone(Evaluator<ConnectState> e) {
    return s -> {
      int[] moves = new int[s.legalMoves(new int[s.game().maxLegalMoves()])];
      s.legalMoves(moves);
      int mover = s.currentPlayer();
      int best = -1;
      long bestValue = Long.MIN_VALUE;
      for (int m : moves) {
        s.play(m);
        long v = s.isTerminal() ? (s.winner() == mover ? Long.MAX_VALUE : s.winner() < 0 ? 0 : Long.MIN_VALUE + 1)
            : s.currentPlayer() == mover ? e.evaluate(s) : -(long) e.evaluate(s);
        s.undo();
        if (v > bestValue) {
          bestValue = v;
          best = m;
        }
      }
      return best;
    };
  }
}
