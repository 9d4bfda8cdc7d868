package org.gametree.core.learn;

/**
 * Comparison training (Tesauro 1989; the gomoku thesis's gomoku network trained against an opponent): when the teacher
 * prefers another move than the model's, the preferred move's value is pushed up and the chosen one's down,
 * w ← w + η (∇V(x_preferred) − ∇V(x_chosen)); when they agree the move gets a small reward w ← w + η_agree ∇V(x).
 *
 * <p>Vectors describe moves as the model scores them. With {@code sign = −1} they are the positions after each move,
 * valued from the opponent's (new mover's) point of view as in negamax, so "push up" means lowering that value.
 *
 * <p>{@link #updateListwise} is the listwise form over all the candidates at once (a softmax, as Coulom's move
 * ratings and {@link BradleyTerry}): a step up the log-probability of the teacher's move.
 */
public final class ComparisonTraining {
  private final DifferentiableModel model;
  private final double eta;
  private final double agreeEta;
  private final double sign;
  private final double[] gradient;
  /** The listwise step's accumulated direction. */
  private final double[] direction;
  /** The listwise step's candidate probabilities, grown to the largest candidate count seen. */
  private double[] probabilities = new double[0];

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
    this.direction = new double[model.parameterCount()];
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

  /**
   * Learns from one decision against all of the model's candidates: with π_i = exp(s_i/τ) / Σ_j exp(s_j/τ) over the
   * scores s_i = sign·V(x_i) of {@code candidates[0..count)}, a step η up the gradient of log π_preferred,
   * w ← w + η (∇s_preferred − Σ_i π_i ∇s_i) / τ. Every candidate the model ranks high is pushed down in proportion to
   * its probability, not only the one on top as in {@link #update}, so the step cannot merely swap the leader. The
   * agreement rate plays no part. Returns π_preferred before the step; allocates only when {@code count} exceeds
   * every earlier call's.
   */
  public double updateListwise(double[][] candidates, int count, int preferred, double temperature) {
    if (count < 1 || preferred < 0 || preferred >= count) {
      throw new IllegalArgumentException("preferred " + preferred + " is not one of " + count + " candidates");
    }
    if (!(temperature > 0)) {
      throw new IllegalArgumentException("temperature must be positive: " + temperature);
    }
    if (probabilities.length < count) {
      probabilities = new double[count];
    }
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < count; i++) {
      probabilities[i] = sign * model.value(candidates[i]) / temperature;
      max = Math.max(max, probabilities[i]);
    }
    double sum = 0;
    for (int i = 0; i < count; i++) {
      probabilities[i] = Math.exp(probabilities[i] - max);
      sum += probabilities[i];
    }
    java.util.Arrays.fill(direction, 0);
    for (int i = 0; i < count; i++) {
      probabilities[i] /= sum;
      double weight = (i == preferred ? 1 : 0) - probabilities[i];
      if (weight != 0) {
        model.gradient(candidates[i], gradient);
        for (int k = 0; k < direction.length; k++) {
          direction[k] += weight * gradient[k];
        }
      }
    }
    double[] w = model.parameters();
    double step = sign * eta / temperature;
    for (int k = 0; k < w.length; k++) {
      w[k] += step * direction[k];
    }
    return probabilities[preferred];
  }
}
