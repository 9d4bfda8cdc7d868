package org.gametree.go;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.PositionFormatException;

/**
 * SGF FF[4] for Go: reads collections with variations (the main line is the first child at every branch), setup
 * properties, {@code B[]} and {@code B[tt]} passes and escaped values; writes the setup and the moves of a position.
 */
public final class Sgf {
  private Sgf() {}

  /** One SGF node: property identifiers to their values (unescaped), in file order. */
  public record Node(Map<String, List<String>> properties) {
    /** The first value of a property, or null. */
    public String first(String id) {
      List<String> v = properties.get(id);
      return v == null || v.isEmpty() ? null : v.get(0);
    }
  }

  /** A game tree: a sequence of nodes and the variations that follow it (the first is the main line). */
  public record Tree(List<Node> sequence, List<Tree> variations) {
    /** The nodes of the main line, from the root. */
    public List<Node> mainLine() {
      List<Node> line = new ArrayList<>();
      Tree t = this;
      while (t != null) {
        line.addAll(t.sequence);
        t = t.variations.isEmpty() ? null : t.variations.get(0);
      }
      return line;
    }
  }

  /**
   * Parses the first game tree of an SGF collection; the trees after it must be well formed too, and nothing but
   * whitespace may follow the last one (an unbalanced ')' included). {@link PositionFormatException} with line,
   * column and offset.
   */
  public static Tree parse(String text) {
    Parser p = new Parser(text);
    p.skipSpace();
    if (p.pos >= text.length() || text.charAt(p.pos) != '(') {
      throw p.error("expected '(' to start an SGF game tree");
    }
    Tree first = p.tree();
    p.skipSpace();
    while (p.pos < text.length()) {
      char c = text.charAt(p.pos);
      if (c == '(') {
        p.tree();
      } else if (c == ')') {
        throw p.error("unbalanced ')'");
      } else {
        throw p.error("text after the last game tree");
      }
      p.skipSpace();
    }
    return first;
  }

  private static final class Parser {
    final String text;
    int pos;

    Parser(String text) {
      this.text = text;
    }

