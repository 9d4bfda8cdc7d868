package org.gametree.core;

import java.util.Locale;

/**
 * What an evaluator's numbers measure ({@link Evaluator#unit()}): a name ({@code centi-discs}, {@code centipawns},
 * {@code evaluation} when nothing more is known) and, where the evaluator knows one, a unit a player reads
 * ({@code discs}, {@code pawns}, {@code points}) with how many evaluation units make one of it.
 *
 * @param name the evaluator's own unit, never blank
 * @param playerUnit the unit a player reads, or {@code ""} if there is none
 * @param perPlayerUnit evaluation units per player unit ({@code 100} for centi-discs), or 0 if there is none
 */
public record ScoreUnit(String name, String playerUnit, int perPlayerUnit) {
  /** Numbers with no known meaning beyond "positive favours the side to move". */
  public static final ScoreUnit EVALUATION = new ScoreUnit("evaluation", "", 0);

  /** Checks that a player unit comes with its scale and the other way round. */
  public ScoreUnit {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a score unit needs a name, got '" + name + "'");
    }
    if (playerUnit == null || (playerUnit.isEmpty() != (perPlayerUnit == 0)) || perPlayerUnit < 0) {
      throw new IllegalArgumentException("score unit '" + name + "': player unit '" + playerUnit + "' and "
          + perPlayerUnit + " units per player unit must be both given (scale > 0) or both absent");
    }
  }

  /** A unit with no conversion to a player's unit ({@code log-odds ×1000}). */
  public static ScoreUnit of(String name) {
    return new ScoreUnit(name, "", 0);
  }

  /** A unit of which {@code perPlayerUnit} make one {@code playerUnit} ({@code centi-discs}, 100 a disc). */
  public static ScoreUnit scaled(String name, String playerUnit, int perPlayerUnit) {
    if (perPlayerUnit <= 0) {
      throw new IllegalArgumentException("score unit '" + name + "' needs a positive scale, got " + perPlayerUnit);
    }
    return new ScoreUnit(name, playerUnit, perPlayerUnit);
  }

  /** Whether values convert to a player's unit. */
  public boolean hasPlayerUnit() {
    return perPlayerUnit > 0;
  }

  /** {@code value} in the player's unit, or NaN if there is none. */
  public double inPlayerUnits(int value) {
    return hasPlayerUnit() ? value / (double) perPlayerUnit : Double.NaN;
  }

  /**
   * {@code value} as a player reads it, signed: {@code +0.56 discs} (as many decimals as the scale has zeros), or
   * {@code +56 (evaluation)} when there is no player unit.
   */
  public String format(int value) {
    if (!hasPlayerUnit()) {
      return signed(Integer.toString(Math.abs(value)), value) + " (" + name + ")";
    }
    int decimals = 0;
    for (int s = perPlayerUnit; s > 1; s /= 10) {
      decimals++;
    }
    String digits = String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(inPlayerUnits(value)));
    return signed(digits, value) + " " + playerUnit;
  }

  private static String signed(String digits, int value) {
    return (value > 0 ? "+" : value < 0 ? "-" : "") + digits;
  }
}
