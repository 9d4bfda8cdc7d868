package org.gametree.go;

import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import org.gametree.core.Ascii;
import org.gametree.core.BoardView;
import org.gametree.core.Capabilities;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.ScoreUnit;
import org.gametree.core.match.GameRecordFormat;

/**
 * Go on a square board of side 2–19 (25 for GTP), with komi and a rule set ({@code tt}, {@code psk}, {@code simple}),
 * area (Tromp-Taylor) scoring; the game ends after two consecutive passes. Positions are SGF FF[4] game records.
 */
public final class GoGame implements Game<GoState>, GameRecordFormat<GoState> {
  private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  private final int size;
  private final double komi;
  private final GoRules rules;
  private final long[][] zobrist;
  private final Capabilities<GoGame> capabilities;

  /**
   * A game of this size, komi (finite) and rule set: the rules alone, without the MCTS knowledge of
   * {@code org.gametree.go.search} (playouts, priors), which {@code Games.byId} or {@code GoProvider.game} adds.
   */
  public GoGame(int size, double komi, GoRules rules) {
    this(size, komi, rules, Capabilities.none());
  }

  /** A game of this size, komi and rule set with {@code capabilities} (as the module wires them). */
  public GoGame(int size, double komi, GoRules rules, Capabilities<GoGame> capabilities) {
    this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
    if (size < 2 || size > 25) {
      throw new IllegalArgumentException("Go board size must be 2..25: " + size);
    }
    if (!Double.isFinite(komi)) {
      throw new IllegalArgumentException("komi must be a finite number: " + komi);
    }
    this.size = size;
    this.komi = komi;
    this.rules = Objects.requireNonNull(rules, "rules");
    int points = (size + 2) * (size + 2);
    zobrist = new long[4][points];
    SplittableRandom rng = new SplittableRandom(0x60_9A3E_5EEDL + size);
    for (long[] row : zobrist) {
      for (int i = 0; i < points; i++) {
        row[i] = rng.nextLong();
      }
    }
  }

  /** A game of this size, komi and rule set with this game's capabilities. */
  public GoGame withBoard(int size, double komi, GoRules rules) {
    return new GoGame(size, komi, rules, capabilities);
  }

  /** Board side length. */
  public int size() {
    return size;
  }

  /** Points given to White. */
  public double komi() {
    return komi;
  }

  /** The rule set. */
  public GoRules rules() {
    return rules;
  }

  long[][] zobrist() {
    return zobrist;
  }

  @Override
  public String id() {
    return "go(size=" + size + ",komi=" + formatKomi(komi) + ",rules=" + rules.id() + ")";
  }

  /** Komi as GTP and SGF write it: {@code 7}, {@code 6.5}. */
  public static String formatKomi(double komi) {
    return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
  }

  @Override
  public GoState newInitialState() {
    return new GoState(this);
  }

  @Override
  public GoState parsePosition(String text) {
    return Sgf.toState(this, Sgf.parse(text));
  }

  @Override
  public String formatPosition(GoState state) {
    return Sgf.write(state);
  }

  @Override
  public String render(GoState s) {
    StringBuilder b = new StringBuilder("   ");
    for (int c = 0; c < size; c++) {
      b.append(' ').append(COLUMNS.charAt(c));
    }
    b.append('\n');
    for (int r = 0; r < size; r++) {
      b.append(String.format(Locale.ROOT, "%2d ", size - r));
      for (int c = 0; c < size; c++) {
        int st = s.stoneAt(r * size + c);
        b.append(' ').append(st == GoState.BLACK ? 'X' : st == GoState.WHITE ? 'O' : '.');
      }
      b.append(String.format(Locale.ROOT, " %2d%n", size - r).replace("\r", ""));
    }
    b.append("   ");
    for (int c = 0; c < size; c++) {
      b.append(' ').append(COLUMNS.charAt(c));
    }
    b.append('\n');
    b.append(s.currentPlayer() == 0 ? "Black" : "White").append(" to move; captures B ").append(s.capturesByBlack())
        .append(" W ").append(s.capturesByWhite()).append('\n');
    return b.toString();
  }

  @Override
  public int moveSpace() {
    return size * size + 1;
  }

  @Override
  public int maxLegalMoves() {
    return size * size + 1;
  }

