package org.gametree.xiangqi;

import java.util.Locale;
import org.gametree.core.MoveFormatException;

/**
 * Reads WXF notation as the World Xiangqi Federation defines it: piece letter, file (1–9 from the mover's right),
 * {@code +} forward, {@code -} back or {@code .} sideways, then steps or the new file ({@code C2.5}, {@code H8+7}).
 * Two pieces of a kind on one file are named front {@code +} and rear {@code -} instead of the file ({@code R+.3},
 * {@code C--1}); of three pawns on a file the middle one keeps the file ({@code P3.4}); of four or five the foremost
 * and rearmost are {@code ++} and {@code --}; with tandem pawns on two files the file replaces the letter ({@code
 * 3+.4}, {@code 33.4}, {@code 7-.6}). Also accepted: {@code =} for {@code .}, letters B/N/G/S for E/H/K/P, and the
 * file for an advisor or elephant in tandem (only one of them can make the move).
 */
final class Wxf {
  private static final String LETTERS = " KAEHRCP";

  private Wxf() {}

  /** The legal move that {@code text} names in {@code state}; refuses unknown, illegal and ambiguous text. */
  static int parse(XiangqiState state, String text) {
    String t = normalize(text);
    if (t.length() != 4 || "+-.".indexOf(t.charAt(2)) < 0 || t.charAt(3) < '1' || t.charAt(3) > '9') {
      throw new MoveFormatException(text, "not an ICCS move (h2e2) nor a WXF move (C2.5)");
    }
    String prefix = t.substring(0, 2);
    String motion = t.substring(2);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int n = state.legalMoves(buf);
    int found = -1;
    for (int i = 0; i < n; i++) {
      int m = buf[i];
      if (motion(state, m).equals(motion) && names(state, m / 90, prefix)) {
        if (found >= 0) {
          throw new MoveFormatException(text, "ambiguous: names more than one legal move");
        }
        found = m;
      }
    }
    if (found < 0) {
      throw new MoveFormatException(text, "names no legal move here");
    }
    return found;
  }

  /** The WXF text of a legal move in {@code state} in the federation's form, e.g. {@code C2.5}, {@code R+.3}. */
  static String format(XiangqiState state, int move) {
    int from = move / 90;
    int p = state.board[from];
    int color = p >> 3;
    int type = p & 7;
    char letter = LETTERS.charAt(type);
    char file = (char) ('0' + fileNumber(color, from));
    int[] count = new int[9];
    for (int sq = 0; sq < 90; sq++) {
      if (state.board[sq] == p) {
        count[sq % 9]++;
      }
    }
    int k = count[from % 9];
    int index = 0;
    for (int r = 0; r < 10; r++) {
      if (state.board[r * 9 + from % 9] == p && (color == 0 ? r > from / 9 : r < from / 9)) {
        index++;
      }
    }
    String prefix;
    if (k == 1 || type == Tables.ADVISOR || type == Tables.ELEPHANT) {
      prefix = "" + letter + file; // an advisor or elephant pair never both make the same move
    } else if (type == Tables.SOLDIER && tandemFiles(count) > 1) {
      prefix = "" + file + (index == 0 ? '+' : index == k - 1 ? '-' : file);
    } else if (k >= 4 && (index == 0 || index == k - 1)) {
      prefix = index == 0 ? "++" : "--";
    } else {
      int front = k >= 4 ? 1 : 0;
      int rear = k >= 4 ? k - 2 : k - 1;
      prefix = "" + letter + (index == front ? '+' : index == rear ? '-' : file);
    }
    return prefix + motion(state, move);
  }

  private static int tandemFiles(int[] count) {
    int n = 0;
    for (int c : count) {
      if (c >= 2) {
        n++;
      }
    }
    return n;
  }

  private static String normalize(String text) {
    StringBuilder sb = new StringBuilder();
    String t = text.strip().toUpperCase(Locale.ROOT);
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == '\u2013' || c == '\u2212') {
        c = '-';
      }
      sb.append(c == '=' ? '.' : c == 'B' ? 'E' : c == 'N' ? 'H' : c == 'G' ? 'K' : c == 'S' ? 'P' : c);
    }
    return sb.toString();
  }

  /** The file number 1–9 of {@code sq} counted from the right of player {@code color}. */
  static int fileNumber(int color, int sq) {
    int file = sq % 9;
    return color == 0 ? 9 - file : file + 1;
  }

  /** The direction and steps or new file of a move, e.g. {@code .5} or {@code +7}. */
  static String motion(XiangqiState state, int move) {
    int from = move / 90;
    int to = move % 90;
    int p = state.board[from];
    int color = p >> 3;
    int type = p & 7;
    int dr = to / 9 - from / 9;
    int forward = color == 0 ? dr : -dr;
    boolean diagonal = type == Tables.ADVISOR || type == Tables.ELEPHANT || type == Tables.HORSE;
    if (forward == 0) {
      return "." + fileNumber(color, to);
    }
    return (forward > 0 ? "+" : "-") + (diagonal ? fileNumber(color, to) : Math.abs(forward));
  }

  /** Whether the two-character {@code prefix} names the piece on {@code from}. */
  private static boolean names(XiangqiState state, int from, String prefix) {
    int p = state.board[from];
    int color = p >> 3;
    int type = p & 7;
    char letter = LETTERS.charAt(type);
    char file = (char) ('0' + fileNumber(color, from));
    int k = 0;
    int index = 0; // 0 = the foremost of the k pieces of this kind on this file
    for (int r = 0; r < 10; r++) {
      int sq = r * 9 + from % 9;
      if (state.board[sq] == p) {
        k++;
        boolean ahead = color == 0 ? r > from / 9 : r < from / 9;
        if (ahead) {
          index++;
        }
      }
    }
    char c0 = prefix.charAt(0);
    char c1 = prefix.charAt(1);
    if (c0 == letter && c1 == file) {
      // the file names a lone piece, the middle of an odd tandem, or (resolved by the move) one of a pair
      return k == 1 || (k % 2 == 1 ? index == k / 2 : type != Tables.SOLDIER || k == 2);
    }
    if (k < 2) {
      return false;
    }
    char sign = index == 0 ? '+' : index == k - 1 ? '-' : ' ';
    if (k >= 4) {
      if (c0 == c1 && (c0 == '+' || c0 == '-')) {
        return c0 == sign;
      }
      sign = index == 1 ? '+' : index == k - 2 ? '-' : ' ';
    }
    if (c0 == letter) {
      return c1 == sign;
    }
    if (type == Tables.SOLDIER && c0 == file) {
      char edge = index == 0 ? '+' : index == k - 1 ? '-' : k % 2 == 1 && index == k / 2 ? file : ' ';
      return c1 == edge;
    }
    return false;
  }
}
