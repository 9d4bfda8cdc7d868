package org.gametree.othello.learn;

import java.util.List;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.othello.EdgeTable;
import org.gametree.othello.OthelloState;
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

  static int squares(long discs) {
    int s = 0;
    while (discs != 0) {
      s += SQUARE_WEIGHTS[Long.numberOfTrailingZeros(discs)];
      discs &= discs - 1;
    }
    return s;
  }

  /** Sum of the four edge table values for the owner of {@code p}. */
  public int edge(long p, long o) {
    int total = 0;
    for (int e = 0; e < EDGE_SQUARES.length; e++) {
      total += edgeLine(e, p, o);
    }
    return total;
  }

  /** The edge table value of edge {@code e} (0 row 1, 1 row 8, 2 column a, 3 column h) for the owner of {@code p}. */
  int edgeLine(int e, long p, long o) {
    int[] line = EDGE_SQUARES[e];
    int idx = 0;
    for (int i = 9; i >= 0; i--) {
      long bit = 1L << line[i];
      idx = idx * 3 + ((p & bit) != 0 ? 1 : (o & bit) != 0 ? 2 : 0);
    }
    return edges.value(idx);
  }
}
