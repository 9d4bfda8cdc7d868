package org.gametree.connect6.module;

import java.util.List;
import java.util.Set;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.search.ConnectSearchOptions;
import org.gametree.connect6.search.ConnectSolver;
import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.core.GameParameters;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.UnknownGameException;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.Solvable;

/**
 * Registers {@code connect(m,n,k,p,q[,exact][,rule])} and its aliases {@code connect6} (19,19,6,2,1), {@code gomoku}
 * (15,15,5,1,1) and {@code tictactoe} (3,3,3,1,1); aliases accept the same parameters to override their defaults.
 */
public final class ConnectProvider implements GameProvider {
  private static final String ALIAS = " (default: the name's, e.g. connect6 ";
  private static final Option<Integer> M = Option.integer("m", null, 1, ConnectGame.MAX_SIDE,
      "columns" + ALIAS + "19)");
  private static final Option<Integer> N = Option.integer("n", null, 1, ConnectGame.MAX_SIDE, "rows" + ALIAS + "19)");
  private static final Option<Integer> K = Option.integer("k", null, 1, ConnectGame.MAX_SIDE,
      "stones in a row that win" + ALIAS + "6)");
  private static final Option<Integer> P = Option.integer("p", null, 1, Integer.MAX_VALUE,
      "stones a turn" + ALIAS + "2)");
  private static final Option<Integer> Q = Option.integer("q", null, 1, Integer.MAX_VALUE,
      "stones on the first turn" + ALIAS + "1)");
  private static final Option<Boolean> EXACT = Option.onOff("exact", false, "only exactly k in a row wins");
  private static final Option<String> RULE = Option.choice("rule", "freestyle", List.of("freestyle", "standard",
      "renju"), "which lines win: freestyle (k or more), standard (exactly k, as exact=on), renju (k=5, p=q=1; "
      + "Black's double three, double four and overline are forbidden, White's overline wins)");
  private static final OptionSet PARAMS = new OptionSet("connect parameters", List.of(M, N, K, P, Q, EXACT, RULE));

  /** m, n, k, p, q (defaults from the name), exact and rule. */
  @Override
  public OptionSet parameters() {
    return PARAMS;
  }
  /** The capabilities of search every connect game hands out: the small-board solver and the {@code tss} option. */
  private static final Capabilities<ConnectGame> CAPABILITIES = Capabilities.<ConnectGame>none()
      .with(Solvable.class, ConnectSolver::new)
      .with(SearchOptions.class, ConnectSearchOptions::new);

  @Override
  public Set<String> names() {
    return Set.of("connect", "connect6", "gomoku", "tictactoe");
  }

  @Override
  public String description() {
    return "connect(m,n,k,p,q): m x n board, k in a row wins, p stones a turn, q on the first; exact=on (or "
        + "rule=standard) for exactly k, rule=renju for renju; aliases connect6 (19,19,6,2,1), gomoku (15,15,5,1,1), tictactoe (3,3,3,1,1)";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    GameParameters params = spec.parameters(PARAMS);
    int[] d;
    switch (spec.name()) {
      case "connect6":
      case "connect":
        d = new int[] {19, 19, 6, 2, 1};
        break;
      case "gomoku":
        d = new int[] {15, 15, 5, 1, 1};
        break;
      case "tictactoe":
        d = new int[] {3, 3, 3, 1, 1};
        break;
      default:
        throw new UnknownGameException(spec.toString(), "not a connect game: " + spec.name());
    }
    ConnectRule rule = ConnectRule.parse(params.get(RULE));
    if (params.get(EXACT)) {
      if (rule == ConnectRule.RENJU) {
        throw new UnknownGameException(spec.toString(), "exact=on is the standard rule, not renju");
      }
      rule = ConnectRule.STANDARD;
    }
    try {
      return new ConnectGame(or(params, M, d[0]), or(params, N, d[1]), or(params, K, d[2]), or(params, P, d[3]),
          or(params, Q, d[4]), rule, CAPABILITIES);
    } catch (IllegalArgumentException e) {
      throw new UnknownGameException(spec.toString(), e.getMessage());
    }
  }

  private static int or(GameParameters params, Option<Integer> option, int fallback) {
    Integer v = params.get(option);
    return v == null ? fallback : v;
  }

  /** {@code rules} with everything the module wires: the small-board solver and the {@code tss} engine option. */
  public static ConnectGame wire(ConnectGame rules) {
    return rules.withCapabilities(CAPABILITIES);
  }
}
