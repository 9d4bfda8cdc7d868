package org.gametree.connect6;

import static org.gametree.connect6.ConnectRecord.snip;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.gametree.core.match.GameRecordFormat;

/**
 * SGF records of connect games, one game a line, as the servers that host these games write them.
 *
 * <p>One-stone-a-turn games (gomoku, tic-tac-toe, any connect(m,n,k,1,1)) are written as SGF's Gomoku/Renju type
 * {@code GM[4]} with SGF points: {@code B[hh]} is column h, row h counted from the top. Games with more stones a turn
 * (Connect6) have no registered {@code GM} value; they are written as Little Golem writes its Connect6 games: no
 * {@code GM}, one node per turn, the turn's stones concatenated in one value in this library's notation (column
 * letter, row number counted from the bottom), {@code ;B[j10];W[j9l11];B[k9l8]}. The reader takes either style of
 * points in any game, one or more stones a value, refuses a {@code GM} other than 4, an {@code SZ} other than the
 * game's board, passes and stones of the wrong colour, and follows the main line of a file with variations.
 *
 * <p>Root properties read and written: {@code FF[4]}, {@code GM}, {@code SZ} ({@code SZ[19]} or
 * {@code SZ[columns:rows]}), {@code PB}/{@code PW} (player 0 is Black), {@code RE} ({@code B+}, {@code W+}, {@code 0};
 * {@code Draw}, {@code B} and {@code W} are read too), and for a start other than the empty board {@code AB}/{@code AW}
 * and {@code PL}; the stones left in the turn then follow from the stone count when it fits {@code PL} (as in every
 * position reached by play), else the mover has a full turn.
 */
public final class ConnectSgf implements GameRecordFormat<ConnectState> {
  private final ConnectGame game;

  /** A reader and writer of SGF game records for {@code game}. */
  public ConnectSgf(ConnectGame game) {
    this.game = game;
  }

  @Override
  public String extension() {
    return "sgf";
  }

  @Override
  public String format(ConnectState start, List<Integer> moves, List<String> players, Outcome outcome) {
    boolean points = game.p() == 1; // GM[4] with SGF points; else Little Golem's Connect6 style
    StringBuilder b = new StringBuilder("(;FF[4]");
    if (points) {
      b.append("GM[4]");
    }
    b.append("SZ[").append(game.width() == game.height() ? "" + game.width() : game.width() + ":" + game.height())
        .append(']');
    b.append("PB[").append(escape(players.get(0))).append("]PW[").append(escape(players.get(1))).append(']');
    if (outcome != null) {
      b.append("RE[").append(outcome.isDraw() ? "0" : outcome.winner() == 0 ? "B+" : "W+").append(']');
    }
    if (start.stoneCount() > 0) {
      for (int pl = 0; pl < 2; pl++) {
        b.append(pl == 0 ? "AB" : "AW");
        for (int c = 0; c < game.moveSpace(); c++) {
          if (start.at(c) == pl + 1) {
            b.append('[').append(point(c, points)).append(']');
          }
        }
      }
      b.append("PL[").append(start.currentPlayer() == 0 ? 'B' : 'W').append(']');
    }
    ConnectState s = start.copy();
    int lastMover = -1;
    for (int m : moves) {
      int mover = s.currentPlayer();
      if (points || mover != lastMover) {
        b.append(';').append(mover == 0 ? 'B' : 'W').append('[');
      } else {
        b.setLength(b.length() - 1); // reopen the turn's value
      }
      b.append(point(m, points)).append(']');
      lastMover = mover;
      s.play(m);
    }
    return b.append(")\n").toString();
  }

  private String point(int cell, boolean sgfPoint) {
    int x = cell % game.width();
    int y = cell / game.width();
    return sgfPoint ? "" + (char) ('a' + x) + (char) ('a' + y) : game.moveText(cell);
  }

  private static String escape(String s) {
    return s.replace("\\", "\\\\").replace("]", "\\]").replace('\n', ' ').replace('\r', ' ');
  }

