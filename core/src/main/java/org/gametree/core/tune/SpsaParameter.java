package org.gametree.core.tune;

/**
 * One tuned parameter, with fishtest's per-parameter settings: the value it starts from, the range it stays in, the
 * perturbation {@code step} (c at the last iteration, {@code c_end}) and the relative apply factor {@code rEnd}
 * (a / c² at the last iteration, {@code r_end}). A whole-number parameter is tuned as a real number and rounded
 * each time it is written into an engine spec.
 *
 * @param name the engine option's name
 * @param start the starting value, in {@code [min, max]}
 * @param min the least value
 * @param max the greatest value
 * @param step the perturbation at the last iteration ({@code c_end}), greater than 0
 * @param rEnd the relative apply factor at the last iteration ({@code r_end}), greater than 0
 * @param whole whether the option takes whole numbers (values are rounded into specs)
 */
public record SpsaParameter(String name, double start, double min, double max, double step, double rEnd,
    boolean whole) implements java.io.Serializable {
  /** fishtest's default {@code r_end}. */
  public static final double DEFAULT_R_END = 0.002;

  /** Checks the settings; {@link IllegalArgumentException} naming the parameter and the offending value. */
  public SpsaParameter {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a tuned parameter needs a name");
    }
    if (!Double.isFinite(start) || !Double.isFinite(min) || !Double.isFinite(max) || !(min < max)) {
      throw new IllegalArgumentException("parameter " + name + ": min " + plain(min) + " must be below max "
          + plain(max));
    }
    if (start < min || start > max) {
      throw new IllegalArgumentException("parameter " + name + ": start " + plain(start) + " is outside ["
          + plain(min) + ", " + plain(max) + "]");
    }
    if (!(step > 0) || !Double.isFinite(step)) {
      throw new IllegalArgumentException("parameter " + name + ": step must be > 0, got " + plain(step));
    }
    if (!(rEnd > 0) || !Double.isFinite(rEnd)) {
      throw new IllegalArgumentException("parameter " + name + ": R_end must be > 0, got " + plain(rEnd));
    }
  }

  /** {@code value} clamped to {@code [min, max]}. */
  public double clamp(double value) {
    return Math.max(min, Math.min(max, value));
  }

  /** {@code value} as an engine spec writes it: rounded for a whole-number option. */
  public String format(double value) {
    return whole ? Long.toString(Math.round(value)) : plain(value);
  }

  static String plain(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
