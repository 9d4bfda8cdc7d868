package org.gametree.othello;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.MoveFormatException;
import org.gametree.core.PositionFormatException;

/**
 * Othello text formats: moves ({@code d3}, {@code D3}, {@code pass}, {@code PA}), OBF positions (64 squares a1…h8,
 * then the side to move, as Edax reads them) and GGF games (read and write).
 */
public final class Notation {
  private Notation() {}

  /** {@code d3} for a square, {@code pass} for the pass. */
  public static String moveToString(int move) {
    if (move == OthelloState.PASS) {
      return "pass";
    }
    if (move < 0 || move > 63) {
      throw new IllegalArgumentException("not an Othello move: " + move);
    }
    return "" + (char) ('a' + (move & 7)) + (char) ('1' + (move >> 3));
  }

  /** Parses {@code d3}, {@code D3}, {@code pass}, {@code PA}, {@code PS} or {@code @@}. */
  public static int parseMove(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    if (t.equals("pass") || t.equals("pa") || t.equals("ps") || t.equals("@@") || t.equals("--")) {
      return OthelloState.PASS;
    }
    if (t.length() == 2) {
      char c = t.charAt(0);
      char r = t.charAt(1);
      if (c >= 'a' && c <= 'h' && r >= '1' && r <= '8') {
        return (c - 'a') + 8 * (r - '1');
      }
    }
    throw new MoveFormatException(text, "expected a square a1..h8 or pass");
  }

  private static int squareCode(char c) {
    switch (c) {
      case 'X': case 'x': case 'B': case 'b': case '*':
        return 0;
      case 'O': case 'o': case 'W': case 'w': case '0':
        return 1;
      case '-': case '.': case '_': case 'e': case 'E':
        return 2;
      default:
        return -1;
    }
  }

