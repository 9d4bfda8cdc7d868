package org.gametree.go.module;

import java.util.Set;
import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.UnknownGameException;
import org.gametree.core.mcts.MctsKnowledge;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.search.GoKnowledge;

/**
 * Registers {@code go(size=9,komi=7,rules=psk)} (defaults: size 9, komi 7, rules {@code psk}: area scoring, positional
 * superko, suicide illegal — what GNU Go's {@code --chinese-rules}, KGS and CGOS expect; {@code tt} is Tromp-Taylor).
 */
public final class GoProvider implements GameProvider {
  /** The rules of {@code go} when the spec names none. */
  public static final GoRules DEFAULT_RULES = GoRules.PSK;
  /** The capabilities of search every Go game hands out: the MCTS knowledge (playouts, priors). */
  private static final Capabilities<GoGame> CAPABILITIES =
      Capabilities.<GoGame>none().with(MctsKnowledge.class, GoKnowledge::new);

  @Override
  public Set<String> names() {
    return Set.of("go");
  }

  @Override
  public String description() {
    return "go(size=2..19|25, komi=7, rules=psk|tt|simple): area scoring, ends after two passes";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    spec.requireOnly(Set.of("size", "komi", "rules"));
    int size = spec.intParam("size", 9);
    if (size < 2 || (size > 19 && size != 25)) {
      throw new UnknownGameException(spec.toString(), "Go board size must be 2..19 or 25, got " + size);
    }
    try {
      GoRules rules = GoRules.parse(spec.stringParam("rules", DEFAULT_RULES.id()));
      return new GoGame(size, spec.doubleParam("komi", 7), rules, CAPABILITIES);
    } catch (IllegalArgumentException e) {
      throw new UnknownGameException(spec.toString(), e.getMessage());
    }
  }

  /** Go of this size, komi and rule set with everything the module wires: the rules and the MCTS knowledge. */
  public static GoGame game(int size, double komi, GoRules rules) {
    return new GoGame(size, komi, rules, CAPABILITIES);
  }
}
