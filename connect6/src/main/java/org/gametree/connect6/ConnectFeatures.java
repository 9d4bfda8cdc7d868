package org.gametree.connect6;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.learn.FeatureExtractor;

/**
 * The 16 line-pattern features per side of Xu et al.'s Connect6 evaluation, as a {@link FeatureExtractor} with 32
 * inputs: features 0..15 for the side to move, 16..31 for its opponent. A window is <em>live</em> for a side if it
 * holds none of the opponent's stones; "need j" means k − j own stones already in it.
 *
 * <ol start="0">
 *   <li>need1 — live windows missing one stone
 *   <li>need2 .. need5 (features 1..4) — live windows missing 2..5 stones
 *   <li>need6plus (5) — live windows with at least one own stone, missing 6 or more
 *   <li>threats (6) — Wu's threat count against the other side, capped at p + 1
 *   <li>threatSquares (7) — empty cells inside threat windows (windows the side fills with one turn)
 *   <li>open2 (8) — live need-2 windows whose two extension cells are empty
 *   <li>open3 (9) — live need-3 windows whose two extension cells are empty
 *   <li>stones (10) — the side's stones on the board
 *   <li>threatMakers (11) — empty cells in live windows missing p + 1 (one stone there makes a threat window)
 *   <li>maxInWindow (12) — most own stones in one live window
 *   <li>strongLines (13) — windows missing at most 2 whose both neighbours are not own stones (distinct shapes)
 *   <li>toMove (14) — 1 for the side to move, 0 for the other
 *   <li>crossings (15) — empty cells lying in live windows missing ≤ 2 in at least two directions
 * </ol>
 * Counts are raw (not scaled); learners should normalise. Not thread-safe (scratch buffers).
 */
public final class ConnectFeatures implements FeatureExtractor<ConnectState> {
  /** Features per side. */
  public static final int PER_SIDE = 16;
  private static final String[] NAMES = {"need1", "need2", "need3", "need4", "need5", "need6plus", "threats",
      "threatSquares", "open2", "open3", "stones", "threatMakers", "maxInWindow", "strongLines", "toMove",
      "crossings"};

  private final ConnectGame g;
  private final BoardWindows windows;
  private final Threats threats;
  private final int[] seenThreat;
  private final int[] seenMaker;
  private final int[] dirMask;
  /** dirMask[c] is valid only where dirStamp[c] == stamp; the cells made valid are listed in touched. */
  private final int[] dirStamp;
  private final int[] touched;
  /** A window already visited in this call carries the current stamp; the side's stones, listed. */
  private final int[] windowStamp;
  private final int[] stones;
  private int stamp;

  /** Features for {@code game}. */
  public ConnectFeatures(ConnectGame game) {
    this.g = game;
    this.windows = game.windows();
    this.threats = new Threats(game);
    this.seenThreat = new int[game.moveSpace()];
    this.seenMaker = new int[game.moveSpace()];
    this.dirMask = new int[game.moveSpace()];
    this.dirStamp = new int[game.moveSpace()];
    this.touched = new int[game.moveSpace()];
    this.windowStamp = new int[game.windowCount()];
    this.stones = new int[game.moveSpace()];
  }

  @Override
  public int dimension() {
    return 2 * PER_SIDE;
  }

  @Override
  public List<String> names() {
    List<String> out = new ArrayList<>();
    for (String side : new String[] {"me.", "op."}) {
      for (String n : NAMES) {
        out.add(side + n);
      }
    }
    return out;
  }

  @Override
  public void extract(ConnectState state, double[] out) {
    int me = state.currentPlayer();
    side(state, me, out, 0);
    side(state, me ^ 1, out, PER_SIDE);
    out[14] = 1;
    out[PER_SIDE + 14] = 0;
  }

  @Override
  public int stage(ConnectState state) {
    return state.stoneCount();
  }

  /**
   * Writes the 16 features of {@code player} into {@code out[offset..offset+16)}. Only the windows through the
   * player's stones are visited, each once: the others add to no feature.
   */
  public void side(ConnectState s, int player, double[] out, int offset) {
    java.util.Arrays.fill(out, offset, offset + PER_SIDE, 0);
    int k = g.k();
    int p = g.p();
    int op = player ^ 1;
    stamp++;
    if (stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(seenThreat, 0);
      java.util.Arrays.fill(seenMaker, 0);
      java.util.Arrays.fill(dirStamp, 0);
      java.util.Arrays.fill(windowStamp, 0);
      stamp = 1;
    }
    int touchedCount = 0;
    int maxIn = 0;
    int stoneCount = s.stonesOf(player, stones);
    for (int i = 0; i < stoneCount; i++) {
      int stone = stones[i];
      for (int t = windows.windowsFrom(stone), te = windows.windowsTo(stone); t < te; t++) {
        int w = windows.windowAt(t);
        if (windowStamp[w] == stamp || s.windowCount(op, w) != 0) {
          continue;
        }
        windowStamp[w] = stamp;
        int own = s.windowCount(player, w);
        int need = k - own;
        maxIn = Math.max(maxIn, own);
        if (need >= 1 && need <= 5) {
          out[offset + need - 1]++;
        } else if (need >= 6) {
          out[offset + 5]++;
        }
        int b = windows.before(w);
        int a = windows.after(w);
        boolean openEnds = (b >= 0 && s.at(b) == 0) && (a >= 0 && s.at(a) == 0);
        if (need == 2 && openEnds) {
          out[offset + 8]++;
        }
        if (need == 3 && openEnds) {
          out[offset + 9]++;
        }
        if (need <= 2 && need >= 1 && (b < 0 || s.at(b) != player + 1) && (a < 0 || s.at(a) != player + 1)) {
          out[offset + 13]++;
        }
        if (need > p + 1 && need > 2) {
          continue; // no empty cell of this window counts for features 7, 11 or 15
        }
        for (int j = 0; j < k; j++) {
          int c = windows.cell(w, j);
          if (s.at(c) != 0) {
            continue;
          }
          if (need <= p && seenThreat[c] != stamp) {
            seenThreat[c] = stamp;
            out[offset + 7]++;
          }
          if (need == p + 1 && seenMaker[c] != stamp) {
            seenMaker[c] = stamp;
            out[offset + 11]++;
          }
          if (need <= 2) {
            if (dirStamp[c] != stamp) {
              dirStamp[c] = stamp;
              dirMask[c] = 0;
              touched[touchedCount++] = c;
            }
            dirMask[c] |= 1 << windows.direction(w);
          }
        }
      }
    }
    out[offset + 6] = threats.count(s, player, p + 1);
    int crossings = 0;
    for (int i = 0; i < touchedCount; i++) {
      if (Integer.bitCount(dirMask[touched[i]]) >= 2) {
        crossings++;
      }
    }
    out[offset + 10] = stoneCount;
    out[offset + 12] = maxIn;
    out[offset + 14] = s.currentPlayer() == player ? 1 : 0;
    out[offset + 15] = crossings;
  }
}
