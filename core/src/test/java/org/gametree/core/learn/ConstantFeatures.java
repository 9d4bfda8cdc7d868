package org.gametree.core.learn;

import java.util.List;
import java.util.stream.IntStream;
import org.gametree.core.GameState;

/** Features that are the same for every state, for testing a model's arithmetic apart from any game. */
final class ConstantFeatures {
  private ConstantFeatures() {}

  /** A feature extractor that always answers {@code x}, with features named f0, f1, .... */
  static <S extends GameState> FeatureExtractor<S> of(double[] x) {
    return new FeatureExtractor<>() {
      @Override
      public int dimension() {
        return x.length;
      }

      @Override
      public List<String> names() {
        return IntStream.range(0, x.length).mapToObj(i -> "f" + i).toList();
      }

      @Override
      public void extract(S state, double[] out) {
        System.arraycopy(x, 0, out, 0, x.length);
      }
    };
  }
}
