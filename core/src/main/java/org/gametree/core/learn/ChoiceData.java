package org.gametree.core.learn;

import java.util.Arrays;

/**
 * Examples of a choice among candidates, for {@link BradleyTerry}: each example is a list of candidates, each
 * candidate a set of binary features (indices below {@link #features()}, at most one from each feature group), and
 * the index of the candidate that was chosen. Built one example at a time without an object per candidate:
 * {@link #feature} adds to the current candidate, {@link #endCandidate} closes it, {@link #endExample} closes the
 * example. Storage is flat growable arrays.
 */
public final class ChoiceData {
  private final int features;
  private int[] feats = new int[1 << 12];
  private int featCount;
  private int[] candStart = new int[1 << 10];
  private int candCount;
  private int[] exStart = new int[1 << 8];
  private int[] chosen = new int[1 << 8];
  private int exCount;
  private int openCandidateStart;

  /** Examples over features {@code 0..features)}. */
  public ChoiceData(int features) {
    if (features < 1) {
      throw new IllegalArgumentException("features must be at least 1: " + features);
    }
    this.features = features;
  }

  /** The number of features. */
  public int features() {
    return features;
  }

  /** Adds feature {@code f} to the candidate being built. */
  public void feature(int f) {
    if (f < 0 || f >= features) {
      throw new IllegalArgumentException("feature " + f + " outside 0.." + (features - 1));
    }
    if (featCount == feats.length) {
      feats = Arrays.copyOf(feats, feats.length * 2);
    }
    feats[featCount++] = f;
  }

  /** Closes the candidate being built (it may have no features: strength 1). */
  public void endCandidate() {
    if (candCount + 1 >= candStart.length) {
      candStart = Arrays.copyOf(candStart, candStart.length * 2);
    }
    candStart[candCount++] = openCandidateStart;
    openCandidateStart = featCount;
    candStart[candCount] = featCount;
  }

  /** Closes the example whose candidates were built since the last one; {@code chosenCandidate} counts from 0. */
  public void endExample(int chosenCandidate) {
    int first = exCount == 0 ? 0 : exStart[exCount];
    int n = candCount - first;
    if (openCandidateStart != featCount) {
      throw new IllegalStateException("a candidate is still open");
    }
    if (chosenCandidate < 0 || chosenCandidate >= n) {
      throw new IllegalArgumentException("chosen candidate " + chosenCandidate + " outside 0.." + (n - 1));
    }
    if (exCount + 2 >= exStart.length) {
      exStart = Arrays.copyOf(exStart, exStart.length * 2);
      chosen = Arrays.copyOf(chosen, chosen.length * 2);
    }
    exStart[exCount] = first;
    chosen[exCount] = chosenCandidate;
    exCount++;
    exStart[exCount] = candCount;
  }

  /** Drops the candidates built since the last example (a position not to learn from). */
  public void discardExample() {
    candCount = exCount == 0 ? 0 : exStart[exCount];
    featCount = candStart[candCount];
    openCandidateStart = featCount;
  }

  /** The number of examples. */
  public int size() {
    return exCount;
  }

  /** The number of candidates over all examples. */
  public int candidates() {
    return candCount;
  }

  /** The index of example {@code e}'s first candidate (candidates are numbered over all examples). */
  int firstCandidate(int e) {
    return exStart[e];
  }

  /** One past example {@code e}'s last candidate. */
  int endCandidate(int e) {
    return exStart[e + 1];
  }

  /** Example {@code e}'s chosen candidate, counted from its first. */
  public int chosen(int e) {
    return chosen[e];
  }

  /** Example {@code e}'s number of candidates. */
  public int candidateCount(int e) {
    return exStart[e + 1] - exStart[e];
  }

  int firstFeature(int candidate) {
    return candStart[candidate];
  }

  int endFeature(int candidate) {
    return candStart[candidate + 1];
  }

  int featureAt(int i) {
    return feats[i];
  }
}