    PositionFormatException error(String why) {
      int line = 1;
      int col = 1;
      for (int i = 0; i < Math.min(pos, text.length()); i++) {
        if (text.charAt(i) == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
      }
      return new PositionFormatException(text, why + " at offset " + pos, line, col);
    }

    void skipSpace() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    /**
     * A game tree and its variations, read without recursion (an explicit stack of open trees), so that no nesting
     * depth in the input can overflow the call stack.
     */
    Tree tree() {
      java.util.ArrayDeque<List<Node>> sequences = new java.util.ArrayDeque<>();
      java.util.ArrayDeque<List<Tree>> variations = new java.util.ArrayDeque<>();
      pos++; // '('
      sequences.push(sequence());
      variations.push(new ArrayList<>());
      while (true) {
        skipSpace();
        if (pos < text.length() && text.charAt(pos) == '(') {
          pos++;
          sequences.push(sequence());
          variations.push(new ArrayList<>());
        } else if (pos < text.length() && text.charAt(pos) == ')') {
          pos++;
          Tree t = new Tree(List.copyOf(sequences.pop()), List.copyOf(variations.pop()));
          if (sequences.isEmpty()) {
            return t;
          }
          variations.peek().add(t);
        } else {
          throw error("expected ')' to end the game tree");
        }
      }
    }

    /** The nodes after a '(': at least one. */
    List<Node> sequence() {
      List<Node> seq = new ArrayList<>();
      skipSpace();
      while (pos < text.length() && text.charAt(pos) == ';') {
        pos++;
        seq.add(node());
        skipSpace();
      }
      if (seq.isEmpty()) {
        throw error("expected ';' to start a node");
      }
      return seq;
    }

    Node node() {
      Map<String, List<String>> props = new LinkedHashMap<>();
      skipSpace();
      while (pos < text.length() && isAsciiLetter(text.charAt(pos))) {
        int start = pos;
        while (pos < text.length() && isAsciiLetter(text.charAt(pos))) {
          pos++;
        }
        String id = text.substring(start, pos);
        if (!id.chars().allMatch(Character::isUpperCase)) {
          // FF[1]-style lower-case letters are ignored, as the spec allows.
          id = id.chars().filter(Character::isUpperCase)
              .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        }
        skipSpace();
        List<String> values = new ArrayList<>();
        while (pos < text.length() && text.charAt(pos) == '[') {
          values.add(value());
          skipSpace();
        }
        if (values.isEmpty()) {
          throw error("property " + id + " has no value");
        }
        props.computeIfAbsent(id, k -> new ArrayList<>()).addAll(values);
      }
      return new Node(props);
    }

    /** SGF property identifiers are ASCII letters; any other letter is not SGF. */
    static boolean isAsciiLetter(char c) {
      return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    String value() {
      pos++; // '['
      StringBuilder b = new StringBuilder();
      while (pos < text.length()) {
        char c = text.charAt(pos++);
        if (c == ']') {
          return b.toString();
        }
        if (c == '\\') {
          if (pos >= text.length()) {
            break;
          }
          char e = text.charAt(pos++);
          if (e == '\n' || e == '\r') {
            // soft line break: removed
            if (e == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
              pos++;
            }
            continue;
          }
          b.append(e);
        } else {
          b.append(c);
        }
      }
      throw error("unterminated property value");
    }
  }

  /** Escapes a property value ({@code ]} and {@code \}). */
  public static String escape(String value) {
    return value.replace("\\", "\\\\").replace("]", "\\]");
  }

  /** The move of an SGF point ({@code dd}); the pass for {@code ""} and (on boards up to 19) {@code tt}. */
  static int point(GoGame game, String v) {
    int n = game.size();
    String s = v.strip();
    if (s.isEmpty() || (n <= 19 && s.equals("tt"))) {
      return n * n;
    }
    if (s.length() != 2) {
      throw new IllegalArgumentException("bad SGF point '" + v + "'");
    }
    int c = coord(s.charAt(0));
    int r = coord(s.charAt(1));
    if (c < 0 || c >= n || r < 0 || r >= n) {
      throw new IllegalArgumentException("SGF point '" + v + "' is off the " + n + "x" + n + " board");
    }
    return r * n + c;
  }

  private static int coord(char ch) {
    if (ch >= 'a' && ch <= 'z') {
      return ch - 'a';
    }
    if (ch >= 'A' && ch <= 'Z') {
      return ch - 'A' + 26;
    }
    return -1;
  }

  private static String pointText(GoGame game, int move) {
    int n = game.size();
    if (move == n * n) {
      return "";
    }
    return "" + (char) ('a' + move % n) + (char) ('a' + move / n);
  }

  /** Expands a point list value, including compressed rectangles {@code aa:cc}. */
  static List<Integer> points(GoGame game, String v) {
    int colon = v.indexOf(':');
    if (colon < 0) {
      return List.of(point(game, v));
    }
    int a = point(game, v.substring(0, colon));
    int b = point(game, v.substring(colon + 1));
    int n = game.size();
    List<Integer> out = new ArrayList<>();
    for (int r = Math.min(a / n, b / n); r <= Math.max(a / n, b / n); r++) {
      for (int c = Math.min(a % n, b % n); c <= Math.max(a % n, b % n); c++) {
        out.add(r * n + c);
      }
    }
    return out;
  }

  /** The board size ({@code SZ}, default 19) and komi ({@code KM}, default {@code fallbackKomi}) of a record. */
  public static GoGame gameOf(Tree tree, GoRules rules, double fallbackKomi) {
    Node root = tree.sequence().get(0);
    int size = 19;
    double komi = fallbackKomi;
    try {
      if (root.first("SZ") != null) {
        size = boardSize(root.first("SZ"));
      }
      if (root.first("KM") != null && !root.first("KM").isBlank()) {
        komi = Ascii.parseDouble(root.first("KM").strip());
      }
      return new GoGame(size, komi, rules);
    } catch (IllegalArgumentException e) {
      throw new PositionFormatException(root.toString(), e.getMessage());
    }
  }

  /** {@code SZ}'s value: {@code N}, or {@code N:N} as SGF 4 also writes a square board; other shapes are refused. */
  private static int boardSize(String sz) {
    String[] sides = sz.strip().split(":", -1);
    if (sides.length > 2 || !sides[0].strip().matches("\\d{1,3}")
        || sides.length == 2 && !sides[1].strip().equals(sides[0].strip())) {
      throw new PositionFormatException(sz, "SZ is not a square board size (N or N:N)");
    }
    return Ascii.parseInt(sides[0].strip());
  }

  /** Plays a record's main line on a new state of {@code game}: root setup, then moves. */
  public static GoState toState(GoGame game, Tree tree) {
    List<Node> line = tree.mainLine();
    Node root = line.get(0);
    String sz = root.first("SZ");
    if (sz != null && boardSize(sz) != game.size()) {
      throw new PositionFormatException(sz, "SGF board size " + sz + " differs from the game's " + game.size());
    }
    GoState s = game.newInitialState();
    try {
      List<Integer> black = new ArrayList<>();
      List<Integer> white = new ArrayList<>();
      for (String v : root.properties().getOrDefault("AB", List.of())) {
        black.addAll(points(game, v));
      }
      for (String v : root.properties().getOrDefault("AW", List.of())) {
        white.addAll(points(game, v));
      }
      String pl = root.first("PL");
      int player = pl != null ? (pl.strip().equalsIgnoreCase("W") ? 1 : 0)
          : !black.isEmpty() && white.isEmpty() ? 1 : 0;
      if (!black.isEmpty() || !white.isEmpty() || pl != null) {
        s.setup(black.stream().mapToInt(Integer::intValue).toArray(),
            white.stream().mapToInt(Integer::intValue).toArray(), player);
      }
      for (int i = 0; i < line.size(); i++) {
        Node node = line.get(i);
        if (i > 0 && (node.first("AB") != null || node.first("AW") != null || node.first("AE") != null)) {
          throw new PositionFormatException(node.toString(), "setup after the first node is not supported");
        }
        String b = node.first("B");
        String w = node.first("W");
        if (b != null && w != null) {
          throw new PositionFormatException(node.toString(), "a node with both B and W");
        }
        if (b == null && w == null) {
          continue;
        }
        int colour = b != null ? 0 : 1;
        int move = point(game, b != null ? b : w);
        if (colour != s.currentPlayer()) {
          // A colour playing twice: an implicit pass by the other side keeps the record playable.
          s.play(game.passMove());
        }
        s.play(move);
      }
    } catch (IllegalMoveException | IllegalArgumentException | IllegalStateException e) {
      throw new PositionFormatException("SGF", e.getMessage() == null ? e.toString() : e.getMessage());
    }
    return s;
  }

  /** A game record of the position: root with size, komi, rules and setup, then every move played. */
  public static String write(GoState s) {
    return write(s, null, null, null);
  }

  /**
   * A game record as {@link #write(GoState)}, with the players' names ({@code PB}, {@code PW}) and the result
   * ({@code RE}, e.g. {@code B+3.5}, {@code W+R}, {@code 0}); a null value leaves its property out.
   */
  public static String write(GoState s, String black, String white, String result) {
    GoGame game = s.game();
    int n = game.size();
    StringBuilder b = new StringBuilder("(;FF[4]GM[1]CA[UTF-8]AP[gametree:0.1]SZ[").append(n).append("]KM[")
        .append(GoGame.formatKomi(game.komi())).append("]RU[").append(escape(rulesName(game.rules()))).append(']');
    if (black != null) {
      b.append("PB[").append(escape(black)).append(']');
    }
    if (white != null) {
      b.append("PW[").append(escape(white)).append(']');
    }
    if (result != null) {
      b.append("RE[").append(escape(result)).append(']');
    }
    int[] setup = s.setupStones();
    StringBuilder ab = new StringBuilder();
    StringBuilder aw = new StringBuilder();
    for (int m = 0; m < n * n; m++) {
      if (setup[m] == GoState.BLACK) {
        ab.append('[').append(pointText(game, m)).append(']');
      } else if (setup[m] == GoState.WHITE) {
        aw.append('[').append(pointText(game, m)).append(']');
      }
    }
    if (ab.length() > 0) {
      b.append("AB").append(ab);
    }
    if (aw.length() > 0) {
      b.append("AW").append(aw);
    }
    boolean hasSetup = ab.length() > 0 || aw.length() > 0;
    if (hasSetup || s.setupPlayer() != 0) {
      b.append("PL[").append(s.setupPlayer() == 0 ? 'B' : 'W').append(']');
    }
    int player = s.setupPlayer();
    for (int m : s.moves()) {
      b.append(';').append(player == 0 ? 'B' : 'W').append('[').append(pointText(game, m)).append(']');
      player ^= 1;
    }
    return b.append(")\n").toString();
  }

  /**
   * SGF's {@code RE} for a finished match game: the exact area count less komi when the game ended by two passes
   * ({@code B+3.5}, {@code 0} for a draw), otherwise the winner by resignation ({@code W+R}: adjudicated or forfeit).
   */
  public static String result(GoState end, org.gametree.core.Outcome outcome) {
    if (end.isTerminal()) {
      double diff = end.areaDifference() - end.game().komi();
      return diff == 0 ? "0" : (diff > 0 ? "B+" : "W+") + GoGame.formatKomi(Math.abs(diff));
    }
    return outcome.isDraw() ? "0" : (outcome.winner() == 0 ? "B+R" : "W+R");
  }

  private static String rulesName(GoRules rules) {
    switch (rules) {
      case TT:
        return "Tromp-Taylor";
      case PSK:
        return "Chinese";
      default:
        return "Chinese (simple ko)";
    }
  }
}
