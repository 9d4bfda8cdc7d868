package org.gametree.core.engine;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchOptions;

/**
 * Turns engine specs into searchers. Every built-in kind ({@code minimax}, {@code alphabeta}, {@code negascout},
 * {@code mtdf}, {@code mcts}) takes the options of {@link #OPTIONS}; anything else goes to the game's
 * {@link SearchOptions} and, for {@code mcts}, to {@link MctsConfig#OPTIONS}. A value that does not fit its option's
 * type or range is an error naming the option, the value and the spec.
 */
public final class Engines {
  /** The spec used when none is given. */
  public static final String DEFAULT_SPEC = "negascout:time=1000";

  private static final String SELECTIVE = " (off whenever selective=off)";

  /** The options every built-in kind takes. */
  public static final OptionSet OPTIONS = new OptionSet("engine options (every built-in kind)", List.of(
      Option.integer("depth", null, 1, 10_000, "search to this depth"),
      Option.longInteger("nodes", null, 1L, Long.MAX_VALUE, "stop after this many nodes"),
      Option.longInteger("playouts", null, 1L, Long.MAX_VALUE, "MCTS: stop after this many playouts"),
      Option.longInteger("time", 1000L, 1L, 1_000_000_000L,
          "milliseconds a move (the limit when no depth, nodes or playouts is given)"),
      Option.integer("threads", 1, 1, 512, "search threads (Lazy SMP; MCTS: see parallel)"),
      Option.integer("hash", 16, 0, 1 << 20, "transposition table megabytes"),
      Option.text("eval", "default", "one of the game's evaluators"),
      Option.custom("aspiration", "on|off|N", "on", "aspiration windows around the last iteration's score: on (the "
          + "half-width follows how far the root score moved between iterations), off, or a fixed half-width of N "
          + "evaluation units", Engines::aspiration),
      Option.onOff("quiescence", true, "quiescence search of the game's tactical moves"),
      Option.onOff("nullmove", true, "null-move pruning where the game says it is sound" + SELECTIVE),
      Option.onOff("lmr", true, "late-move reductions" + SELECTIVE),
      Option.onOff("futility", true, "futility pruning with the evaluator's margins" + SELECTIVE),
      Option.onOff("razoring", true, "razoring with the evaluator's margins" + SELECTIVE),
      Option.onOff("iid", true, "internal iterative deepening without a hash move" + SELECTIVE),
      Option.onOff("candidates", true, "search only the game's candidate moves at interior nodes" + SELECTIVE),
      Option.onOff("selective", true, "off: every selective technique off, exact fixed-depth values"),
      Option.integer("contempt", 0, -Score.MAX_EVAL, Score.MAX_EVAL, "a draw scores -N for the side to move at the root")));

  private Engines() {}

  /**
   * Builds the searcher a spec describes; {@link IllegalArgumentException} naming the offending option and value if
   * the spec is malformed or names something the game lacks.
   */
  public static <S extends GameState> SearchEngine<S> create(Game<S> game, EngineSpec spec) {
    if (spec.isExternal()) {
      throw new IllegalArgumentException("'" + spec + "' is an external engine, not a built-in searcher");
    }
    Algorithm algorithm = Algorithm.parse(spec.kind());
    Search.Builder<S> builder = Search.builder(game).algorithm(algorithm);
    MctsConfig<S> mcts = algorithm == Algorithm.MCTS ? MctsConfig.uct() : null;
    @SuppressWarnings("unchecked")
    SearchOptions<S> gameOptions = game.capability(SearchOptions.class).orElse(null);
    SearchLimits limits = SearchLimits.infinite();
    boolean limited = false;
    for (Map.Entry<String, String> e : spec.params().entrySet()) {
      String key = e.getKey();
      String value = e.getValue();
      try {
        Option<?> option = OPTIONS.find(key);
        if (option == null) {
          boolean taken = (gameOptions != null && gameOptions.configureSearch(builder, key, value))
              || (mcts != null && mcts.configure(key, value));
          if (!taken) {
            throw new IllegalArgumentException("unknown engine option '" + key + "'");
          }
          continue;
        }
        Object v = option.parse(value);
        switch (key) {
          case "depth" -> limits = limits.withDepth((int) v);
          case "nodes" -> limits = limits.withNodes((long) v);
          case "playouts" -> limits = limits.withPlayouts((long) v);
          case "time" -> limits = limits.withTime(Duration.ofMillis((long) v));
          case "threads" -> builder.threads((int) v);
          case "hash" -> builder.hashMegabytes(fitsHeap((int) v));
          case "eval" -> builder.evaluator(game.evaluator((String) v));
          case "aspiration" -> {
            String a = (String) v;
            builder.aspiration(!a.equals("off")).aspirationWindow(a.equals("on") || a.equals("off") ? 0
                : Ascii.parseInt(a));
          }
          case "quiescence" -> builder.quiescence((boolean) v);
          case "nullmove" -> builder.nullMove((boolean) v);
          case "lmr" -> builder.lateMoveReductions((boolean) v);
          case "futility" -> builder.futility((boolean) v);
          case "razoring" -> builder.razoring((boolean) v);
          case "iid" -> builder.internalDeepening((boolean) v);
          case "candidates" -> builder.candidateMoves((boolean) v);
          case "contempt" -> builder.contempt((int) v);
          case "selective" -> builder.selective((boolean) v);
          default -> throw new IllegalStateException("option " + key + " has no effect");
        }
        limited |= key.equals("depth") || key.equals("nodes") || key.equals("playouts") || key.equals("time");
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException(ex.getMessage() + " in '" + spec + "'", ex);
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

  /** The {@code aspiration} value as {@code on}, {@code off} or a whole number in 1..MAX_EVAL; throws otherwise. */
  private static String aspiration(String text) {
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    switch (t) {
      case "on", "true", "yes" -> {
        return "on";
      }
      case "off", "false", "no", "0" -> {
        return "off";
      }
      default -> {
        try {
          int n = Ascii.parseInt(t);
          if (n >= 1 && n <= Score.MAX_EVAL) {
            return Integer.toString(n);
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new IllegalArgumentException("aspiration must be on, off or a half-width in 1.." + Score.MAX_EVAL
            + ", got '" + text + "'");
      }
    }
  }

  /**
   * {@code megabytes} if a table that large fits in three quarters of the Java heap's maximum; otherwise an
   * {@link IllegalArgumentException} before anything is allocated (an {@code OutOfMemoryError} half way through
   * building a table would leave a server or the command line in an unknown state).
   */
  public static int fitsHeap(int megabytes) {
    long heap = Runtime.getRuntime().maxMemory();
    if (heap != Long.MAX_VALUE && ((long) megabytes << 20) > heap / 4 * 3) {
      throw new IllegalArgumentException("hash of " + megabytes + " MB does not fit in the Java heap (at most "
          + (heap >> 20) + " MB; give the JVM more with -Xmx or ask for less)");
    }
    return megabytes;
  }

  /** Parses and builds in one step. */
  public static <S extends GameState> SearchEngine<S> create(Game<S> game, String spec) {
    return create(game, EngineSpec.parse(spec));
  }
}
