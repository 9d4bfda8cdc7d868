package org.gametree.connect6;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.gametree.core.Ascii;
import org.gametree.core.BoardView;
import org.gametree.core.Capabilities;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.PositionFormatException;
import org.gametree.core.match.GameRecordFormat;

/**
 * The connect(m,n,k,p,q) family: an m×n board, k in a row wins (overlines too unless {@code exact}), p stones per
 * turn and q on the first turn, one stone per move with the mover kept for the stones of a turn. The
 * {@link ConnectRule} says which lines win: freestyle, standard (exactly k, {@code exact}) or renju (five in a row,
 * one stone a turn; Black's forbidden points, {@link Renju}, are not legal moves).
 *
 * <p>Cells are {@code y * m + x} with {@code x} the column from the left and {@code y} the row from the top (as in
 * the Gomocup and Connect6 protocols); the text notation is a column letter and a row number counted from the
 * bottom ({@code j10} is the centre of 19×19).
 */
public final class ConnectGame implements Game<ConnectState> {
  /** Largest supported width or height (one column letter). */
  public static final int MAX_SIDE = 26;

  private final int m;
  private final int n;
  private final int k;
  private final int p;
  private final int q;
  private final boolean exact;
  private final ConnectRule rule;
  /** Whether the rule is renju (read at every legality test). */
  final boolean renju;
  private final String id;
  private final Capabilities<ConnectGame> capabilities;
  /** Zobrist keys: per cell and player ({@code 2 * cell + player}), the second player to move, the stones left. */
  final long[] zobrist;
  final long sideKey;
  final long[] leftKeys;
  final BoardWindows windows;
  /** Radius (Chebyshev) of the neighbourhood a stone adds to the candidate moves ({@link ConnectState#candidateMoves}). */
  final int zoneRadius;
  /** Each cell's row (from the top) and column. */
  final int[] cellRow;
  final int[] cellColumn;
  /** Whether candidate moves keep to cells near stones; small boards search every empty cell. */
  final boolean zoneRestricted;
  /** Stones of one side from which a window is tracked for the candidate moves' threat answers. */
  final int hotLevel;

  /** Boards with at most this many cells search every empty cell below the root (threat answers still apply). */
  static final int SMALL_BOARD_CELLS = 64;
  /** The default radius of the candidate-move neighbourhood. */
  static final int DEFAULT_ZONE_RADIUS = 2;

  /**
   * Creates connect(m,n,k,p,q), with overlines winning unless {@code exact}: the rules alone, without the search
   * capabilities of {@code org.gametree.connect6.search} (the small-board solver, the {@code tss} option), which
   * {@code Games.byId} or {@code ConnectProvider.wire} adds.
   */
  public ConnectGame(int m, int n, int k, int p, int q, boolean exact) {
    this(m, n, k, p, q, exact, Capabilities.none());
  }

  /** As {@link #ConnectGame(int, int, int, int, int, boolean)} with {@code capabilities} (as the module wires them). */
  public ConnectGame(int m, int n, int k, int p, int q, boolean exact, Capabilities<ConnectGame> capabilities) {
    this(m, n, k, p, q, exact ? ConnectRule.STANDARD : ConnectRule.FREESTYLE, DEFAULT_ZONE_RADIUS, capabilities);
  }

  /**
   * Creates connect(m,n,k,p,q) under {@code rule}, with {@code capabilities}; {@link ConnectRule#RENJU} needs k = 5
   * and p = q = 1 ({@link IllegalArgumentException} otherwise).
   */
  public ConnectGame(int m, int n, int k, int p, int q, ConnectRule rule, Capabilities<ConnectGame> capabilities) {
    this(m, n, k, p, q, rule, DEFAULT_ZONE_RADIUS, capabilities);
  }

  /**
   * As {@link #ConnectGame(int, int, int, int, int, boolean)} with the candidate-move neighbourhood's radius (the
   * default is {@value #DEFAULT_ZONE_RADIUS}; other radii are for measurements).
   */
  ConnectGame(int m, int n, int k, int p, int q, boolean exact, int zoneRadius) {
    this(m, n, k, p, q, exact ? ConnectRule.STANDARD : ConnectRule.FREESTYLE, zoneRadius, Capabilities.none());
  }

