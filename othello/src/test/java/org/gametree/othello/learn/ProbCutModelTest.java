package org.gametree.othello.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.ProbCut;
import org.gametree.core.search.SearchResult;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.module.OthelloProvider;
import org.gametree.othello.search.OthelloProbCut;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ProbCut model: shipped fits cover every node, files round-trip, bad files and options are named. */
class ProbCutModelTest {
  private final OthelloGame game = OthelloProvider.game();

  @Test
  void theShippedModelHasATestForEveryDiscCountAndDepthFromThree() {
    OthelloProbCut model = OthelloProbCut.bill();
    for (int discs = 4; discs <= 64; discs++) {
      for (int depth = OthelloProbCut.MIN_DEPTH; depth <= 30; depth++) {
        ProbCut.Check c = model.check(discs, depth);
        assertNotNull(c, discs + " discs, depth " + depth);
        assertTrue(c.shallowDepth() < depth);
        assertTrue(c.sigma() > 0 && c.a() > 0);
      }
      assertEquals(null, model.check(discs, OthelloProbCut.MIN_DEPTH - 1));
    }
  }

  @Test
  void aWrittenModelReadsBackTheSame(@TempDir Path dir) throws IOException {
    OthelloProbCut model = new OthelloProbCut(List.of(
        new OthelloProbCut.Fit(4, 2, 0, 30, 0.95, 1.5, 44.25, 100),
        new OthelloProbCut.Fit(4, 2, 31, 64, 1.02, -3.0, 61.5, 120)));
    StringWriter out = new StringWriter();
    model.write(out, "test");
    Path file = dir.resolve("m.txt");
    Files.writeString(file, out.toString());
    OthelloProbCut back = OthelloProbCut.read(file);
    assertEquals(model.fits(), back.fits());
    assertEquals(44.25, back.check(20, 4).sigma());
    assertEquals(61.5, back.check(40, 7).sigma(), "deeper nodes reuse the deepest fit");
    assertEquals(3, back.check(40, 7).shallowDepth());
  }

  @Test
  void malformedModelFilesNameTheLine(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("bad.txt");
    Files.writeString(file, OthelloProbCut.HEADER + "\n# comment\n4 2 0 64 0.9 1 x 10\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OthelloProbCut.read(file));
    assertTrue(e.getMessage().contains("line 3"), e.getMessage());
    Files.writeString(file, "not a model\n");
    e = assertThrows(IllegalArgumentException.class, () -> OthelloProbCut.read(file));
    assertTrue(e.getMessage().contains("line 1"), e.getMessage());
  }

  @Test
  void engineSpecsSelectProbCutAndRejectBadValues() {
    SearchEngine<OthelloState> on = Engines.create(game, "negascout:depth=6,probcut=on,probcut-t=1.2");
    SearchEngine<OthelloState> off = Engines.create(game, "negascout:depth=6");
    OthelloState s = ProbCutRecipe.position(3, 0);
    SearchResult withCut = on.searcher().search(s.copy(), on.limits());
    SearchResult without = off.searcher().search(s.copy(), off.limits());
    assertTrue(s.isLegal(withCut.bestMove()));
    assertTrue(withCut.nodes() <= without.nodes(), withCut.nodes() + " vs " + without.nodes());
    SearchEngine<OthelloState> patterns = Engines.create(game, "negascout:depth=6,eval=pattern,probcut=pattern");
    SearchEngine<OthelloState> patternsOff = Engines.create(game, "negascout:depth=6,eval=pattern");
    SearchResult patternCut = patterns.searcher().search(s.copy(), patterns.limits());
    assertTrue(s.isLegal(patternCut.bestMove()));
    assertTrue(patternCut.nodes() < patternsOff.searcher().search(s.copy(), patternsOff.limits()).nodes(),
        "the patterns' ProbCut model cuts");
    assertThrows(IllegalArgumentException.class, () -> Engines.create(game, "negascout:probcut-t=wide"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Engines.create(game, "negascout:probcut=/no/such/model.txt"));
    assertTrue(e.getMessage().contains("/no/such/model.txt"), e.getMessage());
  }

  @Test
  void theFitRecoversAKnownLine() {
    // v_d = 2·v_{d/2} + 10 exactly for every depth: the fit finds a = 2, b = 10, σ = 0.
    List<int[]> samples = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      int[] row = new int[2 + 6];
      row[0] = 20 + i % 30;
      for (int d = 1; d <= 6; d++) {
        row[1 + d] = (i * 7 % 50 - 25) * (1 << d) + 10 * ((1 << d) - 1);
      }
      samples.add(row);
    }
    OthelloProbCut model = ProbCutRecipe.fit(samples, 6, 1);
    for (OthelloProbCut.Fit f : model.fits()) {
      assertEquals(1 << (f.depth() - f.shallow()), f.a(), 1e-9, "depth " + f.depth());
      assertEquals(0, f.sigma(), 1e-6);
    }
  }
}
