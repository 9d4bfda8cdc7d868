package org.gametree.core.learn;

/** {@code kind bayes}: the ridge, and the mean and covariance of the win and the loss class. */
final class BayesianFormat implements ModelFormat<BayesianDiscriminant> {
  @Override
  public String kind() {
    return "bayes";
  }

  @Override
  public Class<BayesianDiscriminant> type() {
    return BayesianDiscriminant.class;
  }

  @Override
  public void write(BayesianDiscriminant m, ParamWriter out) {
    out.line("ridge", m.ridge())
        .numbers("mean-win", m.meanWin()).matrix("covariance-win", m.covarianceWin())
        .numbers("mean-loss", m.meanLoss()).matrix("covariance-loss", m.covarianceLoss());
  }

  @Override
  public BayesianDiscriminant read(ParamReader in, int n) {
    double ridge = in.number("ridge");
    double[] mw = in.numbers("mean-win", n);
    double[][] cw = in.matrix("covariance-win", n);
    double[] ml = in.numbers("mean-loss", n);
    double[][] cl = in.matrix("covariance-loss", n);
    try {
      return new BayesianDiscriminant(mw, cw, ml, cl, ridge);
    } catch (IllegalArgumentException e) {
      throw in.error(e.getMessage(), kind());
    }
  }
}