  private ConnectGame(int m, int n, int k, int p, int q, ConnectRule rule, int zoneRadius,
      Capabilities<ConnectGame> capabilities) {
    this.capabilities = java.util.Objects.requireNonNull(capabilities, "capabilities");
    if (m < 1 || n < 1 || m > MAX_SIDE || n > MAX_SIDE) {
      throw new IllegalArgumentException("board must be 1.." + MAX_SIDE + " on each side: " + m + "x" + n);
    }
    if (k < 1 || k > Math.max(m, n)) {
      throw new IllegalArgumentException("k must be 1..max(m,n): " + k);
    }
    if (p < 1 || q < 1) {
      throw new IllegalArgumentException("p and q must be >= 1: p=" + p + ", q=" + q);
    }
    this.m = m;
    this.n = n;
    this.k = k;
    this.p = p;
    this.q = q;
    this.rule = java.util.Objects.requireNonNull(rule, "rule");
    if (rule == ConnectRule.RENJU && (k != 5 || p != 1 || q != 1)) {
      throw new IllegalArgumentException("renju is five in a row with one stone a turn (k=5, p=1, q=1), not k=" + k
          + ", p=" + p + ", q=" + q);
    }
    this.exact = rule == ConnectRule.STANDARD;
    this.renju = rule == ConnectRule.RENJU;
    this.id = makeId();
    SplittableRandom rnd = new SplittableRandom(0x5EED_C0_6L ^ ((long) m << 40) ^ ((long) n << 32) ^ (k << 16));
    zobrist = new long[2 * m * n];
    for (int i = 0; i < zobrist.length; i++) {
      zobrist[i] = rnd.nextLong();
    }
    sideKey = rnd.nextLong();
    leftKeys = new long[Math.max(p, q) + 1];
    for (int i = 0; i < leftKeys.length; i++) {
      leftKeys[i] = rnd.nextLong();
    }
    windows = new BoardWindows(m, n, k);
    if (zoneRadius < 0) {
      throw new IllegalArgumentException("zone radius must be >= 0: " + zoneRadius);
    }
    this.zoneRadius = zoneRadius;
    this.zoneRestricted = m * n > SMALL_BOARD_CELLS;
    this.hotLevel = Math.max(1, k - Math.max(p, q) - 1);
    cellRow = new int[m * n];
    cellColumn = new int[m * n];
    for (int c = 0; c < m * n; c++) {
      cellRow[c] = c / m;
      cellColumn[c] = c % m;
    }
  }

  /** This game on an {@code m}×{@code n} board (the same k, p, q, overline rule and capabilities). */
  public ConnectGame withBoard(int m, int n) {
    return new ConnectGame(m, n, k, p, q, rule, zoneRadius, capabilities);
  }

  /** This game with {@code capabilities} instead of the ones it has. */
  public ConnectGame withCapabilities(Capabilities<ConnectGame> capabilities) {
    return new ConnectGame(m, n, k, p, q, rule, zoneRadius, capabilities);
  }

  /** This game under {@code rule} (the same board, k, p, q and capabilities); renju needs k = 5, p = q = 1. */
  public ConnectGame withRule(ConnectRule rule) {
    return rule == this.rule ? this : new ConnectGame(m, n, k, p, q, rule, zoneRadius, capabilities);
  }

  /** Creates connect(m,n,k,p,q) with overlines winning (the rules alone, as the six-argument constructor). */
  public ConnectGame(int m, int n, int k, int p, int q) {
    this(m, n, k, p, q, false);
  }

  /** Connect6: connect(19,19,6,2,1). */
  public static ConnectGame connect6() {
    return new ConnectGame(19, 19, 6, 2, 1);
  }

  /** Free-style gomoku: connect(15,15,5,1,1). */
  public static ConnectGame gomoku() {
    return new ConnectGame(15, 15, 5, 1, 1);
  }

  /** Renju on 15×15: connect(15,15,5,1,1) under {@link ConnectRule#RENJU} (the rules alone). */
  public static ConnectGame renju() {
    return new ConnectGame(15, 15, 5, 1, 1, ConnectRule.RENJU, Capabilities.none());
  }

