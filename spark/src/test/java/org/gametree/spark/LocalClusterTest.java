package org.gametree.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.gametree.core.Games;
import org.gametree.core.match.SelfPlay;
import org.gametree.core.match.SelfPlayConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play with two executor JVMs (local-cluster mode): the same lines as a local run. */
class LocalClusterTest {
  @TempDir Path dir;

  private static Map<Integer, String> byId(Path file) throws IOException {
    Map<Integer, String> out = new TreeMap<>();
    for (String line : Files.readAllLines(file)) {
      assertEquals(null, out.put(Integer.parseInt(line.replaceAll(".*\"id\":(\\d+),.*", "$1")), line));
    }
    return out;
  }

  @Test
  void selfPlayOnTwoExecutorsEqualsALocalRun() throws IOException {
    SparkConf conf = new SparkConf().setAppName("LocalClusterTest").setMaster("local-cluster[2,1,1024]")
        .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
        .set("spark.driver.bindAddress", "127.0.0.1")
        .set("spark.executor.extraClassPath", System.getProperty("java.class.path"))
        .set("spark.executor.extraJavaOptions", System.getProperty("gametree.spark.opens", ""))
        .set("spark.executorEnv.SPARK_SCALA_VERSION", "2.13");
    Files.createDirectories(Path.of(System.getenv("SPARK_HOME"), "jars"));
    Path local = dir.resolve("local.jsonl");
    Path spark = dir.resolve("spark.jsonl");
    SelfPlayConfig.Builder b = SelfPlayConfig.builder("negascout:depth=3,hash=1", local).games(10).openingPlies(2)
        .seed(9);
    SelfPlay.run(Games.byId("connect-four"), b.build(), SelfPlay.Progress.NONE);
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      sc.setLogLevel("WARN");
      // Two executor JVMs, neither of them this one, run the tasks.
      long driver = ProcessHandle.current().pid();
      List<Long> pids = sc.parallelize(List.of(0, 1, 2, 3, 4, 5, 6, 7), 8)
          .map(i -> ProcessHandle.current().pid()).distinct().collect();
      assertEquals(2, sc.sc().getExecutorIds().size(), "executors");
      assertTrue(!pids.contains(driver) && !pids.isEmpty() && pids.size() <= 2, pids.toString());
      SparkSelfPlay.run(sc, "connect-four", SelfPlayConfig.builder("negascout:depth=3,hash=1", spark).games(10)
          .openingPlies(2).seed(9).build(), 1000, 4, new PrintStream(OutputStream.nullOutputStream()));
    }
    assertEquals(byId(local), byId(spark));
  }
}