  /** Reads the first game of {@code text}; {@link PositionFormatException} naming the offending text if malformed. */
  public ConnectRecord read(String text) {
    List<Map<String, List<String>>> nodes = parseMainLine(text);
    if (nodes.isEmpty()) {
      throw error(text, "no SGF node in '" + snip(text) + "'");
    }
    Map<String, List<String>> root = nodes.get(0);
    String gm = one(root, "GM");
    if (gm != null && !gm.strip().equals("4")) {
      throw error(text, "GM[" + snip(gm) + "] is not a connect game (GM[4] or none)");
    }
    String sz = one(root, "SZ");
    if (sz != null) {
      String want = game.width() + ":" + game.height();
      String got = sz.strip().contains(":") ? sz.strip() : sz.strip() + ":" + sz.strip();
      if (!got.equals(want)) {
        throw error(text, "SZ[" + snip(sz) + "] is not this game's " + game.width() + "x" + game.height() + " board");
      }
    }
    ConnectState start = game.newInitialState();
    for (int pl = 0; pl < 2; pl++) {
      for (String v : root.getOrDefault(pl == 0 ? "AB" : "AW", List.of())) {
        for (int c : cells(text, v)) {
          if (start.at(c) != 0) {
            throw error(text, "setup stone on an occupied cell: [" + snip(v) + "]");
          }
          start.place(c, pl);
        }
      }
    }
    if (start.stoneCount() > 0) {
      int winner = start.findWinnerOnBoard();
      if (winner == -3) {
        throw error(text, "both players have a winning line in the setup stones");
      }
      int[] turn = ConnectRecord.turnAfter(game, start.stoneCount());
      String pl = one(root, "PL");
      if (pl != null && !pl.strip().equals("B") && !pl.strip().equals("W")) {
        throw error(text, "PL[" + snip(pl) + "] must be B or W");
      }
      int player = pl == null ? turn[0] : pl.strip().equals("B") ? 0 : 1;
      start.setTurn(player, player == turn[0] ? turn[1] : game.p(), winner);
    }
    List<Integer> moves = new ArrayList<>();
    ConnectState s = start.copy();
    for (Map<String, List<String>> node : nodes) {
      for (Map.Entry<String, List<String>> e : node.entrySet()) {
        if (!e.getKey().equals("B") && !e.getKey().equals("W")) {
          continue;
        }
        int colour = e.getKey().equals("B") ? 0 : 1;
        for (String v : e.getValue()) {
          for (int c : cells(text, v)) {
            if (s.currentPlayer() != colour || !s.isLegal(c)) {
              String why = s.isTerminal() ? "the game is already over" : s.at(c) != 0 ? "the cell is occupied"
                  : (s.currentPlayer() == 0 ? "Black" : "White") + " is to move";
              throw error(text, "move " + e.getKey() + "[" + snip(v) + "] after " + moves.size() + " stones: " + why);
            }
            s.play(c);
            moves.add(c);
          }
        }
      }
    }
    List<String> players = List.of(orEmpty(one(root, "PB")), orEmpty(one(root, "PW")));
    return new ConnectRecord(start, moves, players, result(text, one(root, "RE")));
  }

  private static Outcome result(String text, String re) {
    if (re == null) {
      return null;
    }
    String r = re.strip().toUpperCase(java.util.Locale.ROOT);
    if (r.isEmpty() || r.equals("?") || r.equals("VOID")) {
      return null;
    }
    if (r.equals("0") || r.equals("DRAW") || r.equals("D")) {
      return Outcome.draw();
    }
    if (r.startsWith("B")) {
      return Outcome.win(0);
    }
    if (r.startsWith("W")) {
      return Outcome.win(1);
    }
    throw error(text, "RE[" + snip(re) + "] is not a result (B+, W+, 0)");
  }

