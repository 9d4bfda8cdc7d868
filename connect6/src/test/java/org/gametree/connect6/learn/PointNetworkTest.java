package org.gametree.connect6.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.PointEvaluator;
import org.gametree.connect6.PointNetwork;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.ComparisonTraining;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PointNetworkTest {
  private static final ConnectGame GOMOKU = ConnectGame.gomoku();

  /** A position of {@code stones} random stones near the centre (no line), reproducible. */
  private static ConnectState randomPosition(ConnectGame g, int stones, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    ConnectState s = g.newInitialState();
    int c = g.width() / 2;
    while (s.stoneCount() < stones) {
      int cell = g.cell(c - 4 + r.nextInt(9), c - 4 + r.nextInt(9));
      if (s.at(cell) == 0) {
        s.play(cell);
        if (s.isTerminal()) {
          s.undo();
          break;
        }
      }
    }
    return s;
  }

  private static ConnectState transformed(ConnectGame g, ConnectState s, int t) {
    int[] black = new int[g.width() * g.height()];
    int[] white = new int[black.length];
    int nb = s.stonesOf(0, black);
    int nw = s.stonesOf(1, white);
    ConnectState out = g.newInitialState();
    for (int i = 0; i < Math.max(nb, nw); i++) {
      if (i < nb) {
        out.play(TdGames.transform(black[i], t, g.width()));
      }
      if (i < nw) {
        out.play(TdGames.transform(white[i], t, g.width()));
      }
    }
    return out;
  }

  @Test
  void symmetricPositionsScoreTheSymmetricPointsEqually() {
    PointEvaluator e = new PointEvaluator(GOMOKU, PointNetwork.random(6, 5, 7));
    ConnectState s = randomPosition(GOMOKU, 12, 3);
    int[] moves = new int[GOMOKU.maxLegalMoves()];
    int n = s.legalMoves(moves);
    boolean differs = false;
    for (int t = 1; t < 8; t++) {
      ConnectState u = transformed(GOMOKU, s, t);
      assertEquals(s.stoneCount(), u.stoneCount());
      for (int i = 0; i < n; i++) {
        for (int player = 0; player < 2; player++) {
          double a = e.score(s, moves[i], player);
          double b = e.score(u, TdGames.transform(moves[i], t, GOMOKU.width()), player);
          assertEquals(a, b, 1e-12, "symmetry " + t + " cell " + moves[i]);
        }
      }
    }
    for (int i = 1; i < n; i++) {
      differs |= e.score(s, moves[i], 0) != e.score(s, moves[0], 0);
    }
    assertTrue(differs, "a network that scores every point alike proves nothing");
  }

  @Test
  void gradientMatchesFiniteDifferences() {
    PointNetwork net = PointNetwork.random(5, 4, 11);
    ConnectState s = randomPosition(GOMOKU, 10, 5);
    double[] x = new double[PointNetwork.DIMENSION];
    PointNetwork.encode(s, PointNetwork.neighbours(GOMOKU), firstEmpty(s), 0, x);
    double[] g = new double[net.parameterCount()];
    net.gradient(x, g);
    double[] w = net.parameters();
    for (int i = 0; i < w.length; i++) {
      double keep = w[i];
      w[i] = keep + 1e-6;
      double up = net.value(x);
      w[i] = keep - 1e-6;
      double down = net.value(x);
      w[i] = keep;
      assertEquals((up - down) / 2e-6, g[i], 1e-6, "parameter " + i);
    }
  }

  private static int firstEmpty(ConnectState s) {
    int c = s.game().width() / 2;
    for (int d = 0; ; d++) {
      int cell = s.game().cell(c + d % 3, c + d / 3);
      if (s.at(cell) == 0) {
        return cell;
      }
    }
  }

  @Test
  void aComparisonUpdateMovesTheTeachersPointUp() {
    PointEvaluator e = new PointEvaluator(GOMOKU, PointNetwork.random(8, 6, 13));
    ConnectState s = randomPosition(GOMOKU, 10, 9);
    int mover = s.currentPlayer();
    int mine = e.bestPoint(s);
    int teacher = firstEmpty(s);
    assertNotEquals(mine, teacher);
    double[] xt = new double[PointNetwork.DIMENSION];
    double[] xm = new double[PointNetwork.DIMENSION];
    ComparisonTraining trainer = new ComparisonTraining(e.network(), 0.05, 0.005, 1);
    double gapBefore = e.score(s, teacher, mover) - e.score(s, mine, mover);
    e.inputs(s, teacher, mover, xt);
    e.inputs(s, mine, mover, xm);
    trainer.update(xt, xm, false);
    double gapAfter = e.score(s, teacher, mover) - e.score(s, mine, mover);
    assertTrue(gapAfter > gapBefore, gapBefore + " -> " + gapAfter);
    for (int i = 0; i < 300 && e.bestPoint(s) != teacher; i++) {
      e.inputs(s, e.bestPoint(s), mover, xm);
      trainer.update(xt, xm, false);
    }
    assertEquals(teacher, e.bestPoint(s), "repeated updates make the teacher's point the network's move");
  }

  @Test
  void aOnePlySearchWithTheEvaluatorPlaysTheNetworksPoint() {
    PointEvaluator e = new PointEvaluator(GOMOKU, PointNetwork.random(8, 6, 17));
    for (long seed = 1; seed <= 3; seed++) {
      ConnectState s = randomPosition(GOMOKU, 8, seed);
      int best = Search.builder(GOMOKU).algorithm(Algorithm.NEGASCOUT).evaluator((Evaluator<ConnectState>) e)
          .threads(1).build().search(s, SearchLimits.depth(1)).bestMove();
      int mine = e.bestPoint(s);
      assertEquals(mine, best, e.score(s, mine, s.currentPlayer()) + " vs " + e.score(s, best, s.currentPlayer()));
      assertEquals(e.bestPoint(s), PointRecipe.oneStone(e).choose(s));
    }
  }

  @Test
  void parameterFilesRoundTripAndLoadAsEvalFile(@TempDir Path dir) throws Exception {
    PointNetwork net = PointNetwork.random(4, 3, 19);
    String text = PointEvaluator.write(net);
    PointNetwork back = PointEvaluator.read(new StringReader(text));
    assertEquals(PointEvaluator.write(back), text);
    Path f = dir.resolve("p.params");
    Files.writeString(f, text);
    Evaluator<ConnectState> viaName = GOMOKU.evaluator("file:" + f);
    assertTrue(viaName instanceof PointEvaluator);
    assertThrows(IllegalArgumentException.class, () -> GOMOKU.evaluator("file:" + dir.resolve("missing")));
  }

  @Test
  void theShippedNetworkIsEvalPointCompletesItsFourAndBlocksTheOpponents() {
    Evaluator<ConnectState> e = GOMOKU.evaluator("point");
    assertTrue(e instanceof PointEvaluator);
    String board = "...............\n".repeat(7) + "....XXXX.......\n.........O.....\n......OO.......\n"
        + "..........O....\n" + "...............\n".repeat(4) + "X 1\n";
    ConnectState s = GOMOKU.parsePosition(board);
    String move = s.moveToString(((PointEvaluator) e).bestPoint(s));
    assertTrue(move.equals("d8") || move.equals("i8"), move);
    // the same stones with the colours swapped: the side to move has no four and must block X's
    ConnectState block = GOMOKU.parsePosition(board.replace('X', 'x').replace('O', 'X').replace('x', 'O')
        .replace("O 1", "X 1"));
    String answer = block.moveToString(((PointEvaluator) e).bestPoint(block));
    assertTrue(answer.equals("d8") || answer.equals("i8"), answer);
  }

  private static String train(Path out, int games) throws Exception {
    return train(out, games, "comparison");
  }

  private static String train(Path out, int games, String update) throws Exception {
    ConnectGame g = new ConnectGame(9, 9, 5, 1, 1, false);
    TrainingRecipe r = TrainingRecipes.find(g, "point");
    return r.run(g, TrainingRecipes.withDefaults(r, Map.of("out", out.toString(), "games", String.valueOf(games),
        "checkpoint", "2", "teacher-depth", "1", "heldout", "20", "hidden", "4", "top", "3", "update", update)),
        new PrintStream(new ByteArrayOutputStream()));
  }

  @Test
  void aResumedListwiseRunEndsWithTheWeightsOfAnUninterruptedOne(@TempDir Path dir) throws Exception {
    Path once = dir.resolve("once");
    Path twice = dir.resolve("twice");
    train(once, 4, "listwise");
    train(twice, 2, "listwise");
    train(twice, 4, "listwise");
    assertEquals(Files.readString(once.resolve("weights.params")), Files.readString(twice.resolve("weights.params")));
    assertNotEquals(Files.readString(once.resolve("checkpoint-0.params")),
        Files.readString(once.resolve("weights.params")), "training changed the weights");
    train(dir.resolve("pairwise"), 4, "comparison");
    assertNotEquals(Files.readString(once.resolve("weights.params")),
        Files.readString(dir.resolve("pairwise").resolve("weights.params")), "the two updates learn differently");
  }

  @Test
  void anUnknownUpdateIsRefusedNamingIt(@TempDir Path dir) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> train(dir.resolve("bad"), 1, "softmax"));
    assertTrue(e.getMessage().contains("'softmax'"), e.getMessage());
  }

  @Test
  void aResumedRunEndsWithTheWeightsOfAnUninterruptedOne(@TempDir Path dir) throws Exception {
    Path once = dir.resolve("once");
    Path twice = dir.resolve("twice");
    train(once, 4);
    train(twice, 2);
    assertEquals("games 2", Files.readString(twice.resolve("state.txt")).strip());
    train(twice, 4);
    assertEquals(Files.readString(once.resolve("weights.params")), Files.readString(twice.resolve("weights.params")));
    assertNotEquals(Files.readString(once.resolve("checkpoint-0.params")),
        Files.readString(once.resolve("weights.params")), "training changed the weights");
    assertEquals(Files.readAllLines(once.resolve("eval.tsv")), Files.readAllLines(twice.resolve("eval.tsv")));
    assertEquals(4, Files.readAllLines(twice.resolve("training.tsv")).size() - 1);
  }
}