  @Override
  public int passMove() {
    return size * size;
  }

  @Override
  public boolean scoresMargin() {
    return true;
  }

  /**
   * RAVE with the game's default priors (on 9×9 the learned ones) as 50 visits of equivalent experience, a second a
   * move, resigning once three searches in a row for its side end below a 10 % win rate: the setting measured against
   * GNU Go in docs/go.md.
   */
  public static final String DEFAULT_ENGINE = "mcts:time=1000,select=rave,eqex=50,resign=0.1,resignmoves=3";

  /** {@link #DEFAULT_ENGINE}. */
  @Override
  public String defaultEngineSpec() {
    return DEFAULT_ENGINE;
  }

  @Override
  public Evaluator<GoState> defaultEvaluator() {
    // Area difference for the side to move, 100 per point (komi included).
    return Evaluator.withUnit(ScoreUnit.scaled("centi-points", "points", 100), s -> {
      double d = s.areaDifference() - komi;
      int v = (int) Math.round(d * 100);
      return s.currentPlayer() == 0 ? v : -v;
    });
  }

  /** {@code default} (area count) and {@code learned} (the win probability of {@link LearnedValue}). */
  @Override
  public java.util.Set<String> evaluatorNames() {
    return java.util.Set.of("default", "learned");
  }

  /**
   * {@code default}: the area difference less komi, 100 a point; {@code learned}: the shipped leaf value (trained on
   * 9×9 games by {@code gametree train go value}), 400 per unit of log-odds of a win, the scale MCTS's {@code mix}
   * assumes by default ({@code mcts:...,eval=learned,mix=0.5}).
   */
  @Override
  public Evaluator<GoState> evaluator(String name) {
    return name.equals("learned") ? LearnedValue.shipped(size) : Game.super.evaluator(name);
  }

  /** A GTP vertex ({@code D4}, no {@code I}) or {@code pass}. */
  public String moveToString(int move) {
    if (move == size * size) {
      return "pass";
    }
    if (move < 0 || move > size * size) {
      throw new IllegalArgumentException("not a move: " + move);
    }
    return "" + COLUMNS.charAt(move % size) + (size - move / size);
  }

  /** Parses a GTP vertex (case-insensitive) or {@code pass}. */
  public int parseMove(String text) {
    String t = text.strip().toUpperCase(Locale.ROOT);
    if (t.equals("PASS")) {
      return size * size;
    }
    if (t.length() < 2) {
      throw new MoveFormatException(text, "expected a vertex like D4 or 'pass'");
    }
    int col = COLUMNS.indexOf(t.charAt(0));
    if (col < 0 || col >= size) {
      throw new MoveFormatException(text, "no column " + t.charAt(0) + " on a " + size + "x" + size + " board");
    }
    String digits = t.substring(1);
    if (!digits.matches("\\d{1,2}")) {
      throw new MoveFormatException(text, "bad row: expected a number like the 4 of D4");
    }
    int row = Ascii.parseInt(digits);
    if (row < 1 || row > size) {
      throw new MoveFormatException(text, "row off the " + size + "x" + size + " board");
    }
    return (size - row) * size + col;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GoGame g && g.size == size && g.komi == komi && g.rules == rules;
  }

  @Override
  public int hashCode() {
    return Objects.hash(size, komi, rules);
  }

  @Override
  public String toString() {
    return id();
  }

  /** Match records are also written as SGF, one game a line ({@code OUT.sgf}), with players and result. */
  @Override
  public String extension() {
    return "sgf";
  }

  @Override
  public String format(GoState start, java.util.List<Integer> moves, java.util.List<String> players, Outcome outcome) {
    GoState s = start.copy();
    for (int move : moves) {
      s.play(move);
    }
    String result = outcome == null && !s.isTerminal() ? null : Sgf.result(s, outcome); // null: still in progress
    return Sgf.write(s, players.get(0), players.get(1), result); // player 0 is Black
  }

  /**
   * The {@link BoardView} (how the browser board draws positions), then the capabilities the game was built with (the
   * MCTS knowledge), then the ones the class implements.
   */
  @Override
  public <T> java.util.Optional<T> capability(Class<T> type) {
    return type == BoardView.class ? java.util.Optional.of(type.cast(new GoBoardView(this)))
        : capabilities.find(type, this);
  }
}