  /**
   * Parses an OBF line: 64 squares a1…h8 ({@code X x B b *} black, {@code O o W w 0} white, {@code - . _ e} empty;
   * blanks between squares are skipped), then the side to move ({@code X}/{@code B}/{@code *} or {@code O}/{@code W});
   * anything after the side ({@code ; move:score} fields, {@code %} comments) is ignored.
   */
  public static OthelloState parseObf(String text) {
    long black = 0;
    long white = 0;
    int sq = 0;
    int i = 0;
    int n = text.length();
    while (sq < 64) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i >= n) {
        throw new PositionFormatException(text, "board has only " + sq + " of 64 squares", 1, i + 1);
      }
      char c = text.charAt(i);
      int code = squareCode(c);
      if (code < 0) {
        throw new PositionFormatException(text, "bad square character '" + c + "'", 1, i + 1);
      }
      if (code == 0) {
        black |= 1L << sq;
      } else if (code == 1) {
        white |= 1L << sq;
      }
      sq++;
      i++;
    }
    while (i < n && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    if (i >= n) {
      throw new PositionFormatException(text, "missing side to move", 1, i + 1);
    }
    char s = text.charAt(i);
    int side;
    switch (s) {
      case 'X': case 'x': case 'B': case 'b': case '*':
        side = OthelloState.BLACK;
        break;
      case 'O': case 'o': case 'W': case 'w': case '0':
        side = OthelloState.WHITE;
        break;
      default:
        throw new PositionFormatException(text, "bad side to move '" + s + "'", 1, i + 1);
    }
    i++;
    if (i < n && !(Character.isWhitespace(text.charAt(i)) || text.charAt(i) == ';' || text.charAt(i) == '%')) {
      throw new PositionFormatException(text, "unexpected text after the side to move", 1, i + 1);
    }
    return new OthelloState(black, white, side);
  }

  /** The OBF line of a position: 64 characters {@code X O -} a1…h8, a space, the side {@code X} or {@code O}. */
  public static String toObf(OthelloState s) {
    return boardString(s.black(), s.white(), 'X', 'O') + ' ' + (s.currentPlayer() == OthelloState.BLACK ? 'X' : 'O');
  }

  private static String boardString(long black, long white, char b, char w) {
    StringBuilder sb = new StringBuilder(64);
    for (int sq = 0; sq < 64; sq++) {
      long bit = 1L << sq;
      sb.append((black & bit) != 0 ? b : (white & bit) != 0 ? w : '-');
    }
    return sb.toString();
  }

  /**
   * Reads a GGF game {@code (;GM[Othello]…BO[8 <64 squares> <side>]B[d3]W[pa]…;)}: the start board ({@code *} black,
   * {@code O} white, {@code -} empty) and the moves, which are replayed and checked. Moves may carry
   * {@code /eval/time}; {@code PA} (any move starting with "pa") is a pass. Other properties are ignored.
   */
  public static OthelloState parseGgf(String text) {
    String t = text.strip();
    int start = t.indexOf("(;");
    if (start < 0) {
      throw new PositionFormatException(text, "a GGF game starts with '(;'", 1, 1);
    }
    int end = t.lastIndexOf(";)");
    if (end < start + 2) {
      throw new PositionFormatException(text, "a GGF game ends with ';)'", 1, t.length());
    }
    OthelloState state = null;
    List<String[]> moves = new ArrayList<>();
    List<Integer> positions = new ArrayList<>();
    int i = start + 2;
    while (i < end) {
      char c = t.charAt(i);
      if (Character.isWhitespace(c) || c == ';') {
        i++;
        continue;
      }
      int open = t.indexOf('[', i);
      if (open < 0 || open > end) {
        throw new PositionFormatException(text, "property without a value", 1, i + 1);
      }
      String key = t.substring(i, open).strip();
      int close = t.indexOf(']', open);
      if (close < 0) {
        throw new PositionFormatException(text, "unclosed property " + key, 1, open + 1);
      }
      String value = t.substring(open + 1, close);
      if (key.equals("BO")) {
        String v = value.strip();
        if (!v.startsWith("8")) {
          throw new PositionFormatException(text, "only 8x8 boards are supported", 1, open + 2);
        }
        try {
          state = parseObf(v.substring(1));
        } catch (PositionFormatException e) {
          throw new PositionFormatException(text, "bad BO board: " + e.getMessage(), 1, open + 2);
        }
      } else if (key.equals("B") || key.equals("W")) {
        moves.add(new String[] {key, value});
        positions.add(open + 2);
      }
      i = close + 1;
    }
    if (state == null) {
      state = OthelloState.initial();
    }
    OthelloState s = new OthelloState(state.black(), state.white(), state.currentPlayer());
    for (int k = 0; k < moves.size(); k++) {
      String colour = moves.get(k)[0];
      String mv = moves.get(k)[1];
      int slash = mv.indexOf('/');
      String sqText = (slash >= 0 ? mv.substring(0, slash) : mv).strip();
      int move;
      if (sqText.toLowerCase(Locale.ROOT).startsWith("pa")) {
        move = OthelloState.PASS;
      } else {
        try {
          move = parseMove(sqText);
        } catch (MoveFormatException e) {
          throw new PositionFormatException(text, "bad move '" + sqText + "'", 1, positions.get(k));
        }
      }
      int expected = colour.equals("B") ? OthelloState.BLACK : OthelloState.WHITE;
      if (s.currentPlayer() != expected) {
        if (s.isLegal(OthelloState.PASS)) {
          s.play(OthelloState.PASS); // GGF files often leave implied passes out
        } else {
          throw new PositionFormatException(text, colour + " is not to move at '" + sqText + "'", 1, positions.get(k));
        }
      }
      if (!s.isLegal(move)) {
        throw new PositionFormatException(text, "illegal move '" + sqText + "'", 1, positions.get(k));
      }
      s.play(move);
    }
    return s;
  }

  /** Writes a GGF game: the state's start position as {@code BO} and the moves played since, passes as {@code PA}. */
  public static String toGgf(OthelloState s) {
    return toGgf(s, "?", "?", "?");
  }

  /**
   * Writes a GGF game with the players' names ({@code PB}, {@code PW}) and the result ({@code RE}: the disc margin from
   * Black's side, e.g. {@code +12.000}, or {@code ?}). Brackets and backslashes in names become {@code _}.
   */
  public static String toGgf(OthelloState s, String black, String white, String result) {
    OthelloState root = s.root();
    StringBuilder b = new StringBuilder("(;GM[Othello]PC[gametree]PB[").append(ggfText(black)).append("]PW[")
        .append(ggfText(white)).append("]RE[").append(ggfText(result)).append("]TY[8]BO[8 ");
    b.append(boardString(root.black(), root.white(), '*', 'O'));
    b.append(' ').append(root.currentPlayer() == OthelloState.BLACK ? '*' : 'O').append(']');
    int side = root.currentPlayer();
    for (int move : s.history()) {
      b.append(side == OthelloState.BLACK ? "B[" : "W[");
      b.append(move == OthelloState.PASS ? "PA" : moveToString(move).toUpperCase(Locale.ROOT)).append(']');
      side ^= 1;
    }
    return b.append(";)").toString();
  }

  /** GGF's {@code RE} value for an outcome: Black's disc margin with three decimals. */
  public static String ggfResult(org.gametree.core.Outcome outcome) {
    int margin = outcome.isDraw() ? 0 : outcome.margin() * outcome.signFor(OthelloState.BLACK);
    return String.format(Locale.ROOT, "%+d.000", margin).replace("+0.000", "0.000");
  }

  private static String ggfText(String text) {
    return text.replaceAll("[\\[\\]\\\\]", "_");
  }
}
