package org.gametree.spark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;

/**
 * The labelled positions of a self-play training file as a Parquet data set (Spark SQL's DataFrame writer), one row
 * per labelled position, for training pipelines that read columns rather than JSON: the tasks replay the games and
 * write their rows, so the data set holds exactly the positions {@code TrainingData.read} gives for the file.
 *
 * <p>Columns: {@code game} (id), {@code id} (the game's id in the file), {@code ply} (moves from the initial
 * position, the opening's included), {@code position} (the game's position text, {@code Game.formatPosition}),
 * {@code mover} (side to move), {@code move} (the move played there), {@code label} (1 win, ½ draw, 0 loss for the
 * mover, or the solver's value), {@code exact} (whether the solver proved it), {@code winner} (0, 1, −1 draw) and
 * {@code margin} of the game.
 */
public final class PositionsParquet {
  private PositionsParquet() {}

  /** The data set's schema. */
  public static final StructType SCHEMA = new StructType()
      .add("game", DataTypes.StringType, false)
      .add("id", DataTypes.IntegerType, false)
      .add("ply", DataTypes.IntegerType, false)
      .add("position", DataTypes.StringType, false)
      .add("mover", DataTypes.IntegerType, false)
      .add("move", DataTypes.StringType, false)
      .add("label", DataTypes.DoubleType, false)
      .add("exact", DataTypes.BooleanType, false)
      .add("winner", DataTypes.IntegerType, false)
      .add("margin", DataTypes.IntegerType, false);

  /** The Spark SQL session over {@code sc} (the running context is reused). */
  public static SparkSession session(JavaSparkContext sc) {
    return org.apache.spark.sql.classic.SparkSession.builder().sparkContext(sc.sc()).getOrCreate();
  }

  /**
   * Writes the positions of {@code games} (of the game {@code gameSpec}) to the Parquet directory {@code dir},
   * replacing what it held, and returns the number of rows. The directory is written by the tasks: on a cluster it
   * must be on storage every executor and the driver can reach (HDFS, S3, a shared mount).
   */
  public static long write(JavaSparkContext sc, JavaRDD<TrainingSamples.GameLine> games, String gameSpec, Path dir) {
    JavaRDD<Row> rows = games.mapPartitions(it -> {
      List<Row> out = new ArrayList<>();
      Game<?> game = Games.byId(gameSpec);
      while (it.hasNext()) {
        rows(game, it.next(), out);
      }
      return out.iterator();
    });
    session(sc).createDataFrame(rows, SCHEMA).write().mode(SaveMode.Overwrite).parquet(dir.toString());
    return games.map(g -> (long) g.moves().size()).fold(0L, Long::sum);
  }

  private static <S extends GameState> void rows(Game<S> game, TrainingSamples.GameLine line, List<Row> out) {
    S s = game.newInitialState();
    for (String m : line.opening()) {
      s.play(s.parseMove(m));
    }
    for (int i = 0; i < line.moves().size(); i++) {
      String move = line.moves().get(i);
      boolean exact = i < line.exact().size() && line.exact().get(i);
      out.add(RowFactory.create(game.id(), line.id(), s.plyCount(), game.formatPosition(s), s.currentPlayer(), move,
          line.labels().get(i), exact, line.winner(), line.margin()));
      s.play(s.parseMove(move));
    }
  }
}
