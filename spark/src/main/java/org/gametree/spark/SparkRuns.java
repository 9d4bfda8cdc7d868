package org.gametree.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * Spark plumbing shared by the runs: a context for a master URL, and a partitioned run whose results reach the driver
 * partition by partition, so the driver can record each one durably as soon as it is done (what resume relies on).
 * The run is one Spark job whose result handler queues each slice's results for the calling thread; the handler runs
 * on Spark's scheduler thread, which must not wait on the disk.
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
   * Splits {@code ids} into {@code partitions} contiguous slices, runs {@code task} on each slice as a Spark task (one
   * job, one stage), and hands each slice's results to {@code sink} on the calling thread as soon as that slice is
   * done (one call at a time, in the order slices finish), so a result is recorded before the whole run ends. The
   * first failure (of a task or of the sink) cancels the job and is rethrown; slices already handed to the sink stay
   * handed.
   */
  public static <T> void run(JavaSparkContext sc, List<Integer> ids, int partitions,
      FlatMapFunction<java.util.Iterator<Integer>, T> task, Consumer<List<T>> sink) {
    if (ids.isEmpty()) {
      return;
    }
    int slices = Math.max(1, Math.min(partitions, ids.size()));
    JavaRDD<Integer> input = sc.parallelize(ids, slices);
    BlockingQueue<Object> done = new LinkedBlockingQueue<>();
    Object end = new Object();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Function1<Iterator<Integer>, ArrayList<T>> perSlice = slice(task);
    Function2<Object, ArrayList<T>, BoxedUnit> handler = (index, part) -> {
      done.add(part);
      return BoxedUnit.UNIT;
    };
    Thread job = new Thread(() -> {
      try {
        sc.sc().runJob(input.rdd(), perSlice, handler, listTag());
      } catch (Throwable e) {
        failure.compareAndSet(null, e);
      } finally {
        done.add(end);
      }
    }, "gametree-spark-job");
    job.setDaemon(true);
    job.start();
    try {
      for (Object next = done.take(); next != end; next = done.take()) {
        if (failure.get() == null) {
          @SuppressWarnings("unchecked")
          List<T> part = (List<T>) next;
          try {
            sink.accept(part);
          } catch (Throwable e) {
            failure.compareAndSet(null, e);
            sc.cancelAllJobs();
          }
        }
      }
    } catch (InterruptedException e) {
      failure.compareAndSet(null, e);
      sc.cancelAllJobs();
      Thread.currentThread().interrupt();
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

  @SuppressWarnings("unchecked")
  private static <T> ClassTag<ArrayList<T>> listTag() {
    return (ClassTag<ArrayList<T>>) (ClassTag<?>) ClassTag$.MODULE$.apply(ArrayList.class);
  }

  /** The function a task runs on its slice: {@code task} over the slice, its results in a list. */
  private static <T> Function1<Iterator<Integer>, ArrayList<T>> slice(
      FlatMapFunction<java.util.Iterator<Integer>, T> task) {
    return (Function1<Iterator<Integer>, ArrayList<T>> & Serializable) it -> {
      ArrayList<T> out = new ArrayList<>();
      try {
        task.call(CollectionConverters.asJava(it)).forEachRemaining(out::add);
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return out;
    };
  }

  /** The default number of slices for {@code items} work items: sixteen per core (a short idle tail), at most one per item. */
  public static int defaultPartitions(JavaSparkContext sc, int items) {
    return Math.max(1, Math.min(items, 16 * sc.defaultParallelism()));
  }
}
