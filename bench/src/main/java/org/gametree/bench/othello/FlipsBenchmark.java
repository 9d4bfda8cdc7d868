package org.gametree.bench.othello;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.gametree.othello.internal.Bits;
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
 * Cost of {@code Bits.flips} over the legal moves of 4,096 positions from random games (every move of every
 * position, in order, so the square varies as it does in a search). Run:
 * {@code java -jar bench/target/benchmarks.jar FlipsBenchmark -f 1 -wi 3 -i 5}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FlipsBenchmark {
  private static final int POSITIONS = 4096;
  private long[] players;
  private long[] opponents;
  private int[] squares;

  @Setup
  public void setUp() {
    Random r = new Random(1);
    long[] ps = new long[POSITIONS * 32];
    long[] os = new long[ps.length];
    int[] sqs = new int[ps.length];
    int n = 0;
    int positions = 0;
    while (positions < POSITIONS) {
      long p = 0x0000000810000000L;
      long o = 0x0000001008000000L;
      while (positions < POSITIONS) {
        long m = Bits.moves(p, o);
        if (m == 0) {
          if (Bits.moves(o, p) == 0) {
            break;
          }
          long t = p;
          p = o;
          o = t;
          continue;
        }
        positions++;
        for (long b = m; b != 0 && n < ps.length; b &= b - 1) {
          ps[n] = p;
          os[n] = o;
          sqs[n++] = Long.numberOfTrailingZeros(b);
        }
        int pick = r.nextInt(Long.bitCount(m));
        long b = m;
        for (int i = 0; i < pick; i++) {
          b &= b - 1;
        }
        int sq = Long.numberOfTrailingZeros(b);
        long f = Bits.flips(p, o, sq);
        long np = o & ~f;
        o = p | f | 1L << sq;
        p = np;
      }
    }
    players = java.util.Arrays.copyOf(ps, n);
    opponents = java.util.Arrays.copyOf(os, n);
    squares = java.util.Arrays.copyOf(sqs, n);
  }

  /** The flips of every move of every position; the result is the time per move times their number. */
  @Benchmark
  public long flipsOfAllMoves() {
    long acc = 0;
    long[] ps = players;
    long[] os = opponents;
    int[] sqs = squares;
    for (int i = 0; i < sqs.length; i++) {
      acc += Bits.flips(ps[i], os[i], sqs[i]);
    }
    return acc;
  }
}
