package org.gametree.core.toys;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.gametree.core.learn.FeatureExtractor;

/**
 * Nim with one pile (a subtraction game), the toy whose values are known: players take one of the allowed amounts
 * from the pile and whoever takes the last object wins; a player who cannot take (every amount is more than is left)
 * loses. With takes of 1, 2 or 3 and alternating turns, the player to move loses exactly when the pile is a multiple
 * of 4. Tests of the searches, MCTS, evaluation learning and the testkit's contract use it to check answers exactly.
 *
 * <p>{@link #of(int)} is that standard game; each option returns a new game: {@link #takes} (the allowed amounts),
 * {@link #turns} (turns of several moves, the Connect6 way), {@link #evaluator}, and two faults on purpose, for
 * showing that the contract catches them: {@link #withBrokenUndo()} and {@link #withConstantHash()}.
 *
 * <p>A move is the amount it takes and is written as that number. A position is the pile and the ply, e.g.
 * {@code 17 2}: the mover and the moves left in the turn follow from the ply, as in the game.
 */
public final class Nim implements Game<Nim.State> {
  private static final long SECOND_PLAYER_KEY = RandomTreeGame.mix(0x9E3779B97F4A7C15L);

  private final int startPile;
  private final int[] takes;
  private final int firstTurn;
  private final int perTurn;
  private final Evaluator<State> evaluator;
  private final boolean brokenUndo;
  private final boolean constantHash;

  private Nim(int startPile, int[] takes, int firstTurn, int perTurn, Evaluator<State> evaluator, boolean brokenUndo,
      boolean constantHash) {
    if (startPile < 0 || firstTurn < 1 || perTurn < 1 || takes.length == 0 || takes[0] < 1) {
      throw new IllegalArgumentException("a pile of at least 0, turns of at least one move, takes of at least 1");
    }
    for (int i = 1; i < takes.length; i++) {
      if (takes[i] <= takes[i - 1]) {
        throw new IllegalArgumentException("takes must increase: " + Arrays.toString(takes));
      }
    }
    this.startPile = startPile;
    this.takes = takes;
    this.firstTurn = firstTurn;
    this.perTurn = perTurn;
    this.evaluator = evaluator;
    this.brokenUndo = brokenUndo;
    this.constantHash = constantHash;
  }

  /** Standard Nim from {@code startPile} objects: take 1, 2 or 3, turns alternate, the evaluator says 0. */
  public static Nim of(int startPile) {
    return new Nim(startPile, new int[] {1, 2, 3}, 1, 1, s -> 0, false, false);
  }

  /** The same game with these amounts allowed, in increasing order (e.g. {@code 1, 3, 4}). */
  public Nim takes(int... amounts) {
    return new Nim(startPile, amounts.clone(), firstTurn, perTurn, evaluator, brokenUndo, constantHash);
  }

  /**
   * The same game with turns of {@code perTurn} moves by the same player, except the very first turn, which has
   * {@code firstTurn} moves: {@code turns(1, 2)} is Connect6's order, {@code turns(2, 2)} two moves every turn.
   */
  public Nim turns(int firstTurn, int perTurn) {
    return new Nim(startPile, takes, firstTurn, perTurn, evaluator, brokenUndo, constantHash);
  }

  /** The same game with this default evaluator (the standard one says 0: nothing is known before the end). */
  public Nim evaluator(Evaluator<State> evaluator) {
    return new Nim(startPile, takes, firstTurn, perTurn, evaluator, brokenUndo, constantHash);
  }

  /** The same game, broken on purpose: {@code undo} forgets to restore the hash. */
  public Nim withBrokenUndo() {
    return new Nim(startPile, takes, firstTurn, perTurn, evaluator, true, constantHash);
  }

  /** The same game, broken on purpose: {@code hash()} is always 0, so every position collides in a table. */
  public Nim withConstantHash() {
    return new Nim(startPile, takes, firstTurn, perTurn, evaluator, brokenUndo, true);
  }

  private int playerAt(int ply) {
    return ply < firstTurn ? 0 : (1 + (ply - firstTurn) / perTurn) & 1;
  }

  private int movesLeftAt(int ply) {
    return ply < firstTurn ? firstTurn - ply : perTurn - (ply - firstTurn) % perTurn;
  }

  private boolean allowed(int amount) {
    return Arrays.binarySearch(takes, amount) >= 0;
  }

  @Override
  public String id() {
    String allowed = Arrays.stream(takes).mapToObj(Integer::toString).collect(Collectors.joining("/"));
    return "nim(" + startPile + ",takes=" + allowed + ",turns=" + firstTurn + "+" + perTurn + ")";
  }

  @Override
  public State newInitialState() {
    return new State(startPile, 0);
  }

