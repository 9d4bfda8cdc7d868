package org.gametree.core.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.gametree.core.Evaluator;
import org.gametree.core.match.Json;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gametree train GAME texel} end to end on tic-tac-toe given a {@link LinearEvaluation} (centre, corners and
 * edges held by the mover minus the opponent): found for a game with the capability and only for it, labels every
 * position of match records with the mover's result, resumes after a kill (in the labelling and between epochs) to the
 * same positions and weights, and names the line of a malformed record.
 */
class TexelRecipeTest {
  @TempDir Path dir;

  /** Tic-tac-toe whose evaluation is linear in three features. */
  static final class LinearTicTacToe extends TicTacToe implements LinearEvaluation<TicTacToe.State> {
    @Override
    public FeatureExtractor<State> features() {
      return new FeatureExtractor<>() {
        @Override
        public int dimension() {
          return 3;
        }

        @Override
        public List<String> names() {
          return List.of("centre", "corners", "edges");
        }

        @Override
        public void extract(State s, double[] out) {
          String b = formatPosition(s);
          char mine = s.currentPlayer() == 0 ? 'x' : 'o';
          java.util.Arrays.fill(out, 0);
          for (int i = 0; i < 9; i++) {
            char c = b.charAt(i);
            if (c == '.') {
              continue;
            }
            int f = i == 4 ? 0 : i % 2 == 0 ? 1 : 2;
            out[f] += c == mine ? 1 : -1;
          }
        }
      };
    }

    @Override
    public LinearModel startWeights() {
      return new LinearModel(new double[] {10, 5, 1}, 0);
    }

    @Override
    public Evaluator<State> evaluator(LinearModel model) {
      return new ModelEvaluator<>(features(), model);
    }

    @Override
    public String modelGame() {
      return id();
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
      return type == LinearEvaluation.class ? Optional.of(type.cast(this)) : super.capability(type);
    }
  }

  /** {@code games} random games as match record lines. */
  private static List<String> records(int games, long seed) {
    TicTacToe game = new TicTacToe();
    SplittableRandom r = new SplittableRandom(seed);
    List<String> out = new ArrayList<>();
    int[] buf = new int[9];
    for (int g = 0; g < games; g++) {
      TicTacToe.State s = game.newInitialState();
      List<String> moves = new ArrayList<>();
      while (!s.isTerminal()) {
        int n = s.legalMoves(buf);
        int m = buf[r.nextInt(n)];
        moves.add(s.moveToString(m));
        s.play(m);
      }
      Map<String, Object> line = new LinkedHashMap<>();
      line.put("id", g);
      line.put("openingPosition", null);
      line.put("openingMoves", List.of());
      line.put("moves", moves);
      line.put("winner", s.outcome().winner());
      line.put("termination", "rules");
      out.add(Json.toJson(line));
    }
    return out;
  }

  private Map<String, String> options(Path out, Path games, int epochs) {
    Map<String, String> given = new HashMap<>();
    given.put("out", out.toString());
    given.put("games", games.toString());
    given.put("skip", "0");
    given.put("every", "1");
    given.put("epochs", Integer.toString(epochs));
    given.put("batch", "64");
    given.put("lr", "0.01");
    given.put("holdout", "0.2");
    return TrainingRecipes.withDefaults(new TexelRecipe(), given);
  }

  private static String run(Map<String, String> options) throws IOException {
    return new TexelRecipe().run(new LinearTicTacToe(), options, new PrintStream(new ByteArrayOutputStream()));
  }

  @Test
  void theRecipeIsOfferedToGamesWithALinearEvaluationOnly() {
    assertEquals("texel", TrainingRecipes.find(new LinearTicTacToe(), "texel").name());
    assertFalse(new TexelRecipe().supports(new TicTacToe()));
  }

  @Test
  void labelsFitsAndResumesAfterAKillToTheSameResult() throws IOException {
    Path games = dir.resolve("games.jsonl");
    List<String> lines = records(300, 1);
    Files.write(games, lines);
    int expected = 0;
    for (String l : lines) {
      expected += ((List<?>) Json.parseObject(l).get("moves")).size();
    }
    Path straight = dir.resolve("straight");
    String summary = run(options(straight, games, 6));
    assertTrue(summary.contains("3 of 3 features fitted"), summary);
    List<String> positions = Files.readAllLines(straight.resolve("positions.tsv"));
    assertEquals(expected, positions.size(), "every position of a tic-tac-toe game is quiet");
    for (String p : positions) {
      String[] c = p.split("\t");
      assertTrue(c[1].equals("1") || c[1].equals("0") || c[1].equals("0.5"), p);
    }
    assertEquals(8, Files.readAllLines(straight.resolve("fit.tsv")).size(), "a header, the start and six epochs");

    // the records still being written (half the games) and the labelling killed after them, a torn line left behind
    Path killed = dir.resolve("killed");
    Path growing = Files.createDirectories(dir.resolve("growing")).resolve("games.jsonl");
    Files.write(growing, lines.subList(0, 150));
    Files.writeString(growing, lines.get(150).substring(0, 20), StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.APPEND);
    run(options(killed, growing, 0));
    Path pos = killed.resolve("positions.tsv");
    Files.writeString(pos, "games.jsonl:151\t1\tx..", StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.APPEND);
    Files.write(growing, lines);
    // then killed between epochs: three of six done
    run(options(killed, growing, 3));
    String resumed = run(options(killed, growing, 6));
    assertEquals(Files.readString(straight.resolve("positions.tsv")), Files.readString(pos));
    assertEquals(withoutCommand(straight.resolve("weights.params")), withoutCommand(killed.resolve("weights.params")));
    assertEquals(summary.replace("straight", "killed"), resumed);
  }

  /** A weights file without its first line (the command, which names the input files). */
  private static String withoutCommand(Path weights) throws IOException {
    String text = Files.readString(weights);
    return text.substring(text.indexOf('\n') + 1);
  }

  @Test
  void aMalformedRecordLineIsNamed() throws IOException {
    Path games = dir.resolve("bad.jsonl");
    List<String> lines = new ArrayList<>(records(5, 2));
    lines.set(2, "{\"moves\": [\"a1\", \"zz\"], \"winner\": 0}");
    Files.write(games, lines);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> run(options(dir.resolve("bad"), games, 1)));
    assertTrue(e.getMessage().contains("bad.jsonl line 3") && e.getMessage().contains("zz"), e.getMessage());
    lines.set(2, "{\"moves\": [\"a1\"");
    Files.write(games, lines);
    e = assertThrows(IllegalArgumentException.class, () -> run(options(dir.resolve("bad2"), games, 1)));
    assertTrue(e.getMessage().contains("bad.jsonl line 3"), e.getMessage());
    Path plain = dir.resolve("plain.tsv");
    Files.writeString(plain, "g1\t1\tx........\ng2\twon\t.........\n");
    e = assertThrows(IllegalArgumentException.class, () -> run(options(dir.resolve("bad3"), plain, 1)));
    assertTrue(e.getMessage().contains("plain.tsv line 2") && e.getMessage().contains("won"), e.getMessage());
  }
}
