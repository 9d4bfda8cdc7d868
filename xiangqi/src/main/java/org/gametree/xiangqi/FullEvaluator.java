package org.gametree.xiangqi;

import static org.gametree.xiangqi.FullTerms.DIMENSION;
import static org.gametree.xiangqi.FullTerms.EG;
import static org.gametree.xiangqi.FullTerms.MG;
import static org.gametree.xiangqi.FullTerms.PHASE_MAX;
import static org.gametree.xiangqi.FullTerms.PST_EG;
import static org.gametree.xiangqi.FullTerms.PST_MG;
import static org.gametree.xiangqi.FullTerms.SCALE;
import static org.gametree.xiangqi.FullTerms.TERMS;

import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.search.PruningMargins;

/**
 * The full Xiangqi evaluation ({@code eval=full}): a linear model over {@link FullFeatures} — tapered material,
 * piece-square tables per piece, mobility per piece type, attacks on the enemy palace, the general's open file,
 * cannons facing it over none, one or two screens, missing advisors and elephants against the attacking material,
 * pinned and hanging pieces, soldier structure, chariots on open files and horse outposts ({@link FullTerms}).
 *
 * <p>It computes round(w·x + b) for the mover as {@code new ModelEvaluator<>(FullFeatures.INSTANCE, model)} does (up
 * to floating-point summation order), without building the feature vector: the piece-square weights are folded into
 * one table per piece and point, and one walk over the pieces builds both sides' attack maps in a scratch reused
 * from node to node, so each search thread needs its own ({@link #forThread()}). Its pruning margins are the
 * hand-set evaluator's.
 */
public final class FullEvaluator implements Evaluator<XiangqiState>, PruningMargins {
  private static final XiangqiEvaluator MARGINS = new XiangqiEvaluator();

  private final LinearModel model;
  private final double[] mgTable;
  private final double[] egTable;
  private final double[] mgTerm;
  private final double[] egTerm;
  private final double bias;
  private final FullScan scan = new FullScan();
  private final int[] x = new int[TERMS];

  /** The evaluator of {@code model}, whose features are {@link FullFeatures}' (score scale 1: centipawns). */
  public FullEvaluator(LinearModel model) {
    if (model.dimension() != DIMENSION) {
      throw new IllegalArgumentException(
          "a full Xiangqi evaluation has " + DIMENSION + " weights, not " + model.dimension());
    }
    this.model = model.copy();
    double[] w = model.weights();
    mgTable = new double[16 * 90];
    egTable = new double[16 * 90];
    for (int p = 1; p < 16; p++) {
      if ((p & 7) == 0) {
        continue;
      }
      for (int sq = 0; sq < 90; sq++) {
        int i = FullTerms.pstIndex(p, sq);
        mgTable[p * 90 + sq] = w[PST_MG + i];
        egTable[p * 90 + sq] = w[PST_EG + i];
      }
    }
    mgTerm = new double[TERMS];
    egTerm = new double[TERMS];
    for (int t = 0; t < TERMS; t++) {
      mgTerm[t] = w[MG + t] / SCALE[t];
      egTerm[t] = w[EG + t] / SCALE[t];
    }
    bias = model.bias();
  }

  private FullEvaluator(FullEvaluator o) {
    model = o.model;
    mgTable = o.mgTable;
    egTable = o.egTable;
    mgTerm = o.mgTerm;
    egTerm = o.egTerm;
    bias = o.bias;
  }

  /** The hand-set weights ({@link FullFeatures#handSet()}). */
  public static FullEvaluator handSet() {
    return new FullEvaluator(FullFeatures.handSet());
  }

  /** A copy of the model this evaluator computes. */
  public LinearModel model() {
    return model.copy();
  }

  /** The features this evaluator weighs. */
  public FullFeatures features() {
    return FullFeatures.INSTANCE;
  }

  @Override
  public ScoreUnit unit() {
    return XiangqiEvaluator.CENTIPAWNS;
  }

  /** The same weights with a scratch of its own. */
  @Override
  public FullEvaluator forThread() {
    return new FullEvaluator(this);
  }

  @Override
  public int evaluate(XiangqiState s) {
    final FullScan sc = scan;
    sc.scan(s, mgTable, egTable);
    final int[] x = this.x;
    sc.terms(s, x);
    int m = s.side;
    int o = m ^ 1;
    double mg = sc.pstMg[m] - sc.pstMg[o];
    double eg = sc.pstEg[m] - sc.pstEg[o];
    for (int t = 0; t < TERMS; t++) {
      mg += mgTerm[t] * x[t];
      eg += egTerm[t] * x[t];
    }
    double f = sc.phase / (double) PHASE_MAX;
    long score = Math.round(f * mg + (1 - f) * eg + bias);
    return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, score));
  }

  @Override
  public int futilityMargin(int depth) {
    return MARGINS.futilityMargin(depth);
  }

  @Override
  public int maxFutilityDepth() {
    return MARGINS.maxFutilityDepth();
  }

  @Override
  public int razoringMargin(int depth) {
    return MARGINS.razoringMargin(depth);
  }

  @Override
  public int maxRazoringDepth() {
    return MARGINS.maxRazoringDepth();
  }
}
