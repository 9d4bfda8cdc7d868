package org.gametree.connect6;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.learn.ModelFormatException;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.NeuralNetwork;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.core.learn.TrainingRecipes;
import org.gametree.core.search.SearchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A TD network file carries the χ and S range of V = χ·S + NN·range/2: written by the recipe, read by
 * {@code eval=file:}; files without them (the shipped {@code td} resource among them) read with χ = 1 and 12,000.
 */
class TdNetworkFileTest {
  private final ConnectGame c6 = ConnectGame.connect6();

  private static NeuralNetwork randomNetwork(long seed) {
    NeuralNetwork net = TdNetwork.newNetwork();
    SplittableRandom r = new SplittableRandom(seed);
    double[] w = net.parameters();
    for (int i = 0; i < w.length; i++) {
      w[i] = r.nextDouble() - 0.5;
    }
    return net;
  }

  private ConnectState bench(int i) throws Exception {
    // The repository's data/connect6/positions, from the module (as Maven runs tests) or from the root.
    Path file = Path.of("..", "data", "connect6", "positions", "connect6-" + i + ".txt");
    if (!Files.exists(file)) {
      file = Path.of("data", "connect6", "positions", "connect6-" + i + ".txt");
    }
    return c6.parsePosition(Files.readString(file));
  }

  @Test
  void settingsRoundTripAndOldFilesReadWithTheDefaults() {
    NeuralNetwork net = randomNetwork(3);
    TdNetwork.Weights w = new TdNetwork.Weights(net, 0.75, 3000);
    String text = TdNetwork.write(w);
    assertTrue(text.endsWith("end\ntd chi 0.75 s-range 3000.0\n"), text.substring(text.length() - 60));
    TdNetwork.Weights back = TdNetwork.readWeights(new StringReader(text));
    assertArrayEquals(net.parameters(), back.network().parameters());
    assertEquals(0.75, back.chi());
    assertEquals(3000, back.sRange());
    // core's reader (and so every older reader of network files) stops at 'end' and reads the same network
    assertArrayEquals(net.parameters(), ((NeuralNetwork) ModelIO.read(new StringReader(text)).model()).parameters());
    // a file without the line: the defaults, or what a resuming recipe passes
    TdNetwork.Weights old = TdNetwork.readWeights(new StringReader(TdNetwork.write(net)));
    assertEquals(TdNetwork.DEFAULT_CHI, old.chi());
    assertEquals(TdNetwork.DEFAULT_S_RANGE, old.sRange());
    assertEquals(2000, TdNetwork.readWeights(new StringReader(TdNetwork.write(net)), 1, 2000).sRange());
    assertEquals(3000, TdNetwork.readWeights(new StringReader(text), 1, 2000).sRange(), "the file's line wins");
  }

  @Test
  void evalFilePlaysTheNetworkWithItsSettings(@TempDir Path dir) throws Exception {
    NeuralNetwork net = randomNetwork(5);
    Path narrow = dir.resolve("narrow.params");
    Path old = dir.resolve("old.params");
    Files.writeString(narrow, TdNetwork.write(new TdNetwork.Weights(net, 0.5, 3000)));
    Files.writeString(old, TdNetwork.write(net));
    for (int i = 1; i <= 3; i++) {
      ConnectState p = bench(i);
      assertEquals(TdNetwork.evaluator(c6, net, 0.5, 3000).evaluate(p), c6.evaluator("file:" + narrow).evaluate(p));
      assertEquals(TdNetwork.evaluator(c6, net, 1, 12_000).evaluate(p), c6.evaluator("file:" + old).evaluate(p));
    }
  }

