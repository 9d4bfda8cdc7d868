package org.gametree.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;

/**
 * Spark plumbing shared by the runs: a context for a master URL, and a partitioned run whose results reach the driver
 * partition by partition, so the driver can record each one durably as soon as it is done (what resume relies on).
 */
public final class SparkRuns {
  /** The master used when {@code --spark} has no value: every local core. */
  public static final String DEFAULT_MASTER = "local[*]";

  private SparkRuns() {}

  /**
   * A context for {@code master} ({@code local[2]}, {@code spark://host:7077}, {@code yarn}, ...); null or empty keeps
   * the master {@code spark-submit} set, or {@link #DEFAULT_MASTER} without one. No web UI in local mode.
   */
  public static JavaSparkContext context(String master, String appName) {
    SparkConf conf = new SparkConf().setAppName(appName);
    if (master != null && !master.isBlank()) {
      conf.setMaster(master);
    } else if (!conf.contains("spark.master")) {
      conf.setMaster(DEFAULT_MASTER);
    }
    if (conf.get("spark.master").startsWith("local")) {
      conf.setIfMissing("spark.ui.enabled", "false");
      conf.setIfMissing("spark.driver.host", "127.0.0.1");
      conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
    }
    conf.setIfMissing("spark.ui.showConsoleProgress", "false");
    JavaSparkContext sc = new JavaSparkContext(conf);
    sc.setLogLevel("WARN");
    return sc;
  }

  /**
   * Splits {@code ids} into {@code partitions} contiguous slices, runs {@code task} on each slice as a Spark task, and
   * hands each slice's results to {@code sink} on the driver as soon as that slice is done (one call at a time, in the
   * order slices finish). Up to the context's default parallelism slices run at once, each as its own one-task job,
   * so a result is recorded before the whole run ends. The first failure (of a task or of the sink) cancels the rest
   * and is rethrown; slices already handed to the sink stay handed.
   */
  public static <T> void run(JavaSparkContext sc, List<Integer> ids, int partitions,
      FlatMapFunction<java.util.Iterator<Integer>, T> task, Consumer<List<T>> sink) {
    if (ids.isEmpty()) {
      return;
    }
    int slices = Math.max(1, Math.min(partitions, ids.size()));
    JavaRDD<T> results = sc.parallelize(ids, slices).mapPartitions(task);
    int threads = Math.max(1, Math.min(slices, sc.defaultParallelism()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "gametree-spark-slice");
      t.setDaemon(true);
      return t;
    });
    Object lock = new Object();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Future<?>> futures = new ArrayList<>();
    try {
      for (int p = 0; p < slices; p++) {
        int[] one = {p};
        futures.add(pool.submit(() -> {
          if (failure.get() != null) {
            return;
          }
          try {
            List<T> part = results.collectPartitions(one)[0];
            synchronized (lock) {
              if (failure.get() == null) {
                sink.accept(part);
              }
            }
          } catch (Throwable e) {
            if (failure.compareAndSet(null, e)) {
              sc.cancelAllJobs();
            }
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (ExecutionException e) {
      failure.compareAndSet(null, e.getCause());
    } catch (InterruptedException e) {
      failure.compareAndSet(null, e);
      sc.cancelAllJobs();
      Thread.currentThread().interrupt();
    } finally {
      pool.shutdownNow();
    }
    Throwable cause = failure.get();
    if (cause instanceof RuntimeException) {
      throw (RuntimeException) cause;
    }
    if (cause instanceof Error) {
      throw (Error) cause;
    }
    if (cause != null) {
      throw new IllegalStateException("spark run failed: " + cause.getMessage(), cause);
    }
  }

  /** The default number of slices for {@code items} work items: sixteen per core (a short idle tail), at most one per item. */
  public static int defaultPartitions(JavaSparkContext sc, int items) {
    return Math.max(1, Math.min(items, 16 * sc.defaultParallelism()));
  }
}
