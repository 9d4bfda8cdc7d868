package org.gametree.connect6;

import static org.gametree.connect6.ConnectRecord.snip;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.core.Ascii;
import org.gametree.core.PositionFormatException;

/**
 * Gomocup's and the Piskvork manager's PSQ game files: a header line {@code Piskvorky 15x15, 11:11, 0} (the board's
 * width and height; the other fields, the manager's timing and rule settings, are written as shown and ignored when
 * read), one line {@code x,y,time} per stone with {@code x} the column and {@code y} the row from the top, both
 * 1-based, and {@code time} the milliseconds used, then the brains' names and the manager's trailer lines. The movers
 * are implied by the rules, so a file holds any connect game that starts from the empty board (Connect6's stones one
 * a line).
 *
 * <p>Gomocup's openings files hold one opening a line as offsets from the centre ({@link #readOffsetOpening}), so
 * {@code match --openings} takes them as they are.
 *
 * <p>The reader takes the move lines up to the first other line ({@code -1}, a name); the next two lines that are
 * not numbers are the players' names. PSQ states no result, so {@link ConnectRecord#outcome()} is the one the final
 * position has, or null.
 */
public final class ConnectPsq {
  private static final Pattern HEADER = Pattern.compile("(?i)piskvorky\\s+(\\d{1,3})\\s*x\\s*(\\d{1,3}).*");
  private static final Pattern MOVE = Pattern.compile("\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*(,\\s*-?\\d{1,12}\\s*)?");
  private static final Pattern OFFSETS = Pattern.compile("-?\\d{1,6},-?\\d{1,6}(,\\s+-?\\d{1,6},-?\\d{1,6})*");
  private static final Pattern NUMBERS = Pattern.compile("[-\\d\\s,]*");

  private final ConnectGame game;

  /** A reader and writer of PSQ files for {@code game}, whose board size the files must have. */
  public ConnectPsq(ConnectGame game) {
    this.game = game;
  }

  /** Whether {@code text} looks like a PSQ file (its first line names Piskvorky). */
  public static boolean looksLikePsq(String text) {
    return text.stripLeading().regionMatches(true, 0, "piskvorky", 0, 9);
  }

  /**
   * The game as PSQ text, each move with time 0 (the records hold no times).
   *
   * @throws IllegalArgumentException if {@code start} is not the empty board (PSQ has no setup)
   */
  public String write(ConnectState start, List<Integer> moves, List<String> players) {
    if (start.stoneCount() > 0) {
      throw new IllegalArgumentException("PSQ records start from the empty board; this start has "
          + start.stoneCount() + " stones");
    }
    StringBuilder b = new StringBuilder("Piskvorky ").append(game.width()).append('x').append(game.height())
        .append(", 11:11, 0\n");
    for (int m : moves) {
      b.append(m % game.width() + 1).append(',').append(m / game.width() + 1).append(",0\n");
    }
    for (String name : players) {
      String n = name.replace('\n', ' ').replace('\r', ' ').strip();
      b.append(n.isEmpty() || NUMBERS.matcher(n).matches() ? "?" : n).append('\n');
    }
    return b.append("-1\n").toString();
  }

  /** Reads a PSQ file; {@link PositionFormatException} naming the offending line if malformed. */
  public ConnectRecord read(String text) {
    String[] lines = text.strip().split("\r?\n");
    Matcher h = HEADER.matcher(lines[0].strip());
    if (!h.matches()) {
      throw error(text, 1, "a PSQ file starts with 'Piskvorky WxH, ...', not '" + snip(lines[0]) + "'");
    }
    int w = Ascii.parseInt(h.group(1));
    int ht = Ascii.parseInt(h.group(2));
    if (w != game.width() || ht != game.height()) {
      throw error(text, 1, "'" + snip(lines[0]) + "' is not this game's " + game.width() + "x" + game.height()
          + " board");
    }
    ConnectState s = game.newInitialState();
    List<Integer> moves = new ArrayList<>();
    int i = 1;
    for (; i < lines.length; i++) {
      Matcher m = MOVE.matcher(lines[i]);
      if (!m.matches()) {
        break;
      }
      long x = Ascii.parseLong(m.group(1)) - 1;
      long y = Ascii.parseLong(m.group(2)) - 1;
      if (x < 0 || x >= w || y < 0 || y >= ht) {
        throw error(text, i + 1, "'" + snip(lines[i]) + "' is off the " + w + "x" + ht + " board (1-based x,y)");
      }
      int cell = game.cell((int) x, (int) y);
      if (!s.isLegal(cell)) {
        throw error(text, i + 1, "'" + snip(lines[i]) + "': " + (s.isTerminal() ? "the game is already over"
            : "the cell is occupied"));
      }
      s.play(cell);
      moves.add(cell);
    }
    List<String> names = new ArrayList<>();
    for (; i < lines.length && names.size() < 2; i++) {
      String l = lines[i].strip();
      if (!l.isEmpty() && !NUMBERS.matcher(l).matches()) {
        names.add(l);
      }
    }
    while (names.size() < 2) {
      names.add("");
    }
    return new ConnectRecord(game.newInitialState(), moves, names, s.isTerminal() ? s.outcome() : null);
  }

  /**
   * Whether {@code text} is one line of a Gomocup openings file: stones as {@code x,y} offsets from the centre cell
   * ({@code floor(width/2)}, {@code floor(height/2)}), y down, separated by {@code ", "}: {@code 0,0, 1,-1, 2,1}.
   */
  public static boolean looksLikeOffsetOpening(String text) {
    return OFFSETS.matcher(text.strip()).matches();
  }

  /**
   * Reads one Gomocup opening line ({@link #looksLikeOffsetOpening}): the stones in the order played from the empty
   * board; {@link PositionFormatException} naming the stone if one is off the board, on an occupied cell or after
   * the game ended.
   */
  public ConnectRecord readOffsetOpening(String text) {
    String t = text.strip();
    if (!looksLikeOffsetOpening(t)) {
      throw error(text, 1, "a Gomocup opening is 'dx,dy, dx,dy, ...', not '" + snip(t) + "'");
    }
    ConnectState s = game.newInitialState();
    List<Integer> moves = new ArrayList<>();
    for (String stone : t.split(",\\s+")) {
      String[] xy = stone.split(",");
      long x = Ascii.parseLong(xy[0].strip()) + game.width() / 2;
      long y = Ascii.parseLong(xy[1].strip()) + game.height() / 2;
      if (x < 0 || x >= game.width() || y < 0 || y >= game.height()) {
        throw error(text, 1, "stone '" + snip(stone) + "' is off the " + game.width() + "x" + game.height() + " board");
      }
      int cell = game.cell((int) x, (int) y);
      if (!s.isLegal(cell)) {
        throw error(text, 1, "stone '" + snip(stone) + "': " + (s.isTerminal() ? "the game is already over"
            : "the cell is occupied"));
      }
      s.play(cell);
      moves.add(cell);
    }
    return new ConnectRecord(game.newInitialState(), moves, List.of("", ""), s.isTerminal() ? s.outcome() : null);
  }

  private static PositionFormatException error(String text, int line, String reason) {
    return new PositionFormatException(snip(text), reason, line, 1);
  }
}