  @Override
  public State parsePosition(String text) {
    String[] fields = text.strip().split(" ");
    try {
      if (fields.length == 2) {
        int pile = Integer.parseInt(fields[0]);
        int ply = Integer.parseInt(fields[1]);
        if (pile >= 0 && ply >= 0) {
          return new State(pile, ply);
        }
      }
    } catch (NumberFormatException e) {
      // reported below, like every other malformed position
    }
    throw new PositionFormatException(text, "expected 'pile ply', e.g. '17 2'", 1, 1);
  }

  @Override
  public String formatPosition(State state) {
    return state.pile + " " + state.ply;
  }

  @Override
  public String render(State state) {
    return "o".repeat(state.pile) + " (player " + state.currentPlayer() + " to move)";
  }

  @Override
  public int moveSpace() {
    return takes[takes.length - 1] + 1;
  }

  @Override
  public int maxLegalMoves() {
    return takes.length;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return evaluator;
  }

  /** A pile and the ply; a move is the amount it takes. */
  public final class State implements GameState {
    private int pile;
    private int ply;
    private long hash;
    private final int[] taken;
    private int played;

    private State(int pile, int ply) {
      this(pile, ply, pile / takes[0] + 1); // the pile only shrinks: no more moves than this can follow
    }

    private State(int pile, int ply, int capacity) {
      this.pile = pile;
      this.ply = ply;
      this.hash = key();
      this.taken = new int[capacity];
    }

    /** The objects left. */
    public int pile() {
      return pile;
    }

    /** The hash from scratch: of the pile, the mover, the moves left in the turn and whether it is the first. */
    private long key() {
      long turn = movesLeftAt(ply) * 2L + (ply < firstTurn ? 1 : 0);
      return RandomTreeGame.mix(pile * 0x10001L + turn) ^ (playerAt(ply) == 1 ? SECOND_PLAYER_KEY : 0);
    }

    @Override
    public int currentPlayer() {
      return playerAt(ply);
    }

    @Override
    public int legalMoves(int[] out) {
      int n = 0;
      for (int t : takes) {
        if (t <= pile) {
          out[n++] = t;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 1 && move <= pile && allowed(move);
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, Integer.toString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      // the hash is kept incrementally (old key out, new key in) so that a broken undo can forget it
      hash ^= key();
      pile -= move;
      ply++;
      taken[played++] = move;
      hash ^= key();
    }

    @Override
    public void undo() {
      if (played == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      long after = key();
      pile += taken[--played];
      ply--;
      if (!brokenUndo) {
        hash ^= after ^ key();
      }
    }

    @Override
    public boolean isTerminal() {
      return pile < takes[0];
    }

    @Override
    public Outcome outcome() {
      // whoever took the last object wins; a player left with objects but no allowed take loses
      return pile == 0 && ply > 0 ? Outcome.win(playerAt(ply - 1)) : Outcome.win(playerAt(ply) ^ 1);
    }

    @Override
    public long hash() {
      return constantHash ? 0 : hash;
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public State copy() {
      State c = new State(pile, ply, taken.length);
      c.hash = hash;
      System.arraycopy(taken, 0, c.taken, 0, played);
      c.played = played;
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
      try {
        int amount = Integer.parseInt(text.strip());
        if (allowed(amount)) {
          return amount;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new MoveFormatException(text, "take one of " + Arrays.toString(takes));
    }

    /** Whether the player to move wins with perfect play (exhaustive minimax from each mover's view). */
    public boolean moverWins() {
      if (isTerminal()) {
        return outcome().winner() == currentPlayer();
      }
      int[] moves = new int[takes.length];
      int n = legalMoves(moves);
      for (int i = 0; i < n; i++) {
        if (isWinningMove(moves[i])) {
          return true;
        }
      }
      return false;
    }

    /** Whether {@code move} keeps a win for the player to move. */
    public boolean isWinningMove(int move) {
      int me = currentPlayer();
      playUnchecked(move);
      boolean good = isTerminal() ? outcome().winner() == me : currentPlayer() == me ? moverWins() : !moverWins();
      undo();
      return good;
    }

    @Override
    public String toString() {
      return render(this);
    }
  }

  /**
   * Features for learning the standard game's evaluator: a one-hot of the pile modulo 4 and the pile / 32, for the
   * player to move. A linear model on them can express the exact values (a multiple of 4 loses).
   */
  public static class Features implements FeatureExtractor<State> {
    @Override
    public int dimension() {
      return 5;
    }

    @Override
    public List<String> names() {
      return List.of("mod0", "mod1", "mod2", "mod3", "pile");
    }

    @Override
    public void extract(State state, double[] out) {
      Arrays.fill(out, 0, 4, 0);
      out[state.pile() % 4] = 1;
      out[4] = state.pile() / 32.0;
    }
  }
}
