package org.gametree.core.engine;

import java.time.Duration;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchOptions;

/**
 * Turns engine specs into searchers. Options every built-in kind takes:
 * <ul>
 *   <li>{@code depth=N}, {@code nodes=N}, {@code time=MS}, {@code playouts=N} — the default limits;
 *   <li>{@code threads=N}, {@code hash=MB}, {@code eval=NAME} (one of the game's evaluators);
 *   <li>{@code aspiration=on|off}, {@code quiescence=on|off};
 *   <li>selectivity: {@code nullmove}, {@code lmr} (late-move reductions), {@code futility}, {@code razoring},
 *       {@code iid} (internal iterative deepening), {@code candidates} (the game's candidate moves), each
 *       {@code on|off}, and {@code selective=off} to turn them all off at once (exact fixed-depth values);
 *   <li>{@code contempt=N}: a draw scores −N for the side to move at the root (default 0);
 *   <li>anything else goes to the game's {@link SearchOptions} and, for {@code mcts}, to
 *       {@link org.gametree.core.mcts.MctsConfig#configure}.
 * </ul>
 * Kinds: {@code minimax}, {@code alphabeta}, {@code negascout}, {@code mtdf}, {@code mcts}.
 */
public final class Engines {
  /** The spec used when none is given. */
  public static final String DEFAULT_SPEC = "negascout:time=1000";

  private Engines() {}

  /** Builds the engine a built-in spec describes; {@link IllegalArgumentException} naming any bad option. */
  public static <S extends GameState> SearchEngine<S> create(Game<S> game, EngineSpec spec) {
    if (spec.isExternal()) {
      throw new IllegalArgumentException("'" + spec + "' is an external engine, not a built-in searcher");
    }
    Algorithm algorithm = Algorithm.parse(spec.kind());
    Search.Builder<S> builder = Search.builder(game).algorithm(algorithm);
    org.gametree.core.mcts.MctsConfig<S> mcts =
        algorithm == Algorithm.MCTS ? org.gametree.core.mcts.MctsConfig.uct() : null;
    @SuppressWarnings("unchecked")
    SearchOptions<S> gameOptions = game.capability(SearchOptions.class).orElse(null);
    SearchLimits limits = SearchLimits.infinite();
    boolean limited = false;
    for (Map.Entry<String, String> e : spec.params().entrySet()) {
      String key = e.getKey();
      String value = e.getValue();
      switch (key) {
        case "depth":
          limits = limits.withDepth(positiveInt(spec, key, value));
          limited = true;
          break;
        case "nodes":
          limits = limits.withNodes(positiveLong(spec, key, value));
          limited = true;
          break;
        case "playouts":
          limits = limits.withPlayouts(positiveLong(spec, key, value));
          limited = true;
          break;
        case "time":
          limits = limits.withTime(Duration.ofMillis(positiveLong(spec, key, value)));
          limited = true;
          break;
        case "threads":
          builder.threads(positiveInt(spec, key, value));
          break;
        case "hash":
          builder.hashMegabytes(nonNegativeInt(spec, key, value));
          break;
        case "eval":
          builder.evaluator(game.evaluator(value));
          break;
        case "aspiration":
          builder.aspiration(onOff(spec, key, value));
          break;
        case "quiescence":
          builder.quiescence(onOff(spec, key, value));
          break;
        case "nullmove":
          builder.nullMove(onOff(spec, key, value));
          break;
        case "lmr":
          builder.lateMoveReductions(onOff(spec, key, value));
          break;
        case "futility":
          builder.futility(onOff(spec, key, value));
          break;
        case "razoring":
          builder.razoring(onOff(spec, key, value));
          break;
        case "iid":
          builder.internalDeepening(onOff(spec, key, value));
          break;
        case "candidates":
          builder.candidateMoves(onOff(spec, key, value));
          break;
        case "contempt":
          builder.contempt(integer(spec, key, value));
          break;
        case "selective":
          builder.selective(onOff(spec, key, value));
          break;
        default:
          boolean taken = (gameOptions != null && gameOptions.configureSearch(builder, key, value))
              || (mcts != null && mcts.configure(key, value));
          if (!taken) {
            throw new IllegalArgumentException("unknown engine option '" + key + "' in '" + spec + "'");
          }
      }
    }
    if (mcts != null) {
      builder.mcts(mcts);
    }
    if (!limited) {
      limits = limits.withTime(Duration.ofSeconds(1));
    }
    return new SearchEngine<>(spec, builder.build(), limits);
  }

  /** Parses and builds in one step. */
  public static <S extends GameState> SearchEngine<S> create(Game<S> game, String spec) {
    return create(game, EngineSpec.parse(spec));
  }

  private static int positiveInt(EngineSpec spec, String key, String value) {
    long v = positiveLong(spec, key, value);
    if (v > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(key + " is too large in '" + spec + "': " + value);
    }
    return (int) v;
  }

  private static int integer(EngineSpec spec, String key, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be an integer in '" + spec + "', got '" + value + "'");
    }
  }

  private static int nonNegativeInt(EngineSpec spec, String key, String value) {
    return value.equals("0") ? 0 : positiveInt(spec, key, value);
  }

  private static long positiveLong(EngineSpec spec, String key, String value) {
    try {
      long v = Long.parseLong(value);
      if (v < 1) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a positive integer in '" + spec + "', got '" + value + "'");
    }
  }

  private static boolean onOff(EngineSpec spec, String key, String value) {
    switch (value.toLowerCase(java.util.Locale.ROOT)) {
      case "on":
      case "true":
      case "yes":
      case "1":
        return true;
      case "off":
      case "false":
      case "no":
      case "0":
        return false;
      default:
        throw new IllegalArgumentException(key + " must be on or off in '" + spec + "', got '" + value + "'");
    }
  }
}
