package org.gametree.core.learn;

import java.util.List;
import org.gametree.core.GameState;

/**
 * Turns a position into a fixed-length feature vector, from the point of view of the player to move. Extractors are
 * shared by search threads, so they must be stateless (or thread-safe): scratch space belongs to the caller.
 */
public interface FeatureExtractor<S extends GameState> {
  /** The number of features. */
  int dimension();

  /** One name per feature, in order. */
  List<String> names();

  /** Writes the features of {@code state} into {@code out[0..dimension())} without allocating. */
  void extract(S state, double[] out);

  /** The game stage of {@code state} (e.g. Othello's disc count) for staged models; 0 if the game has none. */
  default int stage(S state) {
    return 0;
  }
}
