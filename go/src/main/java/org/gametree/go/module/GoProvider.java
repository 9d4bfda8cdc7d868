package org.gametree.go.module;

import java.util.List;
import java.util.Set;
import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.core.GameParameters;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.UnknownGameException;
import org.gametree.core.mcts.MctsKnowledge;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
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

  private static final Option<Integer> SIZE = Option.integer("size", 9, 2, 25, "board size: 2..19 or 25");
  private static final Option<Double> KOMI = Option.number("komi", 7, -Double.MAX_VALUE, Double.MAX_VALUE,
      "points white receives");
  private static final Option<String> RULES = Option.choice("rules", DEFAULT_RULES.id(),
      java.util.Arrays.stream(GoRules.values()).map(GoRules::id).toList(),
      "psk: suicide illegal, positional superko (CGOS); tt: Tromp-Taylor; simple: suicide illegal, simple ko");
  private static final OptionSet PARAMS = new OptionSet("go parameters", List.of(SIZE, KOMI, RULES));

  /** size, komi and rules. */
  @Override
  public OptionSet parameters() {
    return PARAMS;
  }

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
    GameParameters params = spec.parameters(PARAMS);
    int size = params.get(SIZE);
    if (size < 2 || (size > 19 && size != 25)) {
      throw new UnknownGameException(spec.toString(), "Go board size must be 2..19 or 25, got " + size);
    }
    try {
      GoRules rules = GoRules.parse(params.get(RULES));
      return new GoGame(size, params.get(KOMI), rules, CAPABILITIES);
    } catch (IllegalArgumentException e) {
      throw new UnknownGameException(spec.toString(), e.getMessage());
    }
  }

  /** Go of this size, komi and rule set with everything the module wires: the rules and the MCTS knowledge. */
  public static GoGame game(int size, double komi, GoRules rules) {
    return new GoGame(size, komi, rules, CAPABILITIES);
  }
}
