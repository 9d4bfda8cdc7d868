package org.gametree.xiangqi;

import java.util.Locale;

/**
 * Move notations: ICCS coordinates ({@code h2e2}, files a–i from Red's left, ranks 0–9 from Red's back rank) and WXF
 * ({@code C2.5}, {@code H8+7}, {@code R+.3} for the front chariot of two on a file moving sideways; tandem pawns as
 * the WXF rules write them).
 */
public final class Notation {
  private Notation() {}

  /** The ICCS text of a move, e.g. {@code h2e2}. */
  public static String iccs(int move) {
    int from = move / 90;
    int to = move % 90;
    return "" + (char) ('a' + from % 9) + (char) ('0' + from / 9) + (char) ('a' + to % 9) + (char) ('0' + to / 9);
  }

  /** Parses ICCS ({@code h2e2}, {@code H2-E2}) into a move without checking legality; -1 if not ICCS syntax. */
  public static int parseIccs(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.length() == 5 && t.charAt(2) == '-') {
      t = t.substring(0, 2) + t.substring(3);
    }
    if (t.length() != 4) {
      return -1;
    }
    char f1 = t.charAt(0);
    char r1 = t.charAt(1);
    char f2 = t.charAt(2);
    char r2 = t.charAt(3);
    if (f1 < 'a' || f1 > 'i' || f2 < 'a' || f2 > 'i' || r1 < '0' || r1 > '9' || r2 < '0' || r2 > '9') {
      return -1;
    }
    return ((r1 - '0') * 9 + (f1 - 'a')) * 90 + (r2 - '0') * 9 + (f2 - 'a');
  }

  /** Parses ICCS or WXF in {@code state}; WXF must name exactly one legal move. */
  public static int parse(XiangqiState state, String text) {
    int move = parseIccs(text);
    return move >= 0 ? move : Wxf.parse(state, text);
  }

  /** The WXF text of a legal move in {@code state}, e.g. {@code C2.5}; {@code +} front and {@code -} rear tandems. */
  public static String wxf(XiangqiState state, int move) {
    return Wxf.format(state, move);
  }
}
