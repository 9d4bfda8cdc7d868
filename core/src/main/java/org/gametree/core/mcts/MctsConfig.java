package org.gametree.core.mcts;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.option.Binder;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.SearcherFactory;

/**
 * MCTS configuration, the builder of the strategies a searcher runs: selection ({@link SelectionPolicy}, with the
 * {@code eqex} and {@code priorvisits} wrappers), expansion with priors ({@link PriorPolicy}), the leaf strategy
 * ({@link Playout}: a {@link RolloutPolicy}, the evaluator, or a mix), back-up of the statistics those strategies
 * declare ({@link Statistic}), proofs (MCTS-Solver), the final-move strategy ({@link FinalMoveSelection}) and the
 * parallel form. The searcher resolves it once into an immutable plan; changing the config afterwards does not
 * change a built searcher. Start from a recipe ({@link #uct()}, {@link #rave()}, {@link #puct(PriorPolicy)}) and
 * adjust; engine specs adjust it with {@link #configure} ({@link #OPTIONS}):
 *
 * <ul>
 *   <li>{@code c} exploration constant (UCT 0.7, RAVE 0, PUCT 1.5)
 *   <li>{@code select} {@code uct}, {@code rave} or {@code puct} (the rule only; {@code c} stays as set),
 *       {@code bias} RAVE bias b (0.03)
 *   <li>{@code priorvisits} under RAVE, the prior's weight as equivalent experience (0 = the prior only orders
 *       untried moves): each new node's AMAF statistics start at that many visits worth {@code r/(1+r)}, where
 *       {@code r} is the move's prior relative to a uniform one (Gelly and Silver 2007)
 *   <li>{@code eqex} the prior's weight as equivalent experience in each move's own statistics (0 = none): a move
 *       starts as if played that many times with a win rate {@code r/(1+r)}; this steers selection only
 *       ({@link #equivalentExperience(int)})
 *   <li>{@code virtualloss} visits counted as lost while a thread is on a path (1; 0 turns it off)
 *   <li>{@code reuse} keep the subtree of the new root between searches ({@code on})
 *   <li>{@code resign} win rate below which the result advises resigning ({@code SearchResult.resigned()}; 0 = never),
 *       {@code resignmoves} how many searches in a row for the same side must fall below it (1)
 *   <li>{@code mix} weight λ of the leaf evaluator against the rollout (0), {@code evalscale} evaluator units
 *       per logistic unit (400)
 *   <li>{@code expand} edge visits before a child node is created (1), {@code rolloutplies} rollout length cap (1000)
 *   <li>{@code rollout}, {@code prior}: a policy the game offers by name through {@link MctsKnowledge}
 *       ({@code random} and {@code uniform} always work)
 *   <li>{@code seed} random seed (1)
 *   <li>{@code parallel} how {@code threads} share the work: {@code tree-locked} (one tree, per-node locks; the
 *       default), {@code tree} (one tree, lock-free statistics), {@code root} (one tree per thread, root visits
 *       merged), {@code leaf} (one tree, a playout per thread from each leaf)
 *   <li>{@code mcts-solver} MCTS-Solver (not {@code solver}, which games use for their exact solvers): back up proven wins, losses and draws; a proven move is played at once (off)
 *   <li>{@code final} the final-move strategy: {@code robust} (most visits) or {@code max} (best mean)
 * </ul>
 */
public final class MctsConfig<S extends GameState> implements SearcherFactory<S> {
  /** How several threads share one search. */
  public enum Parallel {
    /** One tree, statistics read and written without locks (compare-and-set on packed values). */
    TREE("tree"),
    /** One tree, each node's statistics under its monitor. */
    TREE_LOCKED("tree-locked"),
    /** One tree per thread, the root moves' visits merged at the end. */
    ROOT("root"),
    /** One tree, one playout per thread from each leaf. */
    LEAF("leaf");

    private final String text;

    Parallel(String text) {
      this.text = text;
    }

    @Override
    public String toString() {
      return text;
    }

    static Parallel parse(String text) {
      for (Parallel p : values()) {
        if (p.text.equalsIgnoreCase(text.strip())) {
          return p;
        }
      }
      throw new IllegalArgumentException("parallel must be tree, tree-locked, root or leaf, got '" + text + "'");
    }
  }

