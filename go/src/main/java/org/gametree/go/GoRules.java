package org.gametree.go;

import java.util.Locale;

/** The rule sets a Go game can be played under; all use area scoring and end after two consecutive passes. */
public enum GoRules {
  /** Tromp-Taylor: multi-stone suicide legal, positional superko (so single-stone suicide is illegal). */
  TT(true, true),
  /** Suicide illegal, positional superko (the CGOS rules). */
  PSK(false, true),
  /** Suicide illegal, simple ko. */
  SIMPLE(false, false);

  private final boolean suicide;
  private final boolean superko;

  GoRules(boolean suicide, boolean superko) {
    this.suicide = suicide;
    this.superko = superko;
  }

  /** Whether a move that removes its own (multi-stone) chain is legal. */
  public boolean multiStoneSuicide() {
    return suicide;
  }

  /** Whether a move may not recreate any earlier board position. */
  public boolean positionalSuperko() {
    return superko;
  }

  /** The name used in game specs ({@code tt}, {@code psk}, {@code simple}). */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses a game-spec name; {@link IllegalArgumentException} naming the choices if unknown. */
  public static GoRules parse(String text) {
    for (GoRules r : values()) {
      if (r.id().equalsIgnoreCase(text.strip())) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown Go rules '" + text + "'; choose from tt, psk, simple");
  }
}