  /** Tic-tac-toe: connect(3,3,3,1,1). */
  public static ConnectGame tictactoe() {
    return new ConnectGame(3, 3, 3, 1, 1);
  }

  private String makeId() {
    String suffix = exact ? ",exact=true" : renju ? ",rule=renju" : "";
    if (m == 19 && n == 19 && k == 6 && p == 2 && q == 1 && !exact) {
      return "connect6";
    }
    if (m == 15 && n == 15 && k == 5 && p == 1 && q == 1) {
      return exact ? "gomoku(exact=true)" : renju ? "gomoku(rule=renju)" : "gomoku";
    }
    if (m == 3 && n == 3 && k == 3 && p == 1 && q == 1 && !exact) {
      return "tictactoe";
    }
    return "connect(m=" + m + ",n=" + n + ",k=" + k + ",p=" + p + ",q=" + q + suffix + ")";
  }

  /** Board width (columns). */
  public int width() {
    return m;
  }

  /** Board height (rows). */
  public int height() {
    return n;
  }

  /** Stones in a row needed to win. */
  public int k() {
    return k;
  }

  /** Stones per turn. */
  public int p() {
    return p;
  }

  /** Stones on the first turn. */
  public int q() {
    return q;
  }

  /** Whether only exactly k in a row wins (overlines do not), for both sides: the standard rule. */
  public boolean exact() {
    return exact;
  }

  /** The rule: freestyle, standard (exactly k) or renju. */
  public ConnectRule rule() {
    return rule;
  }

  /**
   * Whether only exactly k in a row wins for {@code player}: both under the standard rule, Black (player 0) under
   * renju, where White's overline wins.
   */
  public boolean exactFor(int player) {
    return exact || (renju && player == 0);
  }

  /** The board's k-windows, shared by every position of this game. */
  public BoardWindows windows() {
    return windows;
  }

  /**
   * The Zobrist key of a stone of {@code player} on {@code cell}: a position's {@link ConnectState#hash()} is the xor
   * of its stones' keys and {@link #turnKey}, so that solvers can hash transformed boards (symmetries) the same way.
   */
  public long stoneKey(int cell, int player) {
    return zobrist[2 * cell + player];
  }

  /** The Zobrist key of {@code player} to move with {@code stonesLeft} stones left in its turn. */
  public long turnKey(int player, int stonesLeft) {
    return (player == 1 ? sideKey : 0) ^ leftKeys[stonesLeft];
  }