  /** The cells of one point value: SGF points ({@code hh}) or notation ({@code j10}), one or more concatenated. */
  private List<Integer> cells(String text, String value) {
    String v = value.strip();
    if (v.isEmpty() || v.equals("tt") && game.width() <= 19 && game.height() <= 19) {
      throw error(text, "pass [" + snip(value) + "] is not a move in a connect game");
    }
    List<Integer> out = new ArrayList<>();
    int i = 0;
    while (i < v.length()) {
      char c = Character.toLowerCase(v.charAt(i));
      int x = c - 'a';
      int y = -1;
      int j = i + 1;
      if (j < v.length() && Ascii.isDigit(v.charAt(j))) {
        while (j < v.length() && Ascii.isDigit(v.charAt(j)) && j - i <= 3) {
          j++;
        }
        int row = Ascii.parseInt(v.substring(i + 1, j));
        y = game.height() - row;
      } else if (j < v.length() && v.charAt(j) >= 'a' && v.charAt(j) <= 'z' && v.charAt(i) >= 'a') {
        y = v.charAt(j) - 'a';
        j++;
      }
      if (x < 0 || x >= game.width() || y < 0 || y >= game.height()) {
        throw error(text, "[" + snip(value) + "] is not a point on the " + game.width() + "x" + game.height()
            + " board");
      }
      out.add(game.cell(x, y));
      i = j;
    }
    return out;
  }

  private static String one(Map<String, List<String>> node, String key) {
    List<String> v = node.get(key);
    return v == null || v.isEmpty() ? null : v.get(0);
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }

  /**
   * The nodes of the main line (the first variation at each branch), properties in file order. The rest of the text
   * is read too, so that unbalanced parentheses and text after the last game tree (whitespace aside) are refused.
   */
  static List<Map<String, List<String>>> parseMainLine(String text) {
    List<Map<String, List<String>>> nodes = new ArrayList<>();
    int i = skipSpace(text, 0);
    if (i >= text.length() || text.charAt(i) != '(') {
      throw error(text, "an SGF game starts with '(': '" + snip(text) + "'");
    }
    int depth = 0;
    boolean mainLine = true; // until the first ')': later variations and games are checked, not kept
    Map<String, List<String>> node = null;
    while (true) {
      i = skipSpace(text, i);
      if (i >= text.length()) {
        if (depth == 0) {
          return nodes;
        }
        throw error(text, "SGF ends before its closing ')' (offset " + i + ")");
      }
      char c = text.charAt(i);
      if (depth == 0 && c != '(') {
        throw error(text, (c == ')' ? "unbalanced ')'" : "unexpected text") + " after the last game tree at offset "
            + i + ": '" + snip(text.substring(i)) + "'");
      }
      if (c == ')') {
        depth--;
        mainLine = false;
        node = null;
        i++;
      } else if (c == '(') {
        depth++;
        node = null;
        i++;
        if (skipSpace(text, i) >= text.length() || text.charAt(skipSpace(text, i)) != ';') {
          throw error(text, "a game tree starts with a node ';' at offset " + i);
        }
      } else if (c == ';') {
        node = new LinkedHashMap<>();
        if (mainLine) {
          nodes.add(node);
        }
        i++;
      } else if (c >= 'A' && c <= 'Z' && node != null) {
        int j = i;
        while (j < text.length() && isAsciiLetter(text.charAt(j))) {
          j++;
        }
        String key = text.substring(i, j).replaceAll("[a-z]", ""); // FF3 allowed lower-case letters in names
        List<String> values = node.computeIfAbsent(key, k -> new ArrayList<>());
        i = skipSpace(text, j);
        if (i >= text.length() || text.charAt(i) != '[') {
          throw error(text, "property " + snip(key) + " has no [value]");
        }
        while (i < text.length() && text.charAt(i) == '[') {
          StringBuilder v = new StringBuilder();
          i++;
          while (i < text.length() && text.charAt(i) != ']') {
            if (text.charAt(i) == '\\' && i + 1 < text.length()) {
              i++;
            }
            v.append(text.charAt(i++));
          }
          if (i >= text.length()) {
            throw error(text, "unclosed value in " + key + "[" + snip(v.toString()) + "");
          }
          values.add(v.toString());
          i = skipSpace(text, i + 1);
        }
      } else {
        throw error(text, "unexpected '" + c + "' at offset " + i + ": '" + snip(text.substring(i)) + "'");
      }
    }
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
  }

  private static int skipSpace(String text, int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static PositionFormatException error(String text, String reason) {
    return new PositionFormatException(snip(text), reason);
  }
}
