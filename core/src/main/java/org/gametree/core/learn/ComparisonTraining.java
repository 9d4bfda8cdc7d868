package org.gametree.core.learn;

/**
 * Comparison training (Tesauro 1989; the gomoku thesis's gomoku network trained against an opponent): when the teacher
 * prefers another move than the model's, the preferred move's value is pushed up and the chosen one's down,
 * w ← w + η (∇V(x_preferred) − ∇V(x_chosen)); when they agree the move gets a small reward w ← w + η_agree ∇V(x).
 *
 * <p>Vectors describe moves as the model scores them. With {@code sign = −1} they are the positions after each move,
 * valued from the opponent's (new mover's) point of view as in negamax, so "push up" means lowering that value.
 */
public final class ComparisonTraining {
  private final DifferentiableModel model;
  private final double eta;
  private final double agreeEta;
  private final double sign;
  private final double[] gradient;

  /** A trainer updating {@code model} in place. */
  public ComparisonTraining(DifferentiableModel model, double eta, double agreeEta, double sign) {
    if (sign != 1 && sign != -1) {
      throw new IllegalArgumentException("sign must be +1 or -1: " + sign);
    }
    this.model = model;
    this.eta = eta;
    this.agreeEta = agreeEta;
    this.sign = sign;
    this.gradient = new double[model.parameterCount()];
  }

  /** Learns from one decision: the teacher's move and the model's (the same vector, or equal, when they agree). */
  public void update(double[] preferred, double[] chosen, boolean agreed) {
    double[] w = model.parameters();
    if (agreed) {
      model.gradient(preferred, gradient);
      for (int i = 0; i < w.length; i++) {
        w[i] += sign * agreeEta * gradient[i];
      }
      return;
    }
    model.gradient(preferred, gradient);
    for (int i = 0; i < w.length; i++) {
      w[i] += sign * eta * gradient[i];
    }
    model.gradient(chosen, gradient);
    for (int i = 0; i < w.length; i++) {
      w[i] -= sign * eta * gradient[i];
    }
  }
}
