package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.match.TrainingData;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Parquet data set of a Spark self-play run read back and compared with the JSON-lines file, row for position. */
class PositionsParquetTest {
  private static JavaSparkContext sc;
  @TempDir Path dir;

  @BeforeAll
  static void start() {
    sc = SparkRuns.context("local[2]", "PositionsParquetTest");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  @Test
  void parquetHoldsTheLabelledPositionsOfTheJsonLines() {
    Path jsonl = dir.resolve("othello.jsonl");
    // Exact labels with a small budget: the late positions are proved, the early ones keep the game's result.
    SelfPlayConfig config = SelfPlayConfig.builder("negascout:depth=1,hash=1", jsonl).games(6).openingPlies(2)
        .seed(5).exactLabels(true).build();
    SparkSelfPlay.run(sc, "othello", config, 2000, 3, new PrintStream(OutputStream.nullOutputStream()));
    Game<?> game = Games.byId("othello");
    Path parquet = dir.resolve("othello.parquet");
    long written = PositionsParquet.write(sc, TrainingSamples.games(sc, game, jsonl, 4), "othello", parquet);
    compare(game, jsonl, parquet, written);
  }

  private static <S extends GameState> void compare(Game<S> game, Path jsonl, Path parquet, long written) {
    List<TrainingData.Position<S>> expected = TrainingData.read(game, jsonl);
    List<Row> rows = PositionsParquet.session(sc).read().parquet(parquet.toString()).collectAsList();
    assertEquals(expected.size(), written);
    assertEquals(expected.size(), rows.size());
    Map<String, Row> byKey = new HashMap<>();
    for (Row r : rows) {
      assertEquals(null, byKey.put(r.getInt(1) + "/" + r.getInt(2), r), "position written twice");
    }
    int exact = 0;
    for (TrainingData.Position<S> p : expected) {
      Row r = byKey.get(p.gameId() + "/" + p.ply());
      assertTrue(r != null, "missing game " + p.gameId() + " ply " + p.ply());
      assertEquals("othello", r.getString(0));
      assertEquals(game.formatPosition(p.state()), r.getString(3));
      assertEquals(p.mover(), r.getInt(4));
      assertEquals(p.target(), r.getDouble(6));
      assertEquals(p.exact(), r.getBoolean(7));
      exact += p.exact() ? 1 : 0;
      // The move column is the move played from that position: replaying it gives the next row's position.
      S s = game.parsePosition(r.getString(3));
      s.play(s.parseMove(r.getString(5)));
      Row next = byKey.get(p.gameId() + "/" + (p.ply() + 1));
      if (next != null) {
        assertEquals(next.getString(3), game.formatPosition(s));
      } else {
        assertTrue(s.isTerminal(), "last move of game " + p.gameId() + " does not end it");
        assertEquals(s.outcome().winner(), r.getInt(8));
      }
    }
    assertTrue(exact > 0 && exact < expected.size(), exact + " exact labels of " + expected.size());
  }
}
