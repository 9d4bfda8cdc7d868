package org.gametree.connect6.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.PriorEvaluator;
import org.gametree.connect6.TdLinearEvaluator;
import org.gametree.connect6.TdNetwork;
import org.gametree.core.learn.ComparisonTraining;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.match.EloStatistics;
import org.gametree.core.option.Option;
import org.gametree.core.report.Figure;

/**
 * {@code gametree train gomoku comparison}: the gomoku thesis's comparison training for one-stone connect games.
 * A linear model over the 32 scaled features of the position after a move (valued for the opponent, negamax) plays
 * against the prior-driven teacher; at each of the teacher's moves the model is asked what it would have played there,
 * and when it differs the teacher's move is rewarded and the model's penalised, w ← w + η(∇V(teacher's) − ∇V(model's))
 * with the sign of the opponent's view; agreement earns a small reward η_agree. Every {@code checkpoint} games the
 * model alone plays the teacher from the evaluation openings with both colours. Resumable like {@code td}: {@code
 * weights.params}, {@code state.txt} after every game, {@code eval.tsv} per checkpoint and its learning curve
 * {@code score.figure.tsv} (drawn as PNG and SVG by {@code gametree train}).
 */
public final class ComparisonRecipe implements TrainingRecipe {
  @Override
  public String name() {
    return "comparison";
  }

  @Override
  public String description() {
    return "the gomoku thesis: comparison training of a model over the features against the prior player, "
        + "then model vs prior";
  }

