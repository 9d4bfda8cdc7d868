package org.gametree.core.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Score;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.option.Binder;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.SearchScales;
import org.gametree.core.search.Selectivity;

/**
 * Turns engine specs into searchers, in two phases. Collect: every key is looked up among {@link #OPTIONS}, the
 * game's {@link SearchOptions} and, for {@code mcts}, {@link MctsConfig#OPTIONS}, and its value parsed through its
 * option; a key that is unknown, does not apply to the spec's kind ({@code mcts:hash=64}), or is retired
 * ({@code rave=on}) is an error naming it and the spec. Resolve: macros ({@code selective}) apply first, then every
 * option given explicitly, so an explicit option wins over a macro whatever their order and equal sets of options give
 * equal configurations ({@link #configure}).
 */
public final class Engines {
  /**
   * The spec of a game that declares no default of its own ({@link Game#DEFAULT_ENGINE_SPEC}); front ends use
   * {@link #defaultSpec(Game)}, the game's own.
   */
  public static final String DEFAULT_SPEC = Game.DEFAULT_ENGINE_SPEC;

  private static final String SELECTIVE = " (off with selective=off unless given)";
  private static final EngineFamily DEPTH_FIRST = EngineFamily.DEPTH_FIRST;
  private static final EngineFamily MCTS = EngineFamily.MCTS;

