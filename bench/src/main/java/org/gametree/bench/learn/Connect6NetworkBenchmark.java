package org.gametree.bench.learn;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.gametree.core.learn.Activation;
import org.gametree.core.learn.NeuralNetwork;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Xu et al.'s Connect6 network (32 inputs, 14 sigmoid hidden units, 2 sigmoid outputs): one forward pass, and one
 * gradient (what a TD(λ) step costs). Run: {@code java -jar bench/target/benchmarks.jar Connect6Network -f 1}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class Connect6NetworkBenchmark {
  private final double[][] inputs = new double[64][32];
  private NeuralNetwork network;
  private double[] gradient;
  private int next;

  @Setup
  public void setUp() {
    Random r = new Random(2);
    for (double[] x : inputs) {
      for (int i = 0; i < 32; i++) {
        x[i] = r.nextInt(5);
      }
    }
    network = NeuralNetwork.random(new int[] {32, 14, 2},
        new Activation[] {Activation.SIGMOID, Activation.SIGMOID}, 1, r);
    gradient = new double[network.parameterCount()];
  }

  @Benchmark
  public double forward() {
    next = (next + 1) & 63;
    return network.value(inputs[next]);
  }

  @Benchmark
  public double gradient() {
    next = (next + 1) & 63;
    return network.gradient(inputs[next], gradient);
  }
}
