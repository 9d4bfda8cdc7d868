package org.gametree.core.learn;

/** A unit's activation function, with its derivative written in terms of the unit's output. */
public enum Activation {
  /** 1 / (1 + e^(−a)), output in (0, 1). */
  SIGMOID,
  /** tanh(a), output in (−1, 1). */
  TANH,
  /** a. */
  LINEAR;

  /** The output for net input {@code a}. */
  public double apply(double a) {
    switch (this) {
      case SIGMOID:
        return 1.0 / (1.0 + Math.exp(-a));
      case TANH:
        return Math.tanh(a);
      default:
        return a;
    }
  }

  /** The derivative at the net input that produced output {@code y}. */
  public double derivativeFromOutput(double y) {
    switch (this) {
      case SIGMOID:
        return y * (1.0 - y);
      case TANH:
        return 1.0 - y * y;
      default:
        return 1.0;
    }
  }

  /** The name used in parameter files. */
  public String fileName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The activation named {@code name} in a parameter file. */
  public static Activation fromFileName(String name) {
    for (Activation a : values()) {
      if (a.fileName().equals(name)) {
        return a;
      }
    }
    throw new IllegalArgumentException("unknown activation '" + name + "'; choose sigmoid, tanh or linear");
  }
}
