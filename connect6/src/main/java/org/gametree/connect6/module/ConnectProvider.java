package org.gametree.connect6.module;

import java.util.Set;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.search.ConnectSearchOptions;
import org.gametree.connect6.search.ConnectSolver;
import org.gametree.core.Capabilities;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.UnknownGameException;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.Solvable;

/**
 * Registers {@code connect(m,n,k,p,q[,exact])} and its aliases {@code connect6} (19,19,6,2,1), {@code gomoku}
 * (15,15,5,1,1) and {@code tictactoe} (3,3,3,1,1); aliases accept the same parameters to override their defaults.
 */
public final class ConnectProvider implements GameProvider {
  private static final Set<String> PARAMS = Set.of("m", "n", "k", "p", "q", "exact");
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
    return "connect(m,n,k,p,q): m x n board, k in a row wins, p stones a turn, q on the first; exact=true for "
        + "exactly k; aliases connect6 (19,19,6,2,1), gomoku (15,15,5,1,1), tictactoe (3,3,3,1,1)";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    spec.requireOnly(PARAMS);
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
    String exact = spec.stringParam("exact", "false");
    if (!exact.equals("true") && !exact.equals("false")) {
      throw new UnknownGameException(spec.toString(), "exact must be true or false, got '" + exact + "'");
    }
    try {
      return new ConnectGame(spec.intParam("m", d[0]), spec.intParam("n", d[1]), spec.intParam("k", d[2]),
          spec.intParam("p", d[3]), spec.intParam("q", d[4]), exact.equals("true"), CAPABILITIES);
    } catch (IllegalArgumentException e) {
      throw new UnknownGameException(spec.toString(), e.getMessage());
    }
  }

  /** {@code rules} with everything the module wires: the small-board solver and the {@code tss} engine option. */
  public static ConnectGame wire(ConnectGame rules) {
    return rules.withCapabilities(CAPABILITIES);
  }
}
