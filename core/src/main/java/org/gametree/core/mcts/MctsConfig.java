package org.gametree.core.mcts;

import java.util.List;
import java.util.Locale;
import org.gametree.core.GameState;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;

/**
 * MCTS configuration: a {@link SelectionPolicy}, a {@link RolloutPolicy}, a {@link PriorPolicy}, the mixing weight of
 * the leaf evaluator, virtual loss, tree reuse and the resignation threshold. Start from a recipe ({@link #uct()},
 * {@link #rave()}, {@link #puct(PriorPolicy)}) and adjust; engine specs adjust it with {@link #configure}
 * ({@link #OPTIONS}):
 *
 * <ul>
 *   <li>{@code c} exploration constant (UCT 0.7, RAVE 0, PUCT 1.5)
 *   <li>{@code rave} {@code on}/{@code off}, {@code bias} RAVE bias b (0.03), {@code puct} {@code on}/{@code off}
 *   <li>{@code priorvisits} under RAVE, the prior's weight as equivalent experience (0 = the prior only orders
 *       untried moves): each new node's AMAF statistics start at that many visits worth {@code r/(1+r)}, where
 *       {@code r} is the move's prior relative to a uniform one (Gelly and Silver 2007)
 *   <li>{@code eqex} the prior's weight as equivalent experience in each move's own statistics (0 = none): a move
 *       starts as if played that many times with a win rate {@code r/(1+r)}; this steers selection only
 *       ({@link #equivalentExperience(int)})
 *   <li>{@code virtualloss} visits counted as lost while a thread is on a path (1; 0 turns it off)
 *   <li>{@code reuse} keep the subtree of the new root between searches ({@code on})
 *   <li>{@code resign} win rate below which the result reports a loss so front ends resign (0 = never)
 *   <li>{@code mix} weight λ of the leaf evaluator against the rollout (0), {@code evalscale} evaluator units
 *       per logistic unit (400)
 *   <li>{@code expand} edge visits before a child node is created (1), {@code rolloutplies} rollout length cap (1000)
 *   <li>{@code rollout}, {@code prior}: a policy the game offers by name through {@link MctsKnowledge}
 *       ({@code random} and {@code uniform} always work)
 *   <li>{@code seed} random seed (1)
 * </ul>
 */
public final class MctsConfig<S extends GameState> {
  /** The selection rule a recipe or option chose. */
  public enum Selection {
    UCT,
    RAVE,
    PUCT
  }

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
  private double mix = 0;
  private double evalScale = 400;
  private int expandAfter = 1;
  private int rolloutPlies = 1000;
  private long seed = 1;
  private String rolloutName = "default";
  private String priorName = "default";

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

  /** The options {@link #configure} takes, with the defaults of {@link #uct()}. */
  public static final OptionSet OPTIONS = new OptionSet("mcts options", List.of(
      Option.number("c", 0.7, 0, 1e6, "exploration constant (UCT 0.7, RAVE 0, PUCT 1.5)"),
      Option.onOff("rave", false, "RAVE/AMAF selection"),
      Option.onOff("puct", false, "PUCT selection with the game's priors"),
      Option.number("bias", 0.03, 0, 1e6, "RAVE bias b"),
      Option.integer("priorvisits", 0, 0, Integer.MAX_VALUE, "RAVE: the prior's weight in AMAF visits"),
      Option.integer("eqex", 0, 0, Integer.MAX_VALUE, "the prior's weight as equivalent experience in each move"),
      Option.integer("virtualloss", 1, 0, Integer.MAX_VALUE, "visits counted lost while a thread is on a path"),
      Option.onOff("reuse", true, "keep the new root's subtree between searches"),
      Option.number("resign", 0, 0, 1, "win rate below which the result reports a loss (0 = never)"),
      Option.number("mix", 0, 0, 1, "weight of the leaf evaluator against the rollout"),
      Option.number("evalscale", 400, 0.001, 1e9, "evaluator units per logistic unit"),
      Option.integer("expand", 1, 0, Integer.MAX_VALUE, "edge visits before a child node is created"),
      Option.integer("rolloutplies", 1000, 1, Integer.MAX_VALUE, "rollout length cap"),
      Option.text("rollout", "default", "a rollout policy the game offers by name (random always works)"),
      Option.text("prior", "default", "a prior policy the game offers by name (uniform always works)"),
      Option.longInteger("seed", 1L, Long.MIN_VALUE, Long.MAX_VALUE, "random seed")));

  /**
   * Applies an engine-spec option ({@code c=1.4}, {@code rave=on}, ...); false if the key is not an MCTS option,
   * {@link IllegalArgumentException} naming the option and the value if the value does not fit it.
   */
  public boolean configure(String key, String value) {
    Option<?> option = OPTIONS.find(key.strip().toLowerCase(Locale.ROOT));
    if (option == null) {
      return false;
    }
    Object v = option.parse(value);
    switch (option.name()) {
      case "c" -> exploration = (double) v;
      case "rave" -> selection = (boolean) v ? Selection.RAVE : Selection.UCT;
      case "puct" -> selection = (boolean) v ? Selection.PUCT : Selection.UCT;
      case "bias" -> raveBias = (double) v;
      case "priorvisits" -> priorVisits = (int) v;
      case "eqex" -> equivalentExperience((int) v);
      case "virtualloss" -> virtualLoss((int) v);
      case "reuse" -> reuse = (boolean) v;
      case "resign" -> resign = (double) v;
      case "mix" -> evaluatorMix((double) v);
      case "evalscale" -> evalScale = (double) v;
      case "expand" -> expandAfter = (int) v;
      case "rolloutplies" -> rolloutPlies = (int) v;
      case "rollout" -> rolloutName = ((String) v).toLowerCase(Locale.ROOT);
      case "prior" -> priorName = ((String) v).toLowerCase(Locale.ROOT);
      case "seed" -> seed = (long) v;
      default -> throw new IllegalStateException("option " + option.name() + " has no effect");
    }
    return true;
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

  /** Win rate under which the result reports a loss so that front ends resign (0 = never). */
  public MctsConfig<S> resignThreshold(double winRate) {
    resign = winRate;
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

  SelectionPolicy selectionPolicy() {
    if (custom != null) {
      return custom;
    }
    switch (selection) {
      case RAVE:
        return SelectionPolicy.rave(exploration, raveBias);
      case PUCT:
        return SelectionPolicy.puct(exploration, puctFpu);
      default:
        return SelectionPolicy.uct(exploration);
    }
  }

  boolean usesAmaf() {
    return selection == Selection.RAVE || custom != null;
  }

  RolloutPolicy<S> rolloutPolicy() {
    return rollout;
  }

  PriorPolicy<S> priorPolicy() {
    return prior;
  }

  int virtualLossCount() {
    return virtualLoss;
  }

  boolean reuse() {
    return reuse;
  }

  double resign() {
    return resign;
  }

  double mix() {
    return mix;
  }

  double evalScale() {
    return evalScale;
  }

  int expandAfterVisits() {
    return expandAfter;
  }

  int maxRolloutPlies() {
    return rolloutPlies;
  }

  String rolloutName() {
    return rolloutName;
  }

  String priorName() {
    return priorName;
  }

  long seed() {
    return seed;
  }

  @Override
  public String toString() {
    return "MctsConfig[" + selection + ", c=" + exploration + ", bias=" + raveBias + ", eqex=" + equivalentExperience
        + ", virtualloss=" + virtualLoss + ", reuse=" + reuse + ", resign=" + resign + ", mix=" + mix + "]";
  }
}
