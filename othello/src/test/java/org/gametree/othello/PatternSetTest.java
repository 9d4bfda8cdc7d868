package org.gametree.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PatternSetTest {
  /** Positions of random games, every ply. */
  static List<long[]> randomPositions(long seed, int games) {
    Random rnd = new Random(seed);
    List<long[]> out = new ArrayList<>();
    int[] buf = new int[64];
    for (int g = 0; g < games; g++) {
      OthelloState s = OthelloState.initial();
      while (!s.isTerminal()) {
        out.add(new long[] {s.player(), s.opponent()});
        s.play(buf[rnd.nextInt(s.legalMoves(buf))]);
      }
      out.add(new long[] {s.player(), s.opponent()});
    }
    return out;
  }

  /** Random tables that agree on every canonical class, as the fit writes them. */
  static PatternTables randomTables(long seed) {
    return randomTables(seed, Integer.MAX_VALUE);
  }

  /** Random symmetric tables, entries from {@code upTo} on zero (a small file). */
  static PatternTables randomTables(long seed, int upTo) {
    Random rnd = new Random(seed);
    short[][] t = new short[PatternTables.STAGES][PatternTables.ENTRIES];
    int[][] d = new int[PatternTables.STAGES][3];
    for (int st = 0; st < PatternTables.STAGES; st++) {
      for (int shape = 0; shape < PatternSet.shapes(); shape++) {
        for (int i = 0; i < PatternSet.tableSize(shape); i++) {
          int c = PatternSet.canonical(shape, i);
          if (c >= upTo) {
            continue;
          }
          long h = (seed * 31 + st) * 0x9E3779B97F4A7C15L + shape * 0xC2B2AE3D27D4EB4FL + c * 0x165667B19E3779F9L;
          h ^= h >>> 29;
          h *= 0xBF58476D1CE4E5B9L;
          t[st][PatternTables.offset(shape) + i] = (short) (Math.floorMod(h ^ (h >>> 32), 2001) - 1000);
        }
      }
      d[st] = new int[] {rnd.nextInt(50), rnd.nextInt(50), rnd.nextInt(50)};
    }
    return PatternTables.of(t, d, "test tables");
  }

  @Test
  void fortySixInstancesWithTheirShapesSizes() {
    assertEquals(46, PatternSet.INSTANCES);
    int[] perShape = new int[PatternSet.shapes()];
    for (int k = 0; k < PatternSet.INSTANCES; k++) {
      perShape[PatternSet.shapeOf(k)]++;
      assertEquals(PatternSet.tableSize(PatternSet.shapeOf(k)), PatternSet.pow3(PatternSet.squares(k).length));
    }
    assertArrayEquals(new int[] {4, 8, 4, 4, 4, 4, 2, 4, 4, 4, 4}, perShape);
    assertEquals(59049, PatternSet.tableSize(0));
  }

  @Test
  void bitboardIndicesEqualTheSquareBySquareDefinitionOnRandomGames() {
    int[] idx = new int[PatternSet.INSTANCES];
    for (long[] b : randomPositions(5, 40)) {
      PatternSet.indices(b[0], b[1], idx);
      for (int k = 0; k < PatternSet.INSTANCES; k++) {
        assertEquals(PatternSet.indexBySquare(k, b[0], b[1]), idx[k], "instance " + k);
      }
    }
  }

  @Test
  void theWordOperationIndexerEqualsTheDefinitionOnRandomGames() {
    PatternIndexer indexer = new PatternIndexer();
    for (long[] b : randomPositions(8, 40)) {
      int[] idx = indexer.compute(b[0], b[1]);
      for (int k = 0; k < PatternSet.INSTANCES; k++) {
        assertEquals(PatternSet.indexBySquare(k, b[0], b[1]), idx[k], "instance " + k);
      }
      for (int sym = 0; sym < 8; sym++) {
        assertEquals(PatternSet.transform(sym, b[0]), PatternIndexer.turn(sym, b[0]), "symmetry " + sym);
      }
    }
  }

  @Test
  void canonicalFormsAreIdempotentAndTheEdgeReadsTheSameFromBothEnds() {
    for (int shape = 0; shape < PatternSet.shapes(); shape++) {
      for (int i = 0; i < PatternSet.tableSize(shape); i += 7) {
        int c = PatternSet.canonical(shape, i);
        assertTrue(c <= i);
        assertEquals(c, PatternSet.canonical(shape, c));
      }
    }
    // edge+2X: a disc of the mover on b2 only (digit 0) mirrors to g2 only (digit 9)
    assertEquals(PatternSet.canonical(0, 1), PatternSet.canonical(0, PatternSet.pow3(9)));
    // the 2×5 corner block has no symmetry of its own
    assertEquals(PatternSet.pow3(9), PatternSet.canonical(1, PatternSet.pow3(9)));
  }

  @Test
  void symmetricTablesValueEveryReflectionAndRotationAlike() {
    PatternTables tables = randomTables(3);
    int[] buf = new int[PatternSet.INSTANCES];
    for (long[] b : randomPositions(6, 10)) {
      int v = tables.value(b[0], b[1], buf);
      for (int sym = 1; sym < 8; sym++) {
        assertEquals(v, tables.value(PatternSet.transform(sym, b[0]), PatternSet.transform(sym, b[1]), buf),
            "symmetry " + sym);
      }
    }
  }

  @Test
  void tablesSurviveTheirFileAndBadFilesNameTheLine() throws Exception {
    PatternTables tables = randomTables(4, 200);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    tables.write(out);
    PatternTables back = PatternTables.read(new ByteArrayInputStream(out.toByteArray()));
    assertEquals("test tables", back.command());
    int[] buf = new int[PatternSet.INSTANCES];
    for (long[] b : randomPositions(7, 5)) {
      assertEquals(tables.value(b[0], b[1], buf), back.value(b[0], b[1], buf));
    }
    ByteArrayOutputStream bad = new ByteArrayOutputStream();
    try (var gz = new java.util.zip.GZIPOutputStream(bad)) {
      gz.write("# x\ngametree-othello-patterns 1 15 4\n0 terms 1 2 3\n0 table 0\n59049 5\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PatternTables.read(new ByteArrayInputStream(bad.toByteArray())));
    assertTrue(e.getMessage().contains("line 5"), e.getMessage());
  }
}
