package org.gametree.core.learn;

/** Builds the lines of a parameter file: keys with values, and numbers eight to a line. */
final class ParamWriter {
  private final StringBuilder sb = new StringBuilder();

  /** A line {@code key value}. */
  ParamWriter line(String key, Object value) {
    sb.append(key).append(' ').append(value).append('\n');
    return this;
  }

  /** A line {@code key v1 v2 ...}. */
  ParamWriter line(String key, Iterable<?> values) {
    sb.append(key);
    for (Object v : values) {
      sb.append(' ').append(v);
    }
    sb.append('\n');
    return this;
  }

  /** {@code key COUNT} and the values, eight to a line, each as {@link Double#toString} writes it (read back exactly). */
  ParamWriter numbers(String key, double[] values) {
    sb.append(key).append(' ').append(values.length).append('\n');
    for (int i = 0; i < values.length; i++) {
      sb.append(i % 8 == 0 ? "" : " ").append(values[i]);
      if (i % 8 == 7 || i == values.length - 1) {
        sb.append('\n');
      }
    }
    return this;
  }

  /** {@code key} and one {@code row} of numbers per matrix row. */
  ParamWriter matrix(String key, double[][] m) {
    sb.append(key).append('\n');
    for (double[] row : m) {
      numbers("row", row);
    }
    return this;
  }

  @Override
  public String toString() {
    return sb.toString();
  }
}
