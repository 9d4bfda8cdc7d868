package org.gametree.othello;

import java.util.List;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.othello.internal.Bits;

/**
 * BILL's four features (Lee &amp; Mahajan 1986, section 3.2), all as "mine minus theirs" from the side to move:
 * <ol>
 *   <li>weighted current mobility: Σ over legal moves of w(sq) (corner 2, X-square ½, others 1), mine − theirs;
 *   <li>weighted potential mobility: Σ over empty squares next to an opponent disc of w(sq) (edge squares ½,
 *       others 1), mine − theirs;
 *   <li>weighted squares: Σ over my discs of the square weight − Σ over theirs;
 *   <li>edge: Σ over the four edges of the {@link EdgeTable} value of edge + two X-squares, divided by 100.
 * </ol>
 * The stage is the number of discs on the board (4–64).
 */
public final class BillFeatures implements FeatureExtractor<OthelloState> {
  private static final long CORNERS = 0x8100000000000081L;
  private static final long X_SQUARES = 0x0042000000004200L;
  private static final long EDGES = 0xFF818181818181FFL;
  /** Square weights (a1..h8), a classic corner/edge/X/C table. */
  static final int[] SQUARE_WEIGHTS = {
      100, -20, 10, 5, 5, 10, -20, 100,
      -20, -50, -2, -2, -2, -2, -50, -20,
      10, -2, -1, -1, -1, -1, -2, 10,
      5, -2, -1, -1, -1, -1, -2, 5,
      5, -2, -1, -1, -1, -1, -2, 5,
      10, -2, -1, -1, -1, -1, -2, 10,
      -20, -50, -2, -2, -2, -2, -50, -20,
      100, -20, 10, 5, 5, 10, -20, 100};
  // edge squares in table order: X, corner .. corner, X
  private static final int[][] EDGE_SQUARES = {
      {9, 0, 1, 2, 3, 4, 5, 6, 7, 14},
      {49, 56, 57, 58, 59, 60, 61, 62, 63, 54},
      {9, 0, 8, 16, 24, 32, 40, 48, 56, 49},
      {14, 7, 15, 23, 31, 39, 47, 55, 63, 54}};
  /** The distinct square weights and, for each, the squares that carry it ({@link #squares} sums popcounts). */
  private static final int[] WEIGHT_VALUES;
  private static final long[] WEIGHT_MASKS;
  /** B3[b] = Σ over the set bits k of b of 3^k: an edge's eight squares as base-3 digits, one side's discs. */
  private static final int[] BASE3 = new int[256];
  private static final long FILE_A = 0x0101010101010101L;
  /** Gathers the a-file (bits 0, 8, …, 56) into the top byte, rank k at bit 56 + k. */
  private static final long FILE_GATHER = 0x0102040810204080L;
  private static final int POW3_9 = 19683;

  static {
    long[] masks = new long[64];
    int[] values = new int[64];
    int distinct = 0;
    for (int sq = 0; sq < 64; sq++) {
      int w = SQUARE_WEIGHTS[sq];
      int k = 0;
      while (k < distinct && values[k] != w) {
        k++;
      }
      if (k == distinct) {
        values[distinct++] = w;
      }
      masks[k] |= 1L << sq;
    }
    WEIGHT_VALUES = java.util.Arrays.copyOf(values, distinct);
    WEIGHT_MASKS = java.util.Arrays.copyOf(masks, distinct);
    for (int b = 1; b < 256; b++) {
      int low = Integer.numberOfTrailingZeros(b);
      BASE3[b] = BASE3[b & (b - 1)] + (int) Math.pow(3, low);
    }
  }

  private static final List<String> NAMES =
      List.of("currentMobility", "potentialMobility", "weightedSquares", "edge");

  private final EdgeTable edges;

  /** Features with the shared edge table. */
  public BillFeatures() {
    this(EdgeTable.shared());
  }

  /** Features with a given edge table. */
  public BillFeatures(EdgeTable edges) {
    this.edges = edges;
  }

  @Override
  public int dimension() {
    return 4;
  }

  @Override
  public List<String> names() {
    return NAMES;
  }

  @Override
  public void extract(OthelloState state, double[] out) {
    long p = state.player();
    long o = state.opponent();
    out[0] = weightedMobility(Bits.moves(p, o)) - weightedMobility(Bits.moves(o, p));
    long empty = ~(p | o);
    out[1] = weightedPotential(Bits.frontier(o, empty)) - weightedPotential(Bits.frontier(p, empty));
    out[2] = squares(p) - squares(o);
    out[3] = edge(p, o) / 100.0;
  }

