package org.gametree.xiangqi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.GameException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * PGN as Xiangqi programs exchange it: tags {@code [Game "Chinese Chess"]}, {@code [Red ...]}, {@code [Black ...]},
 * {@code [Result ...]}, {@code [FEN ...]} when the game does not start from the initial position, and numbered moves
 * in ICCS ({@code h2e2}, also read as {@code H2-E2}) or WXF ({@code C2.5}, see {@link Notation}). Written in ICCS with
 * {@code [Format "ICCS"]}. Comments ({@code {...}}, {@code ;...}), variations ({@code (...)}) and NAGs ({@code $1})
 * are skipped on reading; a text holding several games yields the first.
 */
public final class Pgn {
  private static final int MAX_SNIPPET = 80;
  private static final int LINE_WIDTH = 80;

  private Pgn() {}

  /** One game read from PGN: its tags, start position, moves (ICCS ints) and result (null for {@code *}). */
  public record Game(Map<String, String> tags, XiangqiState start, List<Integer> moves, Outcome result) {
    /** The position after all the moves (a fresh state that keeps the game's history for repetitions). */
    public XiangqiState end() {
      XiangqiState s = start.copy();
      for (int m : moves) {
        s.play(m);
      }
      return s;
    }
  }

  /** The PGN text of one game (ending with a newline); {@code red} and {@code black} name the players. */
  public static String write(XiangqiState start, List<Integer> moves, String red, String black, Outcome outcome) {
    String result = outcome == null ? "*" : outcome.isDraw() ? "1/2-1/2" : outcome.winner() == 0 ? "1-0" : "0-1";
    StringBuilder sb = new StringBuilder();
    tag(sb, "Game", "Chinese Chess");
    tag(sb, "Red", red);
    tag(sb, "Black", black);
    tag(sb, "Result", result);
    String fen = Fen.format(start);
    if (!fen.equals(XiangqiGame.START_FEN)) {
      tag(sb, "FEN", fen);
    }
    tag(sb, "Format", "ICCS");
    sb.append('\n');
    XiangqiState s = start.copy();
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < moves.size(); i++) {
      int m = moves.get(i);
      String token = "";
      if (s.side == 0) {
        token = (s.plyCount() / 2 + 1) + ". ";
      } else if (i == 0) {
        token = (s.plyCount() / 2 + 1) + "... ";
      }
      token += Notation.iccs(m);
      append(sb, line, token);
      s.play(m);
    }
    append(sb, line, result);
    sb.append(line).append("\n\n");
    return sb.toString();
  }

  private static void append(StringBuilder sb, StringBuilder line, String token) {
    if (line.length() > 0 && line.length() + 1 + token.length() > LINE_WIDTH) {
      sb.append(line).append('\n');
      line.setLength(0);
    }
    if (line.length() > 0) {
      line.append(' ');
    }
    line.append(token);
  }

  private static void tag(StringBuilder sb, String name, String value) {
    String v = value.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ').replace('\r', ' ');
    sb.append('[').append(name).append(" \"").append(v).append("\"]\n");
  }

  /** Whether {@code text} looks like PGN (its first non-blank character opens a tag). */
  public static boolean looksLikePgn(String text) {
    return text != null && withoutBom(text).strip().startsWith("[");
  }

  /**
   * Reads the first game of {@code text}; a {@link PositionFormatException} naming the offending text (at most 80
   * characters) and its line refuses anything else.
   */
  public static Game read(String input) {
    String text = input == null ? null : withoutBom(input);
    if (text == null || text.isBlank()) {
      throw new PositionFormatException(String.valueOf(text), "empty PGN");
    }
    Map<String, String> tags = new LinkedHashMap<>();
    List<Integer> moves = new ArrayList<>();
    String resultToken = null;
    XiangqiState state = null;
    int i = 0;
    int n = text.length();
    int depth = 0; // nesting of (variations), skipped
    while (i < n) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '{') {
        int end = text.indexOf('}', i);
        if (end < 0) {
          throw error(text, i, "comment '{' is never closed");
        }
        i = end + 1;
      } else if (c == ';' || (c == '%' && (i == 0 || text.charAt(i - 1) == '\n'))) {
        int end = text.indexOf('\n', i);
        i = end < 0 ? n : end + 1;
      } else if (c == '(') {
        depth++;
        i++;
      } else if (c == ')') {
        if (--depth < 0) {
          throw error(text, i, "')' closes no variation");
        }
        i++;
      } else if (depth > 0) {
        i++;
      } else if (c == '[') {
        if (state != null) {
          break; // the next game's tags
        }
        i = readTag(text, i, tags);
      } else {
        int end = i;
        while (end < n && !Character.isWhitespace(text.charAt(end)) && "{;()[".indexOf(text.charAt(end)) < 0) {
          end++;
        }
        String token = text.substring(i, end);
        if (state == null) {
          state = startOf(text, i, tags);
        }
        if (resultToken != null) {
          throw error(text, i, "text after the result '" + resultToken + "'");
        }
        if (isResult(token)) {
          resultToken = token;
        } else if (!token.startsWith("$")) {
          String move = stripNumber(token);
          if (!move.isEmpty()) {
            moves.add(play(text, i, state, move));
          }
        }
        i = end;
      }
    }
    if (depth > 0) {
      throw error(text, n - 1, "a variation '(' is never closed");
    }
    if (tags.isEmpty() && moves.isEmpty()) {
      throw new PositionFormatException(snippet(text), "no PGN tags or moves");
    }
    if (state == null) {
      state = startOf(text, 0, tags);
    }
    String result = tags.getOrDefault("Result", resultToken == null ? "*" : resultToken);
    if (!isResult(result)) {
      throw new PositionFormatException(snippet(result), "unknown result '" + snippet(result) + "'");
    }
    XiangqiState start = startOf(text, 0, tags);
    return new Game(Collections.unmodifiableMap(tags), start, List.copyOf(moves), outcome(result));
  }

  private static int play(String text, int at, XiangqiState state, String move) {
    try {
      int m = Notation.parse(state, move);
      state.play(m);
      return m;
    } catch (GameException e) {
      throw error(text, at, "move '" + snippet(move) + "' is not legal here (" + e.getMessage() + ")");
    }
  }

  private static int readTag(String text, int i, Map<String, String> tags) {
    int j = i + 1;
    int n = text.length();
    while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
      j++;
    }
    String name = text.substring(i + 1, j);
    while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
      j++;
    }
    if (name.isEmpty() || j >= n || text.charAt(j) != '"') {
      throw error(text, i, "a tag is [Name \"value\"]");
    }
    StringBuilder value = new StringBuilder();
    j++;
    while (j < n && text.charAt(j) != '"' && text.charAt(j) != '\n') {
      char c = text.charAt(j);
      if (c == '\\' && j + 1 < n) {
        c = text.charAt(++j);
      }
      value.append(c);
      j++;
    }
    if (j >= n || text.charAt(j) != '"') {
      throw error(text, i, "the value of tag " + name + " is never closed");
    }
    j++;
    while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
      j++;
    }
    if (j >= n || text.charAt(j) != ']') {
      throw error(text, i, "tag " + name + " lacks its ']'");
    }
    tags.put(name, value.toString());
    return j + 1;
  }

  private static XiangqiState startOf(String text, int at, Map<String, String> tags) {
    String game = tags.get("Game");
    if (game != null && !game.equalsIgnoreCase("Chinese Chess") && !game.equalsIgnoreCase("Xiangqi")) {
      throw new PositionFormatException(snippet(game), "[Game \"" + snippet(game) + "\"] is not Chinese Chess");
    }
    String format = tags.get("Format");
    if (format != null && !format.equalsIgnoreCase("ICCS") && !format.equalsIgnoreCase("WXF")) {
      throw new PositionFormatException(snippet(format), "move format '" + snippet(format) + "' (ICCS and WXF read)");
    }
    String fen = tags.get("FEN");
    if (fen == null) {
      return Fen.parse(XiangqiGame.START_FEN);
    }
    try {
      return Fen.parse(fen);
    } catch (PositionFormatException e) {
      throw new PositionFormatException(snippet(fen), "[FEN] " + e.getMessage(), lineOf(text, at), 0);
    }
  }

  private static boolean isResult(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
  }

  private static Outcome outcome(String result) {
    switch (result) {
      case "1-0":
        return Outcome.win(0);
      case "0-1":
        return Outcome.win(1);
      case "1/2-1/2":
        return Outcome.draw();
      default:
        return null;
    }
  }

  /** A token without its move number ({@code 12.}, {@code 12...}); WXF like {@code 33.4} is a move, not a number. */
  private static String stripNumber(String token) {
    if (token.length() == 4 && "+-.=".indexOf(token.charAt(2)) >= 0 && Ascii.isDigit(token.charAt(3))) {
      return token;
    }
    int k = 0;
    while (k < token.length() && Ascii.isDigit(token.charAt(k))) {
      k++;
    }
    if (k == 0 || k == token.length() || token.charAt(k) != '.') {
      return token;
    }
    while (k < token.length() && token.charAt(k) == '.') {
      k++;
    }
    return token.substring(k);
  }

  private static PositionFormatException error(String text, int at, String reason) {
    int lineStart = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
    if (at == 0) {
      lineStart = 0;
    }
    int lineEnd = text.indexOf('\n', at);
    String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
    return new PositionFormatException(snippet(line), reason, lineOf(text, at), at - lineStart + 1);
  }

  private static int lineOf(String text, int at) {
    int line = 1;
    for (int k = 0; k < at && k < text.length(); k++) {
      if (text.charAt(k) == '\n') {
        line++;
      }
    }
    return line;
  }

  /** The text without the byte-order mark some Windows programs put first. */
  private static String withoutBom(String text) {
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  private static String snippet(String s) {
    String t = s.strip();
    return t.length() <= MAX_SNIPPET ? t : t.substring(0, MAX_SNIPPET - 3) + "...";
  }
}
