package org.gametree.core.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Registry;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;

/**
 * Makes players from engine specs: {@code random[:seed=N]}, any built-in searcher spec ({@link Engines}, such as
 * {@code negascout:depth=8} or {@code mcts:playouts=20000,threads=2}), or an external engine {@code PROTOCOL:COMMAND}
 * ({@code gtp:/usr/games/gnugo --mode gtp}) served by an {@link ExternalPlayerFactory}.
 */
public final class Players {
  private Players() {}

  /** Creates a player; {@code seed} varies random play between workers; {@code timeout} bounds external engines' answers. */
  public static <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, long seed, Duration timeout) {
    if (spec.kind().equals("random")) {
      long s = seed;
      for (String key : spec.params().keySet()) {
        if (!key.equals("seed")) {
          throw new IllegalArgumentException("unknown option '" + key + "' in '" + spec + "'; random takes seed=N");
        }
        try {
          s ^= Ascii.parseLong(spec.params().get("seed")) * 0x9E3779B97F4A7C15L;
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("seed must be an integer in '" + spec + "'");
        }
      }
      return new RandomPlayer<>(game.maxLegalMoves(), s, spec.toString());
    }
    if (spec.isExternal()) {
      return checkedFactory(game, spec).create(game, spec, timeout);
    }
    return new SearchPlayer<>(Engines.create(game, spec));
  }

  /** The factory for an external spec, refusing engine options its protocol cannot send. */
  private static ExternalPlayerFactory checkedFactory(Game<?> game, EngineSpec spec) {
    ExternalPlayerFactory f = externalFactory(game, spec.kind());
    if (!spec.params().isEmpty() && !f.takesOptions()) {
      throw new IllegalArgumentException("the " + spec.kind() + " protocol has no command to set engine options ("
          + spec.params().keySet() + "); pass them on the engine's command line instead");
    }
    return f;
  }

  /** The factory for {@code protocol} that supports {@code game}, preferring game-specific ones. */
  public static ExternalPlayerFactory externalFactory(Game<?> game, String protocol) {
    List<String> known = new ArrayList<>();
    ExternalPlayerFactory generic = null;
    for (ExternalPlayerFactory f : Registry.plugins(ExternalPlayerFactory.class)) {
      known.add(f.protocol());
      if (f.protocol().equals(protocol) && f.supports(game)) {
        if (f.gameSpecific()) {
          return f;
        }
        if (generic == null) {
          generic = f;
        }
      }
    }
    if (generic == null) {
      throw new IllegalArgumentException(
          "no " + protocol + " client for " + game.id() + "; protocols with clients: " + known);
    }
    return generic;
  }

  /** Checks a spec can make a player for {@code game} without starting anything heavy (built-in specs are built). */
  public static <S extends GameState> void validate(Game<S> game, EngineSpec spec) {
    if (spec.isExternal()) {
      checkedFactory(game, spec);
    } else {
      create(game, spec, 0, Duration.ofSeconds(1)).close();
    }
  }
}