  /** Number of k-windows on the board. */
  public int windowCount() {
    return windows.count;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public ConnectState newInitialState() {
    return new ConnectState(this);
  }

  @Override
  public int moveSpace() {
    return m * n;
  }

  @Override
  public int maxLegalMoves() {
    return m * n;
  }

  /**
   * The engine every front end plays with by default on boards over {@value #SMALL_BOARD_CELLS} cells: NegaScout, a
   * second a move, the threat hook ({@code tss}) and the line-pattern evaluation ({@code eval=pattern}); one stone a
   * turn ({@link #DEFAULT_ENGINE_MULTI} otherwise).
   */
  public static final String DEFAULT_ENGINE = "negascout:time=1000,tss=on,eval=pattern";

  /** The default engine for several stones a turn (Connect6): the pattern evaluation lost there, so the prior. */
  public static final String DEFAULT_ENGINE_MULTI = "negascout:time=1000,tss=on";

  /**
   * {@link #DEFAULT_ENGINE} (p = 1) or {@link #DEFAULT_ENGINE_MULTI} where the module wired the engine options
   * ({@code tss}: {@code ConnectSearchOptions}) and the board is over {@value #SMALL_BOARD_CELLS} cells; the plain
   * NegaScout of {@link Game#DEFAULT_ENGINE_SPEC} for small boards (tic-tac-toe: searched to the end anyway) and for
   * the rules alone.
   */
  @Override
  public String defaultEngineSpec() {
    if (!zoneRestricted || capabilities.find(org.gametree.core.search.SearchOptions.class, this).isEmpty()) {
      return Game.DEFAULT_ENGINE_SPEC;
    }
    return p == 1 ? DEFAULT_ENGINE : DEFAULT_ENGINE_MULTI;
  }

  @Override
  public Evaluator<ConnectState> defaultEvaluator() {
    return new PriorEvaluator(this);
  }

  @Override
  public Set<String> evaluatorNames() {
    return Set.of("default", "prior", "td", "point", "pattern");
  }

  @Override
  public Evaluator<ConnectState> evaluator(String name) {
    if (name.equals("default") || name.equals("prior")) {
      return new PriorEvaluator(this);
    }
    if (name.equals("td")) {
      return TdNetwork.shipped(this);
    }
    if (name.equals("pattern")) {
      return new PatternEvaluator(this);
    }
    if (name.equals("point")) {
      return PointEvaluator.shipped(this);
    }
    if (name.startsWith("file:")) {
      return LearnedFiles.evaluator(this, java.nio.file.Path.of(name.substring(5)));
    }
    return Game.super.evaluator(name);
  }

  @Override
  public List<String> benchPositions() {
    return List.of(formatPosition(newInitialState()));
  }

  @Override
  public int benchDepth() {
    return m * n <= 16 ? 8 : 4;
  }

  /** The cell at column x, row y (from the top). */
  public int cell(int x, int y) {
    return y * m + x;
  }

  /** Move text: column letter and row number from the bottom, e.g. {@code j10}. */
  public String moveText(int move) {
    int x = move % m;
    int y = move / m;
    return (char) ('a' + x) + Integer.toString(n - y);
  }

  /**
   * Parses {@code j10} (column letter, row from the bottom) or {@code x,y} (0-based, row from the top, as Gomocup);
   * -1 if the text is neither or off the board.
   */
  public int parseMoveText(String text) {
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    int comma = t.indexOf(',');
    try {
      if (comma >= 0) {
        int x = Ascii.parseInt(t.substring(0, comma).strip());
        int y = Ascii.parseInt(t.substring(comma + 1).strip());
        return x >= 0 && x < m && y >= 0 && y < n ? cell(x, y) : -1;
      }
      if (t.length() < 2 || t.charAt(0) < 'a' || t.charAt(0) > 'z') {
        return -1;
      }
      int x = t.charAt(0) - 'a';
      String digits = t.substring(1);
      if (!Ascii.isDigits(digits)) {
        return -1;
      }
      int row = Ascii.parseInt(digits);
      if (x >= m || row < 1 || row > n) {
        return -1;
      }
      return cell(x, n - row);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /**
   * Position format: {@code n} lines of {@code m} characters from the top row ({@code .} empty, {@code X} first
   * player, {@code O} second), then a line {@code X 2}: the side to move and the stones left in its turn. A game
   * record is read too, the position being the one after its last move: SGF ({@link ConnectSgf}, text starting with
   * {@code (}) or PSQ ({@link ConnectPsq}, text starting with {@code Piskvorky}), and a line of a Gomocup openings
   * file ({@code 0,0, 1,-1}: offsets from the centre, {@link ConnectPsq#readOffsetOpening}).
   */
  @Override
  public ConnectState parsePosition(String text) {
    if (text == null) {
      throw new PositionFormatException("null", "no position");
    }
    if (text.stripLeading().startsWith("(")) {
      return new ConnectSgf(this).read(text).finalState();
    }
    if (ConnectPsq.looksLikePsq(text)) {
      return new ConnectPsq(this).read(text).finalState();
    }
    if (ConnectPsq.looksLikeOffsetOpening(text)) {
      return new ConnectPsq(this).readOffsetOpening(text).finalState();
    }
    return ConnectBoardText.parse(this, text);
  }

  @Override
  public String formatPosition(ConnectState state) {
    return ConnectBoardText.format(state);
  }

  @Override
  public String render(ConnectState state) {
    return ConnectBoardText.render(state);
  }

  /**
   * The {@link BoardView} (how the browser board draws positions) and the SGF {@link GameRecordFormat}
   * ({@link ConnectSgf}), then the capabilities the game was built with (the solver and engine options), then the ones
   * the class implements.
   */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    if (type == BoardView.class) {
      return java.util.Optional.of(type.cast(new ConnectBoardView(this)));
    }
    return type == GameRecordFormat.class ? java.util.Optional.of(type.cast(new ConnectSgf(this)))
        : capabilities.find(type, this);
  }
}
