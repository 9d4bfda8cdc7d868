package org.gametree.bench.learn;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Random;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.NeuralNetwork;

/**
 * The JMH benchmarks' models timed by thread CPU time rather than wall time, which stays meaningful when the machine
 * is oversubscribed (time spent descheduled is not counted). Prints the median of 7 runs of 2M calls, in ns per call.
 * Run: {@code java -cp bench/target/benchmarks.jar org.gametree.bench.learn.ModelCpuCost}.
 */
public final class ModelCpuCost {
  private ModelCpuCost() {}

  /** Prints a Markdown table. */
  public static void main(String[] args) {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    System.out.println("| model | 4 | 16 | 32 |");
    System.out.println("|---|---|---|---|");
    String[] names = {"linear", "signatureTable", "bayesianDiscriminant", "network"};
    for (String name : names) {
      StringBuilder row = new StringBuilder("| " + name + " |");
      for (int n : new int[] {4, 16, 32}) {
        ModelEvaluationBenchmark b = new ModelEvaluationBenchmark();
        b.features = n;
        b.setUp();
        row.append(String.format(Locale.ROOT, " %.0f |", median(cpu, () -> call(b, name))));
      }
      System.out.println(row);
    }
    Random r = new Random(2);
    NeuralNetwork net = NeuralNetwork.random(new int[] {32, 14, 2},
        new Activation[] {Activation.SIGMOID, Activation.SIGMOID}, 1, r);
    double[] x = new double[32];
    for (int i = 0; i < 32; i++) {
      x[i] = r.nextInt(5);
    }
    double[] g = new double[net.parameterCount()];
    System.out.println(String.format(Locale.ROOT, "| 32-14-2 network forward | | | %.0f |",
        median(cpu, () -> net.value(x))));
    System.out.println(String.format(Locale.ROOT, "| 32-14-2 network gradient | | | %.0f |",
        median(cpu, () -> net.gradient(x, g))));
  }

  private static double call(ModelEvaluationBenchmark b, String name) {
    switch (name) {
      case "linear":
        return b.linear();
      case "signatureTable":
        return b.signatureTable();
      case "bayesianDiscriminant":
        return b.bayesianDiscriminant();
      default:
        return b.network();
    }
  }

  private static double median(ThreadMXBean cpu, java.util.function.DoubleSupplier f) {
    int calls = 2_000_000;
    double[] runs = new double[7];
    double sink = 0;
    for (int w = 0; w < calls; w++) {
      sink += f.getAsDouble();
    }
    for (int k = 0; k < runs.length; k++) {
      long start = cpu.getCurrentThreadCpuTime();
      for (int i = 0; i < calls; i++) {
        sink += f.getAsDouble();
      }
      runs[k] = (cpu.getCurrentThreadCpuTime() - start) / (double) calls;
    }
    if (sink == 42.4242) {
      System.out.print("");
    }
    java.util.Arrays.sort(runs);
    return runs[runs.length / 2];
  }
}
