package org.gametree.xiangqi;

import static org.gametree.xiangqi.FullTerms.DIMENSION;
import static org.gametree.xiangqi.FullTerms.EG;
import static org.gametree.xiangqi.FullTerms.MG;
import static org.gametree.xiangqi.FullTerms.PHASE_MAX;
import static org.gametree.xiangqi.FullTerms.PST_EG;
import static org.gametree.xiangqi.FullTerms.PST_MG;
import static org.gametree.xiangqi.FullTerms.SCALE;
import static org.gametree.xiangqi.FullTerms.TERMS;

import java.util.Arrays;
import java.util.List;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearModel;

/**
 * The features of the full evaluation ({@link FullEvaluator}, {@code eval=full}), 758 of them: 29 terms with a
 * middle-game ({@code mg-NAME}) and an end-game ({@code eg-NAME}) feature each, then piece-square features per piece
 * type, rank and folded file, tapered likewise ({@code mg-pst-horse-r5-f3}: a horse five ranks from its back rank on
 * the third file from the edge). A term's features are its count × phase/32 and × (1 − phase/32), divided by its
 * scale (mobility by 16 or 8, palace attacks by 4, missing defenders by 8, centipawn values by 100); the bias is the
 * tempo. {@link #handSet()} is the hand-set starting point. {@link FullTerms} defines each term.
 *
 * <p>Extraction allocates nothing after a thread's first call (its attack-map scratch is per thread).
 */
public final class FullFeatures implements FeatureExtractor<XiangqiState> {
  /** The one instance. */
  public static final FullFeatures INSTANCE = new FullFeatures();

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private static final class Scratch {
    final FullScan scan = new FullScan();
    final int[] x = new int[TERMS];
  }

  private FullFeatures() {}

  /** The hand-set weights over these features (centipawns; bias +10 for the side to move). */
  public static LinearModel handSet() {
    return FullTerms.handSet();
  }

  @Override
  public int dimension() {
    return DIMENSION;
  }

  @Override
  public List<String> names() {
    return FullTerms.names();
  }

  /** The material phase of {@code s}, 0 (bare) to 32 (every chariot, horse and cannon on the board). */
  @Override
  public int stage(XiangqiState s) {
    int[] count = s.count;
    int ph = 4 * (count[Tables.CHARIOT] + count[Tables.BLACK | Tables.CHARIOT])
        + 2 * (count[Tables.HORSE] + count[Tables.BLACK | Tables.HORSE] + count[Tables.CANNON]
            + count[Tables.BLACK | Tables.CANNON]);
    return Math.min(ph, PHASE_MAX);
  }

  @Override
  public void extract(XiangqiState s, double[] out) {
    Arrays.fill(out, 0, DIMENSION, 0.0);
    Scratch scratch = SCRATCH.get();
    FullScan scan = scratch.scan;
    scan.scan(s, null, null);
    int[] x = scratch.x;
    scan.terms(s, x);
    double f = scan.phase / (double) PHASE_MAX;
    for (int t = 0; t < TERMS; t++) {
      out[MG + t] = x[t] * f / SCALE[t];
      out[EG + t] = x[t] * (1 - f) / SCALE[t];
    }
    final int[] b = s.board;
    for (int r = 0; r < 10; r++) {
      for (int bits = s.rankBits[r]; bits != 0; bits &= bits - 1) {
        int sq = r * 9 + Integer.numberOfTrailingZeros(bits);
        int p = b[sq];
        double sign = (p >> 3) == s.side ? 1 : -1;
        int i = FullTerms.pstIndex(p, sq);
        out[PST_MG + i] += sign * f;
        out[PST_EG + i] += sign * (1 - f);
      }
    }
  }
}
