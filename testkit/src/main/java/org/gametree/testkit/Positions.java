package org.gametree.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * jqwik arbitraries of reachable positions, for a game's own properties:
 * {@code @Provide Arbitrary<MyState> positions() { return Positions.reachable(game, 40); }}.
 */
public final class Positions {
  private Positions() {}

  /** Random walks of 0 to {@code maxPlies} plies; they shrink towards shorter walks and smaller choices. */
  public static Arbitrary<Playout> playouts(int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be >= 0: " + maxPlies);
    }
    return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(0).ofMaxSize(maxPlies).map(Playout::new);
  }

  /**
   * The same walks {@linkplain Playout#on(Game) bound to} {@code game}, so that a failing sample prints the moves it
   * plays and the ply it ends at.
   */
  public static Arbitrary<Playout> playouts(Game<?> game, int maxPlies) {
    return playouts(maxPlies).map(p -> p.on(game));
  }

  /**
   * Positions reached by random walks of up to {@code maxPlies} plies from the initial state. Each generated value
   * is a fresh state, free to be played on.
   */
  public static <S extends GameState> Arbitrary<S> reachable(Game<S> game, int maxPlies) {
    return playouts(maxPlies).map(p -> p.replay(game));
  }
}
