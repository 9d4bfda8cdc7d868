package org.gametree.core.mcts;

import java.util.Locale;
import org.gametree.core.GameState;

/**
 * MCTS configuration: a {@link SelectionPolicy}, a {@link RolloutPolicy}, a {@link PriorPolicy}, the mixing weight of
 * the leaf evaluator, virtual loss, tree reuse and the resignation threshold. Start from a recipe ({@link #uct()},
 * {@link #rave()}, {@link #puct(PriorPolicy)}) and adjust; engine specs adjust it with {@link #configure}:
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

  /** Applies an engine-spec option ({@code c=1.4}, {@code rave=on}, ...); false if the key is unknown. */
  public boolean configure(String key, String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    switch (key.strip().toLowerCase(Locale.ROOT)) {
      case "c":
        exploration = number(key, v);
        return true;
      case "rave":
        selection = bool(key, v) ? Selection.RAVE : Selection.UCT;
        return true;
      case "puct":
        selection = bool(key, v) ? Selection.PUCT : Selection.UCT;
        return true;
      case "bias":
        raveBias = number(key, v);
        return true;
      case "priorvisits":
        priorVisits = Math.max(0, (int) number(key, v));
        return true;
      case "eqex":
        equivalentExperience((int) number(key, v));
        return true;
      case "virtualloss":
        virtualLoss((int) number(key, v));
        return true;
      case "reuse":
        reuse = bool(key, v);
        return true;
      case "resign":
        resign = number(key, v);
        return true;
      case "mix":
        evaluatorMix(number(key, v));
        return true;
      case "evalscale":
        evalScale = number(key, v);
        return true;
      case "expand":
        expandAfter = Math.max(0, (int) number(key, v));
        return true;
      case "rolloutplies":
        rolloutPlies = Math.max(1, (int) number(key, v));
        return true;
      case "rollout":
        rolloutName = v;
        return true;
      case "prior":
        priorName = v;
        return true;
      case "seed":
        seed = (long) number(key, v);
        return true;
      default:
        return false;
    }
  }

  private static double number(String key, String v) {
    try {
      return Double.parseDouble(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("mcts option " + key + " needs a number, got '" + v + "'");
    }
  }

  private static boolean bool(String key, String v) {
    switch (v) {
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
        throw new IllegalArgumentException("mcts option " + key + " needs on or off, got '" + v + "'");
    }
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