  /** The selection rule a recipe or option chose. */
  public enum Selection {
    /** Upper confidence bounds applied to trees. */
    UCT,
    /** UCT with rapid action value estimates (all-moves-as-first statistics). */
    RAVE,
    /** Predictor UCT: exploration weighted by the move priors. */
    PUCT
  }

  /** The final-move strategies the option names, made once so that equal configurations compare equal. */
  private static final FinalMoveSelection ROBUST = FinalMoveSelection.robustChild();
  private static final FinalMoveSelection MAX = FinalMoveSelection.maxChild();

  private Selection selection = Selection.UCT;
  private double exploration = 0.7;
  private double raveBias = 0.03;
  private double puctFpu = 0.5;
  private int priorVisits = 0;
  private int equivalentExperience = 0;
  private SelectionPolicy custom;
  private RolloutPolicy<S> rollout;
  private PriorPolicy<S> prior;
  private int virtualLoss = 1;
  private boolean reuse = true;
  private double resign = 0;
  private int resignMoves = 1;
  private double mix = 0;
  private double evalScale = 400;
  private int expandAfter = 1;
  private int rolloutPlies = 1000;
  private long seed = 1;
  private String rolloutName = "default";
  private String priorName = "default";
  private Parallel parallel = Parallel.TREE_LOCKED;
  private boolean solver = false;
  private FinalMoveSelection finalMove = ROBUST;

  private MctsConfig() {}

  /** UCT with random rollouts. */
  public static <S extends GameState> MctsConfig<S> uct() {
    return new MctsConfig<>();
  }

  /** UCT plus RAVE/AMAF values (no explicit exploration term, bias 0.03). */
  public static <S extends GameState> MctsConfig<S> rave() {
    MctsConfig<S> c = new MctsConfig<>();
    c.selection = Selection.RAVE;
    c.exploration = 0;
    return c;
  }

  /** PUCT selection with priors from {@code prior} (c = 1.5). */
  public static <S extends GameState> MctsConfig<S> puct(PriorPolicy<S> prior) {
    MctsConfig<S> c = new MctsConfig<>();
    c.selection = Selection.PUCT;
    c.exploration = 1.5;
    c.prior = prior;
    return c;
  }

  private static final EngineFamily MCTS = EngineFamily.MCTS;

  /** The options {@link #configure} takes, with the defaults of {@link #uct()}; each binds onto an MctsConfig. */
  public static final OptionSet OPTIONS = new OptionSet("mcts options", List.of(
      bind(Option.number("c", 0.7, 0, 1e6, "exploration constant (UCT 0.7, RAVE 0, PUCT 1.5)"),
          MctsConfig::exploration),
      bind(Option.choice("select", "uct", List.of("uct", "rave", "puct"),
          "selection: UCT, RAVE/AMAF, or PUCT with the game's priors (sets the rule only, not c)"),
          (m, v) -> m.selectionKind(Selection.valueOf(v.toUpperCase(Locale.ROOT)))),
      bind(Option.number("bias", 0.03, 0, 1e6, "RAVE bias b"), MctsConfig::raveBias),
      bind(Option.integer("priorvisits", 0, 0, Integer.MAX_VALUE, "RAVE: the prior's weight in AMAF visits"),
          MctsConfig::priorVisits),
      bind(Option.integer("eqex", 0, 0, Integer.MAX_VALUE, "the prior's weight as equivalent experience in each move"),
          MctsConfig::equivalentExperience),
      bind(Option.integer("virtualloss", 1, 0, Integer.MAX_VALUE, "visits counted lost while a thread is on a path"),
          MctsConfig::virtualLoss),
      bind(Option.onOff("reuse", true, "keep the new root's subtree between searches"), MctsConfig::treeReuse),
      bind(Option.number("resign", 0, 0, 1, "win rate below which the engine resigns (0 = never)"),
          MctsConfig::resignThreshold),
      bind(Option.integer("resignmoves", 1, 1, 1000, "searches in a row for one side below the resign rate"),
          MctsConfig::resignMoves),
      bind(Option.number("mix", 0, 0, 1, "weight of the leaf evaluator against the rollout"),
          MctsConfig::evaluatorMix),
      bind(Option.number("evalscale", 400, 0.001, 1e9, "evaluator units per logistic unit"),
          MctsConfig::evaluatorScale),
      bind(Option.integer("expand", 1, 0, Integer.MAX_VALUE, "edge visits before a child node is created"),
          MctsConfig::expandAfter),
      bind(Option.integer("rolloutplies", 1000, 1, Integer.MAX_VALUE, "rollout length cap"),
          MctsConfig::rolloutPlies),
      bind(Option.text("rollout", "default", "a rollout policy the game offers by name (random always works)"),
          (m, v) -> m.rolloutName(v)),
      bind(Option.text("prior", "default", "a prior policy the game offers by name (uniform always works)"),
          (m, v) -> m.priorName(v)),
      bind(Option.longInteger("seed", 1L, Long.MIN_VALUE, Long.MAX_VALUE, "random seed"), MctsConfig::seed),
      bind(Option.choice("parallel", "tree-locked", List.of("tree-locked", "tree", "root", "leaf"),
          "how threads share the search: one tree with locks or lock-free, a tree each, playouts per leaf"),
          (m, v) -> m.parallel(Parallel.parse(v))),
      bind(Option.onOff("mcts-solver", false, "MCTS-Solver: back up proven results, play a proven move at once"),
          MctsConfig::solver),
      bind(Option.choice("final", "robust", List.of("robust", "max"), "the move played: most visits or best mean"),
          (m, v) -> m.finalMove(v.equals("max") ? MAX : ROBUST))));

