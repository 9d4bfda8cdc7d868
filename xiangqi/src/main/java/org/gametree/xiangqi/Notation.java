package org.gametree.xiangqi;

import java.util.Locale;
import org.gametree.core.MoveFormatException;

/**
 * Move notations: ICCS coordinates ({@code h2e2}, files a–i from Red's left, ranks 0–9 from Red's back rank) and WXF
 * ({@code C2.5}, {@code H8+7}, {@code R+-1} for the front chariot of two on a file).
 */
public final class Notation {
  private static final String WXF_LETTERS = " KAEHRCP";

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

  /** Parses ICCS or WXF in {@code state}; WXF must name a legal move. */
  public static int parse(XiangqiState state, String text) {
    int move = parseIccs(text);
    if (move >= 0) {
      return move;
    }
    String want = normalizeWxf(text);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int n = state.legalMoves(buf);
    for (int i = 0; i < n; i++) {
      if (wxf(state, buf[i]).equals(want)) {
        return buf[i];
      }
    }
    throw new MoveFormatException(text, "not an ICCS move (h2e2) nor a legal WXF move (C2.5) here");
  }

  private static String normalizeWxf(String text) {
    StringBuilder sb = new StringBuilder();
    for (char c : text.trim().toUpperCase(Locale.ROOT).toCharArray()) {
      sb.append(c == '=' ? '.' : c == 'B' ? 'E' : c == 'N' ? 'H' : c);
    }
    return sb.toString();
  }

  private static int fileNumber(int color, int file) {
    return color == 0 ? 9 - file : file + 1;
  }

  /** The WXF text of a legal move in {@code state}, e.g. {@code C2.5}. */
  public static String wxf(XiangqiState state, int move) {
    int from = move / 90;
    int to = move % 90;
    int p = state.board[from];
    int color = p >> 3;
    int type = p & 7;
    StringBuilder sb = new StringBuilder();
    sb.append(WXF_LETTERS.charAt(type));
    int ff = from % 9;
    int fr = from / 9;
    // a second piece of the same kind on the same file: name front (+) or rear (-) instead of the file
    String tandem = null;
    for (int r = 0; r < 10; r++) {
      int sq = r * 9 + ff;
      if (sq != from && state.board[sq] == p) {
        boolean ahead = color == 0 ? fr > r : fr < r;
        tandem = ahead ? "+" : "-";
      }
    }
    sb.append(tandem != null ? tandem : Integer.toString(fileNumber(color, ff)));
    int dr = to / 9 - fr;
    int forward = color == 0 ? dr : -dr;
    boolean diagonal = type == Tables.ADVISOR || type == Tables.ELEPHANT || type == Tables.HORSE;
    if (forward == 0) {
      sb.append('.').append(fileNumber(color, to % 9));
    } else {
      sb.append(forward > 0 ? '+' : '-');
      sb.append(diagonal ? fileNumber(color, to % 9) : Math.abs(forward));
    }
    return sb.toString();
  }
}
