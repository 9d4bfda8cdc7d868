package org.gametree.connect6;

import java.util.Locale;

/**
 * Which lines win in a connect game, after Gomocup's rule values: {@link #FREESTYLE} (k or more in a row wins),
 * {@link #STANDARD} (exactly k, for both sides; the {@code exact=true} parameter) and {@link #RENJU} (gomoku only:
 * Black, the first player, wins with exactly five and may not play its forbidden points, see {@link Renju}; White wins
 * with five or more).
 */
public enum ConnectRule {
  /** k or more in a row wins, for both sides (Gomocup {@code INFO rule 0}). */
  FREESTYLE(0),
  /** Only exactly k in a row wins, for both sides (Gomocup {@code INFO rule 1}). */
  STANDARD(1),
  /** Renju (Gomocup {@code INFO rule 4}): Black's double-three, double-four and overline are forbidden. */
  RENJU(4);

  private final int gomocup;

  ConnectRule(int gomocup) {
    this.gomocup = gomocup;
  }

  /** The name used in game ids and parameters: {@code freestyle}, {@code standard}, {@code renju}. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Gomocup's {@code INFO rule} value for this rule (bit 1 exactly five, bit 4 renju). */
  public int gomocupValue() {
    return gomocup;
  }

  /**
   * The rule of a Gomocup {@code INFO rule} value, or null if the value asks for what no rule here offers: bit 2
   * (continuous game), bit 8 (caro) and every combination other than 0, 1 and 4.
   */
  public static ConnectRule ofGomocup(int value) {
    for (ConnectRule r : values()) {
      if (r.gomocup == value) {
        return r;
      }
    }
    return null;
  }

  /** The rule named {@code text} (case-insensitive); {@link IllegalArgumentException} naming it if none. */
  public static ConnectRule parse(String text) {
    for (ConnectRule r : values()) {
      if (r.text().equalsIgnoreCase(text.strip())) {
        return r;
      }
    }
    throw new IllegalArgumentException("rule must be freestyle, standard or renju, got '" + text + "'");
  }
}