  private static <T> Option<T> bind(Option<T> option, Binder<MctsConfig<?>, T> binder) {
    return option.appliesOnlyTo(MCTS).binds(binder);
  }

  /**
   * What to write instead of an option that no longer exists ({@code rave=on}: {@code select=rave}), or null if
   * {@code key} is not one. {@code rave} and {@code puct} were booleans that fought over one choice: {@code puct=on,
   * rave=off} quietly meant UCT.
   */
  public static String retiredOption(String key, String value) {
    if (!key.equals("rave") && !key.equals("puct")) {
      return null;
    }
    boolean on;
    try {
      on = Option.onOff(key, false, "").parse(value);
    } catch (IllegalArgumentException e) {
      on = true;
    }
    return key + "=" + value + ": write select=" + (on ? key : "uct") + " (select=uct|rave|puct replaces the rave and "
        + "puct switches)";
  }

  /**
   * Applies an engine-spec option ({@code c=1.4}, {@code select=rave}, ...) through its option's binder; false if the
   * key is not an MCTS option, {@link IllegalArgumentException} naming the option and the value if the value does not
   * fit it or the option is retired ({@link #retiredOption}).
   */
  public boolean configure(String key, String value) {
    String k = key.strip().toLowerCase(Locale.ROOT);
    String retired = retiredOption(k, value);
    if (retired != null) {
      throw new IllegalArgumentException(retired);
    }
    Option<?> option = OPTIONS.find(k);
    if (option == null) {
      return false;
    }
    option.bind(this, option.parse(value));
    return true;
  }

  /** The selection rule of the recipes' kind (the exploration constant stays as set). */
  public MctsConfig<S> selectionKind(Selection kind) {
    selection = java.util.Objects.requireNonNull(kind, "selection");
    return this;
  }

  /** A rollout policy the game offers by name through {@link MctsKnowledge} ({@code random} always works). */
  public MctsConfig<S> rolloutName(String name) {
    rolloutName = name.toLowerCase(Locale.ROOT);
    return this;
  }

  /** A prior policy the game offers by name through {@link MctsKnowledge} ({@code uniform} always works). */
  public MctsConfig<S> priorName(String name) {
    priorName = name.toLowerCase(Locale.ROOT);
    return this;
  }

  /** The exploration constant. */
  public MctsConfig<S> exploration(double c) {
    exploration = c;
    return this;
  }

  /** Under RAVE, the prior's weight in AMAF visits given to each new node's moves (0: none). */
  public MctsConfig<S> priorVisits(int visits) {
    priorVisits = Math.max(0, visits);
    return this;
  }