  @Override
  public boolean supports(org.gametree.core.Game<?> game) {
    return game instanceof ConnectGame g && g.p() == 1 && g.q() == 1 && g.width() == g.height() && g.width() >= 7;
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.text("out", "comparison-gomoku", "output directory"),
        Option.integer("games", 200, 0, Integer.MAX_VALUE, "training games against the teacher"),
        Option.integer("checkpoint", 50, 1, Integer.MAX_VALUE, "evaluate every this many games"),
        Option.number("eta", 0.01, 0, Double.MAX_VALUE,
            "learning rate when the model's move differs from the teacher's"),
        Option.number("eta-agree", 0.001, 0, Double.MAX_VALUE, "reward when they agree"),
        Option.integer("eval-openings", 40, 1, Integer.MAX_VALUE,
            "evaluation openings (each played with both colours)"));
  }

  @Override
  public String run(org.gametree.core.Game<?> game, Map<String, String> o, PrintStream log) throws IOException {
    if (!supports(game)) {
      throw new IllegalArgumentException("recipe comparison needs a square one-stone connect game, not " + game.id());
    }
    ConnectGame g = (ConnectGame) game;
    Path out = Path.of(o.get("out"));
    int games = RecipeOptions.intAtLeast(o, "games", 0);
    int checkpoint = RecipeOptions.intAtLeast(o, "checkpoint", 1);
    double eta = RecipeOptions.nonNegativeDouble(o, "eta");
    double agree = RecipeOptions.nonNegativeDouble(o, "eta-agree");
    int evalOpenings = RecipeOptions.intAtLeast(o, "eval-openings", 1);
    Files.createDirectories(out);
    Path weights = out.resolve("weights.params");
    Path state = out.resolve("state.txt");
    List<String> names = TdNetwork.names();
    LinearModel model = new LinearModel(new double[names.size()], 0);
    int done = 0;
    if (Files.exists(weights) && Files.exists(state)) {
      done = Integer.parseInt(Files.readString(state).strip().replace("games ", ""));
      try (Reader r = Files.newBufferedReader(weights)) {
        model = ModelIO.read(r, LinearModel.class, g.id(), names);
      }
      log.printf("resuming after %d games%n", done);
    }
    List<ConnectState> openings = openings(g);
    List<ConnectState> evalSet = new ArrayList<>();
    for (int i = 0; i < openings.size() && evalSet.size() < evalOpenings; i += 7) {
      evalSet.add(openings.get(i));
    }
    TdGames rules = new TdGames(g, 3, 2000, 2);
    TdLinearEvaluator student = new TdLinearEvaluator(g, model);
    StonePlayer studentPlayer = rules.player(student);
    StonePlayer teacher = rules.player(new PriorEvaluator(g));
    ComparisonTraining trainer = new ComparisonTraining(model, eta, agree, -1);
    Path eval = out.resolve("eval.tsv");
    if (!Files.exists(eval)) {
      TdRecipe.writeAtomically(eval, "# games\twins\tdraws\tlosses\tscore\tci95\n");
    }
    if (done == 0) {
      evaluate(0, rules, evalSet, studentPlayer, teacher, eval, log);
    }
    double[] xTeacher = new double[names.size()];
    double[] xStudent = new double[names.size()];
    while (done < games) {
      ConnectState s = openings.get((done * 13) % openings.size()).copy();
      int studentSide = done % 2;
      int agreed = 0;
      int moves = 0;
      while (!s.isTerminal()) {
        int m;
        if (s.currentPlayer() == studentSide) {
          m = studentPlayer.best(s);
        } else {
          m = teacher.best(s);
          int mine = studentPlayer.best(s);
          successor(s, m, student, xTeacher);
          successor(s, mine, student, xStudent);
          trainer.update(xTeacher, xStudent, mine == m);
          agreed += mine == m ? 1 : 0;
          moves++;
        }
        s.play(m);
      }
      done++;
      TdRecipe.writeAtomically(weights, ModelIO.toText(model, g.id(), names));
      TdRecipe.writeAtomically(state, "games " + done + "\n");
      if (done % 10 == 0) {
        log.printf(Locale.ROOT, "%d games; last game: model agreed with %d of %d teacher moves%n", done, agreed, moves);
      }
      if (done % checkpoint == 0 || done == games) {
        evaluate(done, rules, evalSet, studentPlayer, teacher, eval, log);
      }
    }
    return "trained " + done + " games; weights " + weights + ", evaluation " + eval;
  }

  private static void successor(ConnectState s, int move, TdLinearEvaluator student, double[] x) {
    s.play(move);
    student.inputs().extract(s, x);
    s.undo();
  }

  private static void evaluate(int trained, TdGames rules, List<ConnectState> openings, StonePlayer student,
      StonePlayer teacher, Path eval, PrintStream log) throws IOException {
    int w = 0;
    int d = 0;
    int l = 0;
    for (ConnectState o : openings) {
      for (int side = 0; side < 2; side++) {
        StonePlayer[] players = side == 0 ? new StonePlayer[] {student, teacher} : new StonePlayer[] {teacher, student};
        int winner = rules.play(o, players, 0, 1, 1, null, null, null, null).winner();
        if (winner < 0) {
          d++;
        } else if (winner == side) {
          w++;
        } else {
          l++;
        }
      }
    }
    EloStatistics st = new EloStatistics(w, d, l);
    String line = String.format(Locale.ROOT, "%d\t%d\t%d\t%d\t%.4f\t%.4f%n", trained, w, d, l, st.score(),
        st.scoreError95());
    Files.writeString(eval, line, java.nio.file.StandardOpenOption.APPEND);
    log.printf(Locale.ROOT, "after %d games: model vs teacher %d-%d-%d, score %.3f ± %.3f%n", trained, w, d, l,
        st.score(), st.scoreError95());
    Figure.line("Gomoku: comparison-trained model vs teacher", "training games", "score vs teacher").yRange(0, 1)
        .referenceLine(0.5).seriesFromTable("score, 95 % interval", eval, 0, 4, 5)
        .write(eval.resolveSibling("score" + Figure.EXTENSION));
  }

  /** Black on the centre, White within distance 2, Black's second stone within distance 2: every such position. */
  static List<ConnectState> openings(ConnectGame g) {
    int c = g.width() / 2;
    List<ConnectState> out = new ArrayList<>();
    int centre = g.cell(c, c);
    for (int wy = c - 2; wy <= c + 2; wy++) {
      for (int wx = c - 2; wx <= c + 2; wx++) {
        int white = g.cell(wx, wy);
        if (white == centre) {
          continue;
        }
        for (int by = c - 2; by <= c + 2; by++) {
          for (int bx = c - 2; bx <= c + 2; bx++) {
            int black = g.cell(bx, by);
            if (black == centre || black == white) {
              continue;
            }
            ConnectState s = g.newInitialState();
            s.play(centre);
            s.play(white);
            s.play(black);
            out.add(s);
          }
        }
      }
    }
    return out;
  }
}