  /**
   * The shipped {@code td} resource (10,020 games) reads with its settings line, χ = 1 and S range 12,000, and gives
   * the static values and depth-2 searches recorded when it was shipped: a change to the network file format, the
   * features or the prior shows here.
   */
  @Test
  void theShippedTdResourcePlaysAsRecorded() throws Exception {
    TdNetwork.Weights shipped = TdNetwork.shippedWeights();
    assertEquals(1.0, shipped.chi());
    assertEquals(12_000, shipped.sRange());
    int[] values = {1047, 3138, 1209};
    String[] best = {"g11", "k8", "j8"};
    int[] scores = {9229, 15477, 18139};
    for (int i = 1; i <= 3; i++) {
      ConnectState p = bench(i);
      assertEquals(values[i - 1], TdNetwork.shipped(c6).evaluate(p), "connect6-" + i);
      assertEquals(values[i - 1], c6.evaluator("td").evaluate(p), "connect6-" + i);
      try (SearchEngine<ConnectState> e = Engines.create(c6, "negascout:depth=2,eval=td")) {
        SearchResult r = e.searcher().search(p, e.limits());
        assertEquals(best[i - 1], p.moveToString(r.bestMove()), "connect6-" + i);
        assertEquals(scores[i - 1], r.score(), "connect6-" + i);
      }
    }
    assertEquals(-363, c6.evaluator("td").evaluate(c6.newInitialState()));
  }

  @Test
  void malformedSettingsAreRefusedNamingTheLine(@TempDir Path dir) throws Exception {
    String base = TdNetwork.write(randomNetwork(1));
    int endLine = base.split("\n").length;
    for (String bad : List.of("td chi x s-range 3000", "td chi 1 s-range -5", "td chi -1 s-range 3000",
        "td chi 1 s-range NaN", "td chi 1", "chi 1 s-range 3000", "td chi 1 s-range 3000\ntd chi 1 s-range 3000",
        "td chi 1 s-range 3000 extra")) {
      String text = base + bad + "\n";
      ModelFormatException e = assertThrows(ModelFormatException.class,
          () -> TdNetwork.readWeights(new StringReader(text)), bad);
      assertTrue(e.getMessage().contains("line " + (endLine + 1)) || e.getMessage().contains("line " + (endLine + 2)),
          e.getMessage());
      Path file = dir.resolve("bad.params");
      Files.writeString(file, text);
      IllegalArgumentException f = assertThrows(IllegalArgumentException.class, () -> c6.evaluator("file:" + file));
      assertTrue(f.getMessage().contains("bad.params"), f.getMessage());
    }
  }

  @Test
  void theRecipeWritesItsSettingsAndResumesOnlyWithTheSame(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("run");
    run(options(out, 1, "s-range", "3000", "chi", "0.5"));
    for (String f : List.of("weights.params", "checkpoint-0.params", "checkpoint-1.params")) {
      TdNetwork.Weights w = TdNetwork.readWeights(out.resolve(f));
      assertEquals(0.5, w.chi(), f);
      assertEquals(3000, w.sRange(), f);
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> run(options(out, 2, "s-range", "6000", "chi", "0.5")));
    assertTrue(e.getMessage().contains("s-range 3000") && e.getMessage().contains("6000"), e.getMessage());
    assertEquals("games 1", Files.readString(out.resolve("state.txt")).strip());
    run(options(out, 2, "s-range", "3000", "chi", "0.5"));
    assertEquals("games 2", Files.readString(out.resolve("state.txt")).strip());
    // a run written before the settings line resumes with its options
    Path old = dir.resolve("old");
    run(options(old, 1, "s-range", "3000"));
    Files.writeString(old.resolve("weights.params"),
        TdNetwork.write(TdNetwork.readWeights(old.resolve("weights.params")).network()));
    run(options(old, 2, "s-range", "3000"));
    assertEquals(3000, TdNetwork.readWeights(old.resolve("weights.params")).sRange());
  }

  private static Map<String, String> options(Path out, int games, String... more) {
    Map<String, String> o = new HashMap<>(Map.of("out", out.toString(), "games", String.valueOf(games),
        "classes", "1", "eval-classes", "0", "tss-nodes", "300", "tss-turns", "2", "checkpoint", "1",
        "player", "greedy"));
    for (int i = 0; i < more.length; i += 2) {
      o.put(more[i], more[i + 1]);
    }
    return o;
  }

  private static void run(Map<String, String> o) throws Exception {
    TrainingRecipe recipe = TrainingRecipes.find(ConnectGame.connect6(), "td");
    recipe.run(ConnectGame.connect6(), TrainingRecipes.withDefaults(recipe, o),
        new PrintStream(new ByteArrayOutputStream()));
  }
}
