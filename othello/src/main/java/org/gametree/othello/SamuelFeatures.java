package org.gametree.othello;

import java.util.List;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.othello.internal.Bits;

/**
 * BILL's four features, each split by board region, for Samuel's multi-level signature table: ten features, all
 * "mine minus theirs" from the side to move, that sum back to {@link BillFeatures}' four:
 * <ol start="0">
 *   <li>current mobility on the edge ring (corners included) / <li>in the interior;
 *   <li>potential mobility on the edge ring / <li>in the interior;
 *   <li>weighted squares in the corner zones (corner, X- and C-squares) / <li>elsewhere;
 *   <li>the edge table value of the edge on row 1 / <li>row 8 / <li>column a / <li>column h (each /100, with its
 *       two X-squares, as BILL reads an edge).
 * </ol>
 * The stage is the disc count. Stateless.
 */
public final class SamuelFeatures implements FeatureExtractor<OthelloState> {
  private static final long EDGES = 0xFF818181818181FFL;
  /** Corners, X-squares and C-squares. */
  static final long CORNER_ZONES = 0xC3C300000000C3C3L;
  private static final List<String> NAMES = List.of("currentMobilityEdge", "currentMobilityInner",
      "potentialMobilityEdge", "potentialMobilityInner", "squaresCorners", "squaresRest", "edgeRow1", "edgeRow8",
      "edgeColumnA", "edgeColumnH");

  private final BillFeatures bill;

  /** Features with the shared edge table. */
  public SamuelFeatures() {
    this.bill = new BillFeatures(EdgeTable.shared());
  }

  @Override
  public int dimension() {
    return NAMES.size();
  }

  @Override
  public List<String> names() {
    return NAMES;
  }

  @Override
  public void extract(OthelloState state, double[] out) {
    long p = state.player();
    long o = state.opponent();
    long mine = Bits.moves(p, o);
    long theirs = Bits.moves(o, p);
    out[0] = BillFeatures.weightedMobility(mine & EDGES) - BillFeatures.weightedMobility(theirs & EDGES);
    out[1] = BillFeatures.weightedMobility(mine & ~EDGES) - BillFeatures.weightedMobility(theirs & ~EDGES);
    long empty = ~(p | o);
    long myPotential = Bits.frontier(o, empty);
    long theirPotential = Bits.frontier(p, empty);
    out[2] = BillFeatures.weightedPotential(myPotential & EDGES) - BillFeatures.weightedPotential(theirPotential & EDGES);
    out[3] = BillFeatures.weightedPotential(myPotential & ~EDGES)
        - BillFeatures.weightedPotential(theirPotential & ~EDGES);
    out[4] = BillFeatures.squares(p & CORNER_ZONES) - BillFeatures.squares(o & CORNER_ZONES);
    out[5] = BillFeatures.squares(p & ~CORNER_ZONES) - BillFeatures.squares(o & ~CORNER_ZONES);
    for (int e = 0; e < 4; e++) {
      out[6 + e] = bill.edgeLine(e, p, o) / 100.0;
    }
  }

  /** The disc count (4–64). */
  @Override
  public int stage(OthelloState state) {
    return state.discCount();
  }
}
