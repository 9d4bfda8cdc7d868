package org.gametree.core.search;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.Outcome;
import org.gametree.core.Score;
import org.gametree.core.ScoreUnit;

/**
 * What a search's root value means, always for the side to move at the root: an evaluator's {@link Heuristic}
 * value in its {@link ScoreUnit}, an MCTS {@link WinRate}, or a {@link Proven} result. {@link SearchResult#score()}
 * keeps the same value as one int ({@link Score}'s encoding); this is the form front ends print from.
 */
public sealed interface SearchScore permits SearchScore.Heuristic, SearchScore.WinRate, SearchScore.Proven {
  /** The name of the case as JSON writes it: {@code heuristic}, {@code winrate} or {@code proven}. */
  String kind();

  /** The value as a person reads it, from {@code side}'s view: {@code White +0.56 discs}, {@code Black win rate 62.0 %}. */
  String describe(String side);

  /**
   * The typed fields front ends write as JSON ({@code value} in {@code gametree search --json} and the board's
   * analysis): {@code kind} first, then the case's own fields (see each case), absent fields left out.
   */
  Map<String, Object> fields();

  /** A depth-first result from an evaluator's values: a decisive {@code score} is {@link Proven}, any other {@link Heuristic}. */
  static SearchScore of(int score, ScoreUnit unit) {
    if (!Score.isDecisive(score)) {
      return new Heuristic(score, unit);
    }
    int margin = Score.margin(score);
    return new Proven(score > 0 ? Result.WIN : Result.LOSS, Score.pliesToEnd(score), margin,
        margin > 0 ? marginUnit(unit) : "");
  }

  /** A finished game {@code plies} moves from the root, for {@code player}; with its margin if {@code withMargin}. */
  static Proven of(Outcome outcome, int player, int plies, boolean withMargin, ScoreUnit unit) {
    int sign = outcome.signFor(player);
    Result result = sign > 0 ? Result.WIN : sign < 0 ? Result.LOSS : Result.DRAW;
    int margin = withMargin && sign != 0 ? outcome.margin() : 0;
    return new Proven(result, plies, margin, margin > 0 ? marginUnit(unit) : "");
  }

  /** The unit of a game's final margin: the evaluator's player unit ({@code discs}) where it has one, else {@code points}. */
  static String marginUnit(ScoreUnit unit) {
    return unit.hasPlayerUnit() ? unit.playerUnit() : "points";
  }

  /** Won, drawn or lost, for the side to move. */
  enum Result {
    /** The side to move wins. */
    WIN,
    /** Neither side wins. */
    DRAW,
    /** The side to move loses. */
    LOSS;

    /** {@code win}, {@code draw} or {@code loss}. */
    public String text() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * An evaluator's value, backed up by a depth-first search. JSON: {@code value}, {@code unit} and, where the unit
   * converts, {@code playerValue} and {@code playerUnit}.
   *
   * @param value within {@code ±Score.MAX_EVAL}, positive favours the side to move
   * @param unit what the evaluator counts
   */
  record Heuristic(int value, ScoreUnit unit) implements SearchScore {
    /** Checks the unit is given. */
    public Heuristic {
      java.util.Objects.requireNonNull(unit, "unit");
    }

    @Override
    public String kind() {
      return "heuristic";
    }

    @Override
    public String describe(String side) {
      return side + " " + unit.format(value);
    }

    @Override
    public Map<String, Object> fields() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("kind", kind());
      m.put("value", value);
      m.put("unit", unit.name());
      if (unit.hasPlayerUnit()) {
        m.put("playerValue", unit.inPlayerUnits(value));
        m.put("playerUnit", unit.playerUnit());
      }
      return m;
    }
  }

  /**
   * An MCTS estimate: the share of playouts through the chosen move that the side to move won. JSON: {@code winRate}
   * (four decimals) and {@code visits}.
   *
   * @param rate in [0, 1]
   * @param visits the playouts behind it (the chosen root move's visits)
   */
  record WinRate(double rate, long visits) implements SearchScore {
    /** Checks the rate is a probability. */
    public WinRate {
      if (!(rate >= 0 && rate <= 1) || visits < 0) {
        throw new IllegalArgumentException("a win rate is in 0..1 over >= 0 visits, got " + rate + " over " + visits);
      }
    }

    @Override
    public String kind() {
      return "winrate";
    }

    @Override
    public String describe(String side) {
      return String.format(Locale.ROOT, "%s win rate %.1f %%", side, 100 * rate);
    }

    @Override
    public Map<String, Object> fields() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("kind", kind());
      m.put("winRate", Math.round(rate * 1e4) / 1e4);
      m.put("visits", visits);
      return m;
    }
  }

  /**
   * A game-theoretic result. JSON: {@code result} ({@code win}, {@code draw}, {@code loss}), {@code plies} where
   * known, and {@code margin} with {@code marginUnit} where the game scores one.
   *
   * @param result for the side to move
   * @param plies moves from the root to the end, or {@link #UNKNOWN_PLIES} (an MCTS-Solver proof)
   * @param margin the winner's final margin (≥ 0) where the game orders results by it, else 0
   * @param marginUnit what the margin counts ({@code discs}), {@code ""} when there is no margin
   */
  record Proven(Result result, int plies, int margin, String marginUnit) implements SearchScore {
    /** {@link #plies} when the proof does not say how far the end is. */
    public static final int UNKNOWN_PLIES = -1;

    /** Checks the fields agree. */
    public Proven {
      java.util.Objects.requireNonNull(result, "result");
      if (plies < UNKNOWN_PLIES || margin < 0 || (margin > 0) == marginUnit.isEmpty()) {
        throw new IllegalArgumentException("bad proven result: " + result + " in " + plies + " plies, margin " + margin
            + " '" + marginUnit + "'");
      }
    }

    /** A result whose distance to the end is unknown, without a margin. */
    public static Proven of(Result result) {
      return new Proven(result, UNKNOWN_PLIES, 0, "");
    }

    @Override
    public String kind() {
      return "proven";
    }

    @Override
    public String describe(String side) {
      String verb = switch (result) {
        case WIN -> " wins";
        case DRAW -> " draws";
        case LOSS -> " loses";
      };
      String text = side + verb + (plies == UNKNOWN_PLIES ? "" : " in " + plies);
      return margin > 0 ? text + " (" + (result == Result.LOSS ? "-" : "+") + margin + " " + marginUnit + ")" : text;
    }

    @Override
    public Map<String, Object> fields() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("kind", kind());
      m.put("result", result.text());
      if (plies != UNKNOWN_PLIES) {
        m.put("plies", plies);
      }
      if (margin > 0) {
        m.put("margin", margin);
        m.put("marginUnit", marginUnit);
      }
      return m;
    }
  }
}
