package org.gametree.xiangqi;

import org.gametree.core.Ascii;
import org.gametree.core.PositionFormatException;

/**
 * FEN for Xiangqi: ranks from Black's back rank, letters KABNRCP (H and E accepted), side w, r or b. Refused, as no
 * game reaches them: a side without exactly one general, more pieces of a kind than a side starts with (three
 * chariots, six soldiers), a piece where it can never stand (a general outside its palace, an elephant across the
 * river, a soldier behind its start), and the side not to move in check (which includes generals facing each other).
 * EPD lines (the first four fields, then operations such as {@code bm h2e2; id "x";}) are read as well.
 */
public final class Fen {
  private static final String LETTERS = " kabnrcp";
  /** The most pieces of each type (index as {@link #LETTERS}) a side can have: what it starts with. */
  private static final int[] MOST = {0, 1, 2, 2, 2, 2, 2, 5};

  private Fen() {}

  /** The position a FEN record describes; a {@link PositionFormatException} naming the fault for malformed text. */
  public static XiangqiState parse(String text) {
    String trimmed = text.strip();
    int offset = text.indexOf(trimmed.isEmpty() ? " " : trimmed.substring(0, 1));
    offset = Math.max(0, offset);
    String[] fields = trimmed.split("\\s+");
    if (trimmed.isEmpty()) {
      throw new PositionFormatException(text, "empty FEN", 1, 1);
    }
    int[] board = new int[90];
    int rank = 9;
    int file = 0;
    int[] kings = new int[2];
    int[][] pieces = new int[2][8];
    String placement = fields[0];
    for (int i = 0; i < placement.length(); i++) {
      char c = placement.charAt(i);
      int col = offset + i + 1;
      if (c == '/') {
        if (file != 9) {
          throw new PositionFormatException(text, "rank " + rank + " has " + file + " files, not 9", 1, col);
        }
        rank--;
        file = 0;
        if (rank < 0) {
          throw new PositionFormatException(text, "more than 10 ranks", 1, col);
        }
      } else if (c >= '1' && c <= '9') {
        file += c - '0';
        if (file > 9) {
          throw new PositionFormatException(text, "rank " + rank + " is longer than 9 files", 1, col);
        }
      } else {
        char lower = Character.toLowerCase(c);
        lower = lower == 'h' ? 'n' : lower == 'e' ? 'b' : lower;
        int type = LETTERS.indexOf(lower);
        if (type <= 0) {
          throw new PositionFormatException(text, "unknown piece letter '" + c + "'", 1, col);
        }
        if (file >= 9) {
          throw new PositionFormatException(text, "rank " + rank + " is longer than 9 files", 1, col);
        }
        int color = Character.isUpperCase(c) ? 0 : 1;
        int sq = rank * 9 + file;
        if (!placementOk(type, color, sq)) {
          throw new PositionFormatException(text, "'" + c + "' cannot stand on " + (char) ('a' + file) + rank, 1, col);
        }
        if (type == Tables.KING) {
          kings[color]++;
        }
        if (++pieces[color][type] > MOST[type] && type != Tables.KING) {
          throw new PositionFormatException(text, (color == 0 ? "Red" : "Black") + " has more than " + MOST[type]
              + " '" + c + "' (a game starts with " + MOST[type] + " and never gains one)", 1, col);
        }
        board[sq] = color * Tables.BLACK + type;
        file++;
      }
    }
    if (rank != 0 || file != 9) {
      throw new PositionFormatException(text, "the board needs 10 ranks of 9 files", 1, offset + placement.length());
    }
    if (kings[0] != 1 || kings[1] != 1) {
      throw new PositionFormatException(text, "each side needs exactly one general", 1, offset + 1);
    }
    int side = 0;
    int column = offset + placement.length() + 2;
    if (fields.length > 1) {
      column = text.indexOf(fields[1], offset + placement.length()) + 1;
      switch (fields[1]) {
        case "w": case "r": case "W": case "R":
          side = 0;
          break;
        case "b": case "B":
          side = 1;
          break;
        default:
          throw new PositionFormatException(text, "side must be w, r or b, not '" + fields[1] + "'", 1, column);
      }
    }
    int halfmove = 0;
    int fullmove = 1;
    if (fields.length > 4 && !Ascii.isDigits(fields[4])) {
      int[] counters = epdOperations(text);
      halfmove = counters[0];
      fullmove = counters[1];
    } else if (fields.length > 4) {
      halfmove = number(text, fields[4], 0);
    }
    if (fields.length > 5 && Ascii.isDigits(fields[4])) {
      fullmove = Math.max(1, number(text, fields[5], 1));
    }
    if (fields.length > 6 && Ascii.isDigits(fields[4])) {
      throw new PositionFormatException(text, "unexpected text '" + fields[6] + "'", 1,
          text.lastIndexOf(fields[6]) + 1);
    }
    XiangqiState state = new XiangqiState(board, side, halfmove, 2 * (fullmove - 1) + side);
    if (state.attacked(state.kingSq[side ^ 1], side)) {
      throw new PositionFormatException(text, "the side not to move is in check", 1, column);
    }
    return state;
  }

