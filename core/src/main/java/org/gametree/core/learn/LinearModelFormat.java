package org.gametree.core.learn;

/** {@code kind linear}: the score scale, the bias and one weight per feature. */
final class LinearModelFormat implements ModelFormat<LinearModel> {
  @Override
  public String kind() {
    return "linear";
  }

  @Override
  public Class<LinearModel> type() {
    return LinearModel.class;
  }

  @Override
  public void write(LinearModel m, ParamWriter out) {
    out.line("scale", m.scoreScale()).line("bias", m.bias()).numbers("weights", m.weights());
  }

  @Override
  public LinearModel read(ParamReader in, int dimension) {
    double scale = in.number("scale");
    double bias = in.number("bias");
    double[] w = in.numbers("weights", dimension);
    return new LinearModel(w, bias, scale);
  }
}