  /** See {@link #priorVisits(int)}. */
  public int priorVisits() {
    return priorVisits;
  }

  /**
   * The prior's weight as equivalent experience in the moves' own statistics (0: none): selection sees each move
   * as if it had been played {@code visits} more times with a win rate of {@code r/(1+r)}, where {@code r} is the
   * move's prior relative to a uniform one (an ordinary move counts as an even game, a capture as a likely win, an
   * eye fill as a likely loss). The counts steer selection only: the move played, the reported win rate and
   * expansion use real visits.
   */
  public MctsConfig<S> equivalentExperience(int visits) {
    equivalentExperience = Math.max(0, visits);
    return this;
  }

  /** See {@link #equivalentExperience(int)}. */
  public int equivalentExperience() {
    return equivalentExperience;
  }

  /** The RAVE bias b of the β schedule. */
  public MctsConfig<S> raveBias(double b) {
    raveBias = b;
    return this;
  }

  /** A selection rule of one's own (replaces the recipe's). */
  public MctsConfig<S> selection(SelectionPolicy policy) {
    custom = policy;
    return this;
  }

  /** The rollout policy (default uniformly random). */
  public MctsConfig<S> rollout(RolloutPolicy<S> policy) {
    rollout = policy;
    return this;
  }

  /** The prior policy (default uniform). */
  public MctsConfig<S> prior(PriorPolicy<S> policy) {
    prior = policy;
    return this;
  }

