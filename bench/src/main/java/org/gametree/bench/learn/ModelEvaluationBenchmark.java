package org.gametree.bench.learn;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.BayesianTrainer;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.Model;
import org.gametree.core.learn.NeuralNetwork;
import org.gametree.core.learn.SignatureTable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cost of one model evaluation (feature vector in, value out) for 4, 16 and 32 features; the network is
 * n-max(4, n/2)-1 with sigmoid units. Run: {@code java -jar bench/target/benchmarks.jar ModelEvaluation -f 1 -wi 2 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ModelEvaluationBenchmark {
  @Param({"4", "16", "32"})
  public int features;

  private static final int VECTORS = 64;
  private double[][] inputs;
  private int next;
  private Model linear;
  private Model table;
  private Model bayes;
  private Model network;

  @Setup
  public void setUp() {
    Random r = new Random(1);
    inputs = new double[VECTORS][features];
    for (double[] x : inputs) {
      for (int i = 0; i < features; i++) {
        x[i] = r.nextGaussian();
      }
    }
    double[] w = new double[features];
    for (int i = 0; i < features; i++) {
      w[i] = r.nextGaussian();
    }
    linear = new LinearModel(w, 0.5);
    double[] steps = new double[features];
    java.util.Arrays.fill(steps, 0.5);
    // Samuel's layout: groups of four into first-level tables, then tables of up to four tables upward.
    table = hierarchical(steps, r);
    BayesianTrainer bt = new BayesianTrainer(features);
    for (int k = 0; k < 4 * features; k++) {
      double[] x = new double[features];
      for (int i = 0; i < features; i++) {
        x[i] = r.nextGaussian() + (k % 2 == 0 ? 0.5 : 0);
      }
      bt.add(x, k % 2 == 0);
    }
    bayes = bt.build();
    network = NeuralNetwork.random(new int[] {features, Math.max(4, features / 2), 1},
        new Activation[] {Activation.SIGMOID, Activation.SIGMOID}, 1, r);
  }

  private static SignatureTable hierarchical(double[] steps, Random r) {
    java.util.List<int[]> tables = new java.util.ArrayList<>();
    java.util.List<Integer> level = new java.util.ArrayList<>();
    for (int start = 0; start < steps.length; start += 4) {
      int[] in = new int[Math.min(4, steps.length - start)];
      for (int i = 0; i < in.length; i++) {
        in[i] = start + i;
      }
      level.add(tables.size());
      tables.add(in);
    }
    while (level.size() > 1) {
      java.util.List<Integer> up = new java.util.ArrayList<>();
      for (int start = 0; start < level.size(); start += 4) {
        int[] in = new int[Math.min(4, level.size() - start)];
        for (int i = 0; i < in.length; i++) {
          in[i] = -1 - level.get(start + i);
        }
        up.add(tables.size());
        tables.add(in);
      }
      level = up;
    }
    SignatureTable t = new SignatureTable(3, steps, tables.toArray(new int[0][]));
    for (int k = 0; k < t.tableCount(); k++) {
      double[] c = t.cells(k);
      for (int i = 0; i < c.length; i++) {
        c[i] = 2 * r.nextDouble() - 1;
      }
    }
    return t;
  }

  private double[] nextInput() {
    next = (next + 1) & (VECTORS - 1);
    return inputs[next];
  }

  @Benchmark
  public double linear() {
    return linear.value(nextInput());
  }

  @Benchmark
  public double signatureTable() {
    return table.value(nextInput());
  }

  @Benchmark
  public double bayesianDiscriminant() {
    return bayes.value(nextInput());
  }

  @Benchmark
  public double network() {
    return network.value(nextInput());
  }
}