  /**
   * The counters an EPD line's operations give ({@code hmvc}, {@code fmvn}; others, such as {@code bm} or {@code id},
   * are checked for shape and skipped): operations follow the first four fields, each an opcode, its operands and a
   * semicolon; quoted operands may hold semicolons.
   */
  private static int[] epdOperations(String text) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\s*(?:\\S+\\s+){4}").matcher(text);
    if (!m.find()) {
      throw new PositionFormatException(text, "EPD operations need the first four fields", 1, 1);
    }
    int[] counters = {0, 1};
    int i = m.end();
    while (i < text.length()) {
      int end = i;
      boolean quoted = false;
      while (end < text.length() && (quoted || text.charAt(end) != ';')) {
        quoted ^= text.charAt(end) == '"';
        end++;
      }
      if (quoted) {
        throw new PositionFormatException(text, "an EPD string is never closed", 1, i + 1);
      }
      String op = text.substring(i, end).strip();
      if (end == text.length() && !op.isEmpty()) {
        throw new PositionFormatException(text, "EPD operation '" + op + "' lacks its ';'", 1, i + 1);
      }
      if (!op.isEmpty()) {
        String[] parts = op.split("\\s+", 2);
        if (!parts[0].matches("[A-Za-z][A-Za-z0-9_]{0,14}")) {
          throw new PositionFormatException(text, "bad EPD opcode '" + parts[0] + "'", 1, i + 1);
        }
        if (parts[0].equals("hmvc") || parts[0].equals("fmvn")) {
          String v = parts.length > 1 ? parts[1].strip() : "";
          int k = parts[0].equals("hmvc") ? 0 : 1;
          counters[k] = number(text, v, k);
        }
      }
      i = end + 1;
    }
    return counters;
  }

  private static int number(String text, String field, int min) {
    try {
      int v = Ascii.parseInt(field);
      if (v < min) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new PositionFormatException(text, "bad move counter '" + field + "'", 1, text.lastIndexOf(field) + 1);
    }
  }

  private static boolean placementOk(int type, int color, int sq) {
    int r = sq / 9;
    int f = sq % 9;
    boolean own = color == 0 ? r <= 4 : r >= 5;
    switch (type) {
      case Tables.KING:
        return Tables.inPalace(r, f) && own;
      case Tables.ADVISOR:
        return Tables.inPalace(r, f) && own && (f + r) % 2 == (color == 0 ? 1 : 0);
      case Tables.ELEPHANT:
        return own && f % 2 == 0 && (r % 5) % 2 == 0 && (f / 2 + (r % 5) / 2) % 2 == 1;
      case Tables.SOLDIER:
        return color == 0 ? r >= 3 : r <= 6;
      default:
        return true;
    }
  }

  /** The FEN record of {@code s}, which {@link #parse} reads back. */
  public static String format(XiangqiState s) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 9; file++) {
        int p = s.board[rank * 9 + file];
        if (p == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        char c = LETTERS.charAt(p & 7);
        sb.append(p < Tables.BLACK ? Character.toUpperCase(c) : c);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(s.side == 0 ? " w" : " b").append(" - - ").append(s.halfmove).append(' ')
        .append(s.plyCount() / 2 + 1);
    return sb.toString();
  }
}