  /** Virtual losses added per thread on a path (0 = none). */
  public MctsConfig<S> virtualLoss(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("virtual loss must be >= 0: " + count);
    }
    virtualLoss = count;
    return this;
  }

  /** Whether to keep the subtree of the new root between searches. */
  public MctsConfig<S> treeReuse(boolean on) {
    reuse = on;
    return this;
  }

  /** Win rate under which the result advises resigning ({@code SearchResult.resigned()}; 0 = never). */
  public MctsConfig<S> resignThreshold(double winRate) {
    resign = winRate;
    return this;
  }

  /**
   * How many searches in a row for the same side, in one game, must end below the resign rate before the result
   * advises resigning (1: the first one does).
   */
  public MctsConfig<S> resignMoves(int searches) {
    if (searches < 1) {
      throw new IllegalArgumentException("resignmoves must be at least 1: " + searches);
    }
    resignMoves = searches;
    return this;
  }

  /** Weight λ of the leaf evaluator: value = (1−λ)·rollout + λ·logistic(eval / evalscale). */
  public MctsConfig<S> evaluatorMix(double lambda) {
    if (lambda < 0 || lambda > 1) {
      throw new IllegalArgumentException("mix must be in [0, 1]: " + lambda);
    }
    mix = lambda;
    return this;
  }

  /** Evaluator units per logistic unit when the evaluator is mixed in. */
  public MctsConfig<S> evaluatorScale(double scale) {
    evalScale = scale;
    return this;
  }

  /** Edge visits before a child node joins the tree. */
  public MctsConfig<S> expandAfter(int visits) {
    expandAfter = Math.max(0, visits);
    return this;
  }

  /** Cap on rollout length for the default rollout. */
  public MctsConfig<S> rolloutPlies(int plies) {
    rolloutPlies = Math.max(1, plies);
    return this;
  }

  /** Random seed (thread i uses seed + i). */
  public MctsConfig<S> seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** The selection recipe in force. */
  public Selection selectionKind() {
    return selection;
  }

  /** How threads share the search (default {@link Parallel#TREE_LOCKED}). */
  public MctsConfig<S> parallel(Parallel form) {
    parallel = java.util.Objects.requireNonNull(form, "parallel");
    return this;
  }

  /** MCTS-Solver on or off: proven results are backed up and a proven root move is played at once. */
  public MctsConfig<S> solver(boolean on) {
    solver = on;
    return this;
  }

  /** The final-move strategy (default {@link FinalMoveSelection#robustChild()}). */
  public MctsConfig<S> finalMove(FinalMoveSelection strategy) {
    finalMove = java.util.Objects.requireNonNull(strategy, "final move");
    return this;
  }

  /** Builds the searcher from the configuration's game, evaluator and threads ({@code Search.Builder.build()}). */
  @Override
  public Searcher<S> create(SearchConfig<S> config) {
    return new MctsSearcher<>(plan(config.game(), config.evaluator(), config.threads()));
  }

  /** The strategies this configuration names, resolved once for {@code game}: an immutable plan. */
  MctsPlan<S> plan(Game<S> game, Evaluator<S> evaluator, int threads) {
    SelectionPolicy base = custom != null ? custom : switch (selection) {
      case RAVE -> SelectionPolicy.rave(exploration, raveBias);
      case PUCT -> SelectionPolicy.puct(exploration, puctFpu);
      default -> SelectionPolicy.uct(exploration);
    };
    if (base.statistics().contains(Statistic.AMAF)) {
      base = SelectionPolicy.withPriorVisits(base, priorVisits);
    }
    SelectionPolicy policy = SelectionPolicy.withEquivalentExperience(base, equivalentExperience);
    Set<Statistic> needs = policy.statistics();
    PriorPolicy<S> priors = !needs.contains(Statistic.PRIORS) ? null : prior != null ? prior : priorByName(game);
    RolloutPolicy<S> rollouts = rollout != null ? rollout : rolloutByName(game);
    Playout<S> leaf = Playout.mix(mix, Playout.rollout(rollouts), mix > 0 ? Playout.evaluator(evaluator, evalScale)
        : null);
    boolean amaf = needs.contains(Statistic.AMAF);
    return new MctsPlan<>(policy, amaf, solver, new Expansion<>(expandAfter, priors, amaf, game.maxLegalMoves()),
        leaf, finalMove, parallel, threads, virtualLoss, reuse, resign, resignMoves, seed,
        game.moveSpace());
  }

  @SuppressWarnings("unchecked")
  private RolloutPolicy<S> rolloutByName(Game<S> game) {
    MctsKnowledge<S> knowledge = game.capability(MctsKnowledge.class).orElse(null);
    if (!rolloutName.equals("random") && knowledge != null) {
      RolloutPolicy<S> p = knowledge.rolloutPolicy(rolloutName);
      if (p != null) {
        return p;
      }
    }
    if (!rolloutName.equals("random") && !rolloutName.equals("default")) {
      throw new IllegalArgumentException("unknown rollout policy '" + rolloutName + "' for " + game.id());
    }
    return RolloutPolicy.random(game.maxLegalMoves(), rolloutPlies);
  }

  @SuppressWarnings("unchecked")
  private PriorPolicy<S> priorByName(Game<S> game) {
    MctsKnowledge<S> knowledge = game.capability(MctsKnowledge.class).orElse(null);
    if (!priorName.equals("uniform") && knowledge != null) {
      PriorPolicy<S> p = knowledge.priorPolicy(priorName);
      if (p != null) {
        return p;
      }
    }
    if (!priorName.equals("uniform") && !priorName.equals("default")) {
      throw new IllegalArgumentException("unknown prior policy '" + priorName + "' for " + game.id());
    }
    return PriorPolicy.uniform();
  }

  /** Equal when every setting is (policies set as objects compare by identity). */
  @Override
  public boolean equals(Object o) {
    return o instanceof MctsConfig<?> m && key().equals(m.key());
  }

  @Override
  public int hashCode() {
    return key().hashCode();
  }

  private List<Object> key() {
    return java.util.Arrays.asList(selection, exploration, raveBias, puctFpu, priorVisits, equivalentExperience, custom,
        rollout, prior, virtualLoss, reuse, resign, resignMoves, mix, evalScale, expandAfter, rolloutPlies, seed, rolloutName,
        priorName, parallel, solver, finalMove);
  }

  @Override
  public String toString() {
    return "MctsConfig[" + selection + ", c=" + exploration + ", bias=" + raveBias + ", eqex=" + equivalentExperience
        + ", virtualloss=" + virtualLoss + ", reuse=" + reuse + ", resign=" + resign + "/" + resignMoves + ", mix=" + mix + ", parallel="
        + parallel + ", solver=" + solver + "]";
  }
}