  /**
   * BILL 2.0's hand-set value ({@code BillEvaluator}'s weights) for the owner of {@code p} in integers, for searches
   * that evaluate on bitboards (the endgame solver's move ordering): twice the mobility weight times twice the
   * mobility term, and so on, halved once at the end; in half centi-discs of the double form, up to rounding.
   */
  public int handSetValue(long p, long o) {
    int discs = Long.bitCount(p | o);
    // m(s) = 40 − 30·(s − 4)/60 and q(s) = 20 − 15·(s − 4)/60, doubled, as are the features' half weights
    int m = 80 - (discs - 4);
    int q = 40 - (discs - 4) / 2;
    long empty = ~(p | o);
    int mobility = (int) (2 * (weightedMobility(Bits.moves(p, o)) - weightedMobility(Bits.moves(o, p))));
    int potential = (int) (2 * (weightedPotential(Bits.frontier(o, empty))
        - weightedPotential(Bits.frontier(p, empty))));
    return (m * mobility + q * potential) / 2 + 2 * (squares(p) - squares(o)) + edge(p, o) / 50;
  }

  /** The disc count (4–64). */
  @Override
  public int stage(OthelloState state) {
    return state.discCount();
  }

  static double weightedMobility(long moves) {
    return Long.bitCount(moves) + Long.bitCount(moves & CORNERS) - 0.5 * Long.bitCount(moves & X_SQUARES);
  }

  static double weightedPotential(long squares) {
    return Long.bitCount(squares) - 0.5 * Long.bitCount(squares & EDGES);
  }

  /** Σ of the square weights of {@code discs}: one popcount per distinct weight (7) instead of a loop per disc. */
  static int squares(long discs) {
    int s = 0;
    for (int k = 0; k < WEIGHT_MASKS.length; k++) {
      s += WEIGHT_VALUES[k] * Long.bitCount(discs & WEIGHT_MASKS[k]);
    }
    return s;
  }

  /** The same sum disc by disc, as the feature was first written (tests compare the two). */
  static int squaresByDisc(long discs) {
    int s = 0;
    while (discs != 0) {
      s += SQUARE_WEIGHTS[Long.numberOfTrailingZeros(discs)];
      discs &= discs - 1;
    }
    return s;
  }

  /** Sum of the four edge table values for the owner of {@code p}. */
  public int edge(long p, long o) {
    return edges.value(edgeIndex(0, p, o)) + edges.value(edgeIndex(1, p, o)) + edges.value(edgeIndex(2, p, o))
        + edges.value(edgeIndex(3, p, o));
  }

  /** The edge table value of edge {@code e} (0 row 1, 1 row 8, 2 column a, 3 column h) for the owner of {@code p}. */
  int edgeLine(int e, long p, long o) {
    return edges.value(edgeIndex(e, p, o));
  }

  /**
   * The edge table index of edge {@code e}: digit i (3^i) for square i of {@link #EDGE_SQUARES}[e], 1 for a disc of
   * {@code p}, 2 for one of {@code o}. The eight edge squares come from a byte of each side through {@link #BASE3}
   * (a file gathered by one multiplication), the two X-squares separately.
   */
  static int edgeIndex(int e, long p, long o) {
    int[] line = EDGE_SQUARES[e];
    long pe;
    long oe;
    switch (e) {
      case 0 -> {
        pe = p & 0xFF;
        oe = o & 0xFF;
      }
      case 1 -> {
        pe = p >>> 56;
        oe = o >>> 56;
      }
      case 2 -> {
        pe = ((p & FILE_A) * FILE_GATHER) >>> 56;
        oe = ((o & FILE_A) * FILE_GATHER) >>> 56;
      }
      default -> {
        pe = (((p >>> 7) & FILE_A) * FILE_GATHER) >>> 56;
        oe = (((o >>> 7) & FILE_A) * FILE_GATHER) >>> 56;
      }
    }
    return digit(line[0], p, o) + 3 * (BASE3[(int) pe] + 2 * BASE3[(int) oe]) + POW3_9 * digit(line[9], p, o);
  }

  /** The edge table index of edge {@code e} square by square, as first written (tests compare the two). */
  static int edgeIndexBySquare(int e, long p, long o) {
    int[] line = EDGE_SQUARES[e];
    int idx = 0;
    for (int i = 9; i >= 0; i--) {
      idx = idx * 3 + digit(line[i], p, o);
    }
    return idx;
  }

  private static int digit(int sq, long p, long o) {
    return (int) ((p >>> sq) & 1) | (int) ((o >>> sq) & 1) << 1;
  }
}