  /** The options of the built-in kinds; each says which families it applies to. */
  public static final OptionSet OPTIONS = new OptionSet("engine options (built-in kinds)", List.of(
      limit(Option.integer("depth", null, 1, 10_000, "search to this depth"), SearchLimits::withDepth)
          .appliesOnlyTo(DEPTH_FIRST),
      limit(Option.longInteger("nodes", null, 1L, Long.MAX_VALUE, "stop after this many nodes"),
          SearchLimits::withNodes),
      limit(Option.longInteger("playouts", null, 1L, Long.MAX_VALUE, "MCTS: stop after this many playouts"),
          SearchLimits::withPlayouts).appliesOnlyTo(MCTS),
      limit(Option.longInteger("time", 1000L, 1L, 1_000_000_000L,
          "milliseconds a move (the limit when no depth, nodes or playouts is given)"),
          (l, v) -> l.withTime(Duration.ofMillis(v))),
      config(Option.integer("threads", 1, 1, 512, "search threads (Lazy SMP; MCTS: see parallel)"),
          (c, v) -> c.withThreads(v)),
      config(Option.integer("hash", 16, 0, 1 << 20, "transposition table megabytes"),
          (c, v) -> c.withHashMegabytes(fitsHeap(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.text("eval", "default", "one of the game's evaluators"), Engines::evaluator),
      config(Option.custom("aspiration", "on|off|N", "on", "aspiration windows around the last iteration's score: on "
          + "(the half-width follows how far the root score moved between iterations), off, or a fixed half-width of N "
          + "evaluation units", Engines::aspiration), (c, a) -> c.withAspiration(!a.equals("off"),
              a.equals("on") || a.equals("off") ? 0 : Ascii.parseInt(a))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("quiescence", true, "quiescence search of the game's tactical moves"),
          (c, v) -> c.withQuiescence(v)).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("nullmove", true, "null-move pruning where the game says it is sound" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withNullMove(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("lmr", true, "late-move reductions" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withLateMoveReductions(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("futility", true, "futility pruning with the evaluator's margins" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withFutility(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("razoring", true, "razoring with the evaluator's margins" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withRazoring(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("iid", true, "internal iterative deepening without a hash move (order only)"),
          (c, v) -> c.withInternalDeepening(v)).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("candidates", true, "search only the game's candidate moves at interior nodes" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withCandidateMoves(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("matedistance", true, "mate-distance pruning" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withMateDistance(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("tteval", true, "static evaluation and PV flag kept in the table (a ply less reduction at "
          + "former PV nodes)" + SELECTIVE), (c, v) -> c.withSelectivity(c.selectivity().withTableEval(v)))
          .appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("improving", true, "the improving flag in the reverse-futility and late-move-pruning margins"
          + SELECTIVE), (c, v) -> c.withSelectivity(c.selectivity().withImproving(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("nullverify", true, "verify null-move cutoffs at high depth without null moves" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withNullVerification(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("singular", true, "singular extensions, negative extensions and multi-cut" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withSingular(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("lmrhistory", false, "late-move reductions adjusted by the move's history" + SELECTIVE),
          (c, v) -> c.withSelectivity(c.selectivity().withHistoryReductions(v))).appliesOnlyTo(DEPTH_FIRST),
      config(Option.onOff("selective", true, "off: every pruning, reduction and extension above and ProbCut off "
          + "(exact fixed-depth values); those given explicitly win"), (c, v) -> c.withSelectivity(Selectivity.of(v)))
          .appliesOnlyTo(DEPTH_FIRST).asMacro(),
      scale("futility-scale", "the evaluator's futility margins", SearchScales::withFutility),
      scale("razoring-scale", "the evaluator's razoring margins", SearchScales::withRazoring),
      scale("lmr-scale", "late-move reductions", SearchScales::withReductions),
      scale("lmp-scale", "the moves before late-move pruning", SearchScales::withLateMoves),
      scale("singular-scale", "the singular-extension margin", SearchScales::withSingular),
      config(Option.integer("contempt", 0, -Score.MAX_EVAL, Score.MAX_EVAL,
          "a draw scores -N for the side to move at the root"), (c, v) -> c.withContempt(v)).appliesOnlyTo(DEPTH_FIRST)));

  private Engines() {}

  /** The engine {@code game} is played with when none is given ({@link Game#defaultEngineSpec()}), parsed. */
  public static EngineSpec defaultSpec(Game<?> game) {
    return EngineSpec.parse(game.defaultEngineSpec());
  }

  private static <T> Option<T> limit(Option<T> option, Binder<SearchLimits, T> binder) {
    return option.binds((EngineSettings s, T v) -> s.withLimits(binder.apply(s.limits(), v)));
  }

  /** A search constant's scale in percent ({@link SearchScales}), for tuners. */
  private static Option<Integer> scale(String name, String what,
      java.util.function.BiFunction<SearchScales, Integer, SearchScales> with) {
    return config(Option.integer(name, 100, 0, SearchScales.MAX, "percent of the built-in value of " + what
        + " (0: none)"), (c, v) -> c.withScales(with.apply(c.scales(), v))).appliesOnlyTo(DEPTH_FIRST);
  }

  private static <T> Option<T> config(Option<T> option, Binder<SearchConfig<?>, T> binder) {
    return option.binds((EngineSettings s, T v) -> s.withSearch(binder.apply(s.search(), v)));
  }

  private static <S extends GameState> SearchConfig<S> evaluator(SearchConfig<S> config, String name) {
    return config.withEvaluator(config.game().evaluator(name));
  }

  /** Where a collected option came from, which says what it binds onto. */
  private enum Source { ENGINE, GAME, MCTS }

  /** One option of a spec, collected and parsed. */
  private record Given(Source source, Option<?> option, Object value) {}

  /**
   * Resolves a spec into the configuration and limits it describes, without building a searcher;
   * {@link IllegalArgumentException} naming the offending option, its value and the spec if the spec is malformed,
   * names an option the kind does not take, or names something the game lacks.
   */
  public static <S extends GameState> EngineConfig<S> configure(Game<S> game, EngineSpec spec) {
    if (spec.isExternal()) {
      throw new IllegalArgumentException("'" + spec + "' is an external engine, not a built-in searcher");
    }
    boolean mcts = EngineFamily.ofKind(spec.kind()) == EngineFamily.MCTS;
    Algorithm algorithm = null;
    if (!mcts) {
      try {
        algorithm = Algorithm.parse(spec.kind());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("unknown algorithm '" + spec.kind() + "'; choose minimax, alphabeta, "
            + "negascout, mtdf or mcts", e);
      }
    }
    EngineFamily family = mcts ? MCTS : DEPTH_FIRST;
    @SuppressWarnings("unchecked")
    SearchOptions<S> gameOptions = game.capability(SearchOptions.class).orElse(null);
    OptionSet gameSet = gameOptions == null ? OptionSet.empty("game options") : gameOptions.options();
    List<Given> given = new ArrayList<>();
    for (Map.Entry<String, String> e : spec.params().entrySet()) {
      try {
        given.add(collect(e.getKey(), e.getValue(), family, gameSet, spec.kind()));
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException(ex.getMessage() + " in '" + spec + "'", ex);
      }
    }
    // macros first, then the options given explicitly (a stable sort keeps each group in spec order)
    given.sort(Comparator.comparing(g -> !g.option().macro()));
    SearchConfig<S> base = SearchConfig.defaults(game);
    EngineSettings settings = new EngineSettings(algorithm != null ? base.withKind(algorithm) : base,
        SearchLimits.infinite(), false);
    MctsConfig<S> mctsConfig = mcts ? MctsConfig.uct() : null;
    for (Given g : given) {
      try {
        switch (g.source()) {
          case ENGINE -> settings = g.option().bind(settings, g.value());
          case GAME -> settings = settings.withSearch(g.option().bind(settings.search(), g.value()));
          case MCTS -> g.option().bind(mctsConfig, g.value());
          default -> throw new IllegalStateException("no source " + g.source());
        }
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException(ex.getMessage() + " in '" + spec + "'", ex);
      }
    }
    @SuppressWarnings("unchecked") // made from SearchConfig.defaults(game) by game-typed binders only
    SearchConfig<S> config = (SearchConfig<S>) settings.search();
    if (mctsConfig != null) {
      config = config.withKind(mctsConfig);
    }
    SearchLimits limits = settings.limited() ? settings.limits() : settings.limits().withTime(Duration.ofSeconds(1));
    return new EngineConfig<>(config, limits);
  }

  /** The option {@code key} of a spec of {@code family}, with its value parsed; errors name the key. */
  private static Given collect(String key, String value, EngineFamily family, OptionSet gameSet, String kind) {
    Source source;
    Option<?> option = OPTIONS.find(key);
    if (option != null) {
      source = Source.ENGINE;
    } else if ((option = gameSet.find(key)) != null) {
      source = Source.GAME;
    } else if ((option = MctsConfig.OPTIONS.find(key)) != null) {
      source = Source.MCTS;
    } else {
      String retired = family == MCTS ? MctsConfig.retiredOption(key, value) : null;
      throw new IllegalArgumentException(retired != null ? retired : "unknown engine option '" + key + "'");
    }
    if (!option.appliesTo(family)) {
      throw new IllegalArgumentException("option '" + key + "' does not apply to " + kind + " (only to "
          + String.join(", ", option.families().stream().map(EngineFamily::label).toList()) + " engines)");
    }
    return new Given(source, option, option.parse(value));
  }

  /**
   * Builds the searcher a spec describes ({@link #configure}, then {@link Search#create});
   * {@link IllegalArgumentException} naming the offending option and value if the spec is malformed or names
   * something the game lacks.
   */
  public static <S extends GameState> SearchEngine<S> create(Game<S> game, EngineSpec spec) {
    EngineConfig<S> config = configure(game, spec);
    return new SearchEngine<>(spec, Search.create(config.search()), config.limits());
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
