package org.gametree.core.tune;

/**
 * fishtest's SPSA gain schedule (official-stockfish/fishtest, the server's {@code parse_spsa_params} and its SPSA
 * handler), which is Spall's ("Implementation of the Simultaneous Perturbation Algorithm for Stochastic
 * Optimization", IEEE Trans. Aerospace and Electronic Systems 34(3), 1998) with the constants set from the values a
 * parameter should have at the end of the run: over {@code N} iterations k = 0 .. N-1,
 *
 * <pre>
 *   c_k = c / (k + 1)^gamma              c = c_end * N^gamma
 *   a_k = a / (A + k + 1)^alpha          a = r_end * c_end^2 * (A + N)^alpha
 * </pre>
 *
 * so that at the last iteration {@code c_k = c_end} (the parameter's {@code step}) and {@code a_k / c_k^2 = r_end}.
 * Spall's exponents are {@code alpha = 0.602}, {@code gamma = 0.101}; {@code A} is 10% of the iterations.
 *
 * @param iterations N, the run's length (game pairs)
 * @param alpha the exponent of a_k's decay
 * @param gamma the exponent of c_k's decay
 * @param bigA the stability constant A
 */
public record SpsaSchedule(int iterations, double alpha, double gamma, double bigA) implements java.io.Serializable {
  /** Spall's exponent of a_k's decay. */
  public static final double ALPHA = 0.602;
  /** Spall's exponent of c_k's decay. */
  public static final double GAMMA = 0.101;

  /** Checks the values. */
  public SpsaSchedule {
    if (iterations < 1) {
      throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
    }
    if (!(alpha > 0) || !(gamma > 0) || !(bigA >= 0) || !Double.isFinite(bigA)) {
      throw new IllegalArgumentException("alpha and gamma must be > 0 and A >= 0, got " + alpha + ", " + gamma + ", "
          + bigA);
    }
  }

  /** fishtest's defaults over {@code iterations}: alpha 0.602, gamma 0.101, A = iterations / 10. */
  public static SpsaSchedule of(int iterations) {
    return new SpsaSchedule(iterations, ALPHA, GAMMA, 0.1 * iterations);
  }

  /** The perturbation c_k of {@code p} at iteration {@code k} (counted from 0). */
  public double c(SpsaParameter p, int k) {
    return p.step() * Math.pow(iterations, gamma) / Math.pow(k + 1, gamma);
  }

  /** The gain a_k of {@code p} at iteration {@code k} (counted from 0). */
  public double a(SpsaParameter p, int k) {
    return p.rEnd() * p.step() * p.step() * Math.pow(bigA + iterations, alpha) / Math.pow(bigA + k + 1, alpha);
  }
}
