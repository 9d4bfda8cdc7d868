package org.gametree.core.learn;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

/**
 * The generalized Bradley–Terry model of Coulom ("Computing Elo ratings of move patterns in the game of Go", 2007):
 * each feature {@code i} has a strength {@code γ_i}, a candidate's strength is the product of its features'
 * strengths, and a candidate is chosen with probability its strength over the sum of all candidates' strengths — a
 * softmax over candidates of the sum of their features' weights {@code w_i = ln γ_i}. Trained on {@link ChoiceData}
 * by Coulom's minorization-maximization, one feature group at a time (each candidate holds at most one feature of a
 * group, so the group's strengths update independently of each other):
 *
 * <pre>γ_i ← (W_i + p) / (Σ_j C_ij / E_j + 2p / (γ_i + 1))</pre>
 *
 * <p>where {@code W_i} is how often feature {@code i} was in the chosen candidate, {@code E_j} the sum of example
 * {@code j}'s candidate strengths, {@code C_ij} the summed strength of example {@code j}'s candidates holding
 * {@code i} divided by {@code γ_i}, and {@code p} the weight of Coulom's prior (one virtual win and one virtual loss
 * against a strength-1 opponent when {@code p = 1}; {@code p = 0} is the maximum-likelihood estimate). The weights
 * are a {@link LinearModel} with bias 0 for saving ({@link ModelIO}); {@link #score} is the same sum.
 */
public final class BradleyTerry {
  private BradleyTerry() {}

  /**
   * Trains the weights {@code w = ln γ} by {@code iterations} rounds of minorization-maximization over every group,
   * from {@code start} (zeros for every strength 1; it is not modified), logging the log-likelihood per round when
   * {@code log} is not null. {@code groupOf[f]} is feature {@code f}'s group.
   */
  public static double[] train(ChoiceData data, int[] groupOf, double[] start, int iterations, double prior,
      PrintStream log) {
    int nf = data.features();
    if (groupOf.length != nf || start.length != nf) {
      throw new IllegalArgumentException("groupOf and start need one entry per feature (" + nf + ")");
    }
    if (!(prior >= 0)) {
      throw new IllegalArgumentException("prior must be 0 or more: " + prior);
    }
    int groups = 0;
    for (int g : groupOf) {
      if (g < 0) {
        throw new IllegalArgumentException("negative group " + g);
      }
      groups = Math.max(groups, g + 1);
    }
    double[] gamma = new double[nf];
    for (int i = 0; i < nf; i++) {
      gamma[i] = Math.exp(start[i]);
    }
    double[] wins = new double[nf];
    for (int e = 0; e < data.size(); e++) {
      int c = data.firstCandidate(e) + data.chosen(e);
      for (int k = data.firstFeature(c); k < data.endFeature(c); k++) {
        wins[data.featureAt(k)]++;
      }
    }
    double[] strength = new double[data.candidates()];
    for (int c = 0; c < strength.length; c++) {
      strength[c] = candidateStrength(data, c, gamma);
    }
    double[] denominator = new double[nf];
    for (int it = 0; it < iterations; it++) {
      for (int g = 0; g < groups; g++) {
        Arrays.fill(denominator, 0);
        for (int e = 0; e < data.size(); e++) {
          double sum = 0;
          for (int c = data.firstCandidate(e); c < data.endCandidate(e); c++) {
            sum += strength[c];
          }
          for (int c = data.firstCandidate(e); c < data.endCandidate(e); c++) {
            for (int k = data.firstFeature(c); k < data.endFeature(c); k++) {
              int f = data.featureAt(k);
              if (groupOf[f] == g) {
                denominator[f] += strength[c] / gamma[f] / sum;
              }
            }
          }
        }
        double[] ratio = new double[nf];
        Arrays.fill(ratio, 1);
        for (int f = 0; f < nf; f++) {
          if (groupOf[f] != g || denominator[f] == 0) {
            continue;
          }
          double num = wins[f] + prior;
          double den = denominator[f] + 2 * prior / (gamma[f] + 1);
          double updated = Math.max(num / den, 1e-9);
          ratio[f] = updated / gamma[f];
          gamma[f] = updated;
        }
        for (int c = 0; c < strength.length; c++) {
          for (int k = data.firstFeature(c); k < data.endFeature(c); k++) {
            int f = data.featureAt(k);
            if (groupOf[f] == g) {
              strength[c] *= ratio[f];
            }
          }
        }
      }
      if (log != null) {
        double[] w = logs(gamma);
        log.printf(Locale.ROOT, "bradley-terry: round %d of %d, mean log-likelihood %.4f%n", it + 1, iterations,
            logLikelihood(data, w));
      }
    }
    return logs(gamma);
  }

  private static double[] logs(double[] gamma) {
    double[] w = new double[gamma.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = Math.log(gamma[i]);
    }
    return w;
  }

  private static double candidateStrength(ChoiceData data, int c, double[] gamma) {
    double s = 1;
    for (int k = data.firstFeature(c); k < data.endFeature(c); k++) {
      s *= gamma[data.featureAt(k)];
    }
    return s;
  }

  /** The summed weight of {@code features[from..to)}: the candidate's log-strength. */
  public static double score(double[] weights, int[] features, int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) {
      s += weights[features[i]];
    }
    return s;
  }

  private static double candidateScore(ChoiceData data, int c, double[] w) {
    double s = 0;
    for (int k = data.firstFeature(c); k < data.endFeature(c); k++) {
      s += w[data.featureAt(k)];
    }
    return s;
  }

  /** The mean natural log of the probability the weights give the chosen candidate. */
  public static double logLikelihood(ChoiceData data, double[] weights) {
    double total = 0;
    for (int e = 0; e < data.size(); e++) {
      double max = Double.NEGATIVE_INFINITY;
      for (int c = data.firstCandidate(e); c < data.endCandidate(e); c++) {
        max = Math.max(max, candidateScore(data, c, weights));
      }
      double z = 0;
      for (int c = data.firstCandidate(e); c < data.endCandidate(e); c++) {
        z += Math.exp(candidateScore(data, c, weights) - max);
      }
      total += candidateScore(data, data.firstCandidate(e) + data.chosen(e), weights) - max - Math.log(z);
    }
    return data.size() == 0 ? 0 : total / data.size();
  }

  /**
   * The fraction of examples whose chosen candidate is among the {@code k} highest-scored; ties count against the
   * model (a candidate scored equal to the chosen one ranks ahead of it).
   */
  public static double topK(ChoiceData data, double[] weights, int k) {
    int hits = 0;
    for (int e = 0; e < data.size(); e++) {
      int chosen = data.firstCandidate(e) + data.chosen(e);
      double s = candidateScore(data, chosen, weights);
      int ahead = 0;
      for (int c = data.firstCandidate(e); c < data.endCandidate(e); c++) {
        if (c != chosen && candidateScore(data, c, weights) >= s) {
          ahead++;
        }
      }
      if (ahead < k) {
        hits++;
      }
    }
    return data.size() == 0 ? 0 : (double) hits / data.size();
  }
}
