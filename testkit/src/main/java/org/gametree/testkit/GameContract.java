package org.gametree.testkit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.EndByRule;
import org.gametree.core.search.HashMoveCheck;

/**
 * The property-based contract every game passes: {@code class MyGameContractTest implements GameContract<MyState>}
 * with one method, {@link #game()}, runs every property below through jqwik (properties are default methods).
 *
 * <p>Positions come from {@link #playouts()}: random walks from the initial state of up to
 * {@link #randomPositionPlies()} plies, generated and shrunk by jqwik, so a failure is reported as a short
 * {@link Playout} that replays to the failing position and names its moves and ply; failure messages name them too.
 * Each property can also be called directly with a fixed {@code Playout} (or seed) from a plain test; it throws an
 * {@link AssertionError} when the game breaks the contract.
 *
 * <p>Knobs are default methods a test class may override: {@link #maxPlayoutPlies()}, {@link #randomPositionPlies()},
 * {@link #perftDepth()}, {@link #agreementDepth()}, {@link #agreementAlgorithms()}, {@link #garbageMoves()},
 * {@link #garbagePositions()}, {@link #terminalStatesHaveNoLegalMoves()} and {@link #hashedPosition}.
 *
 * @param <S> the game's state type
 */
public interface GameContract<S extends GameState> {
  /** The game under test. */
  Game<S> game();

  // ---------------------------------------------------------------------------------------------------------- knobs

  /** Plies after which a playout to the end stops even if the game is not over (default 1000). */
  default int maxPlayoutPlies() {
    return 1000;
  }

  /** Longest random walk that makes a test position (default 40). */
  default int randomPositionPlies() {
    return 40;
  }

  /** Depth of the perft-by-undo versus perft-by-copy comparison (default 2; keep the tree small). */
  default int perftDepth() {
    return 2;
  }

  /**
   * Deepest search compared across algorithms; depths 1 to this are compared. The default follows the game's
   * branching factor {@code b}, the mean number of legal moves along a few fixed random walks of
   * {@link #randomPositionPlies()} plies: the depth {@code d} that brings {@code b^d} nearest to 2,000 to 5,000
   * leaves, so that every game's comparison searches a few thousand nodes, clamped to [2, 10] (4 for Othello's 9.4,
   * 3 for 5x5 Go's 12.4, 7 for a branching factor of 3, 2 for Gomoku's 205). An override replaces the rule.
   */
  default int agreementDepth() {
    return ContractSupport.depthForBranching(ContractSupport.meanBranching(game(), randomPositionPlies()));
  }

  /** The algorithms that must agree with {@link Algorithm#MINIMAX} (default ALPHA_BETA, NEGASCOUT, MTDF). */
  default List<Algorithm> agreementAlgorithms() {
    return List.of(Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF);
  }

  /** Text that is not a move; {@code parseMove} must throw {@link MoveFormatException} for each. */
  default List<String> garbageMoves() {
    return List.of("", "   ", "#?!", "not a move at all", "\u0000", "-1-1-1");
  }

  /** Text that is not a position; {@code parsePosition} must throw {@link PositionFormatException} for each. */
  default List<String> garbagePositions() {
    return List.of("#?! not a position !?#");
  }

  /** Whether terminal states report no legal moves (default true; override for games that still list moves). */
  default boolean terminalStatesHaveNoLegalMoves() {
    return true;
  }

  /**
   * The part of a state its {@code hash()} stands for, compared by
   * {@link #statesWithEqualHashesHaveEqualPositions}: {@code formatPosition} by default. Override it to leave out
   * what the hash deliberately does not cover, such as move counters or a game record's move order, and nothing
   * else.
   */
  default String hashedPosition(S state) {
    return game().formatPosition(state);
  }

  /** Random walks of up to {@link #randomPositionPlies()} plies, shrinking towards shorter walks. */
  @Provide
  default Arbitrary<Playout> playouts() {
    return Positions.playouts(game(), randomPositionPlies());
  }

  // ----------------------------------------------------------------------------------------------------- properties

  /**
   * Random playouts to the end (or {@link #maxPlayoutPlies()}) never throw; every state has a valid mover and ply
   * count; non-terminal states have a move, terminal ones none and a valid outcome.
   */
  @Property(tries = 30)
  default void randomPlayoutsNeverFailAndTerminalStatesAreConsistent(@ForAll long seed) {
    Game<S> game = game();
    Random random = new Random(seed);
    S state = assertDoesNotThrow(game::newInitialState);
    int[] moves = new int[game.maxLegalMoves()];
    int[] path = new int[maxPlayoutPlies() + 1];
    int startPly = state.plyCount();
    for (int ply = 0; ply <= maxPlayoutPlies(); ply++) {
      int at = ply;
      Supplier<String> where = () -> ContractSupport.where(game, path, at);
      int player = state.currentPlayer();
      assertTrue(player == 0 || player == 1, () -> "currentPlayer must be 0 or 1, was " + player + " " + where.get());
      assertEquals(startPly + ply, state.plyCount(), () -> "plyCount must count the moves played " + where.get());
      int n = state.legalMoves(moves);
      if (state.isTerminal()) {
        if (terminalStatesHaveNoLegalMoves()) {
          assertEquals(0, n, () -> "a terminal state must have no legal moves: " + game.formatPosition(state) + " "
              + where.get());
        }
        Outcome outcome = assertDoesNotThrow(state::outcome, () -> "outcome() at a terminal state " + where.get());
        assertNotNull(outcome, () -> "outcome() at a terminal state " + where.get());
        assertTrue(outcome.margin() >= 0, () -> "margins are not negative: " + outcome + " " + where.get());
        assertDoesNotThrow(() -> game.render(state), where);
        return;
      }
      assertTrue(n > 0, () -> "a non-terminal state must have a legal move: " + game.formatPosition(state) + " "
          + where.get());
      assertDoesNotThrow(() -> game.render(state), where);
      int move = moves[random.nextInt(n)];
      path[ply] = move;
      assertDoesNotThrow(() -> state.play(move), () -> "play(" + state.moveToString(move) + ") " + where.get());
    }
  }

  /**
   * {@code undo} restores hash, mover, ply count, legal moves, terminal flag, outcome and formatted position exactly,
   * after each single legal move and after a run of several moves undone in turn.
   */
  @Property(tries = 30)
  default void undoRestoresTheStateExactly(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    Snapshot before = Snapshot.of(game, state);
    int[] moves = new int[game.maxLegalMoves()];
    int n = state.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      String move = state.moveToString(moves[i]);
      state.play(moves[i]);
      state.undo();
      assertEquals(before, Snapshot.of(game, state), at(game, playout, "play then undo of " + move));
      state.playUnchecked(moves[i]);
      state.undo();
      assertEquals(before, Snapshot.of(game, state), at(game, playout, "playUnchecked then undo of " + move));
    }
    List<Snapshot> path = new ArrayList<>();
    List<String> played = new ArrayList<>();
    Random random = new Random(playout.choices().hashCode());
    for (int k = 0; k < 8 && !state.isTerminal(); k++) {
      int m = state.legalMoves(moves);
      if (m == 0) {
        break;
      }
      path.add(Snapshot.of(game, state));
      int move = moves[random.nextInt(m)];
      played.add(state.moveToString(move));
      state.play(move);
    }
    for (int k = path.size() - 1; k >= 0; k--) {
      state.undo();
      int undone = k;
      assertEquals(path.get(k), Snapshot.of(game, state), at(game, playout,
          () -> "undo of " + played.get(undone) + " (" + (path.size() - undone) + " of " + path.size() + ": "
              + String.join(" ", played) + ")"));
    }
  }

  /**
   * The incrementally updated hash equals the hash of the same position built from scratch by
   * {@code parsePosition(formatPosition(s))}, and positions reached by replaying the same walk twice hash alike.
   */
  @Property(tries = 50)
  default void incrementalHashEqualsHashBuiltFromScratch(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    S rebuilt = game.parsePosition(game.formatPosition(state));
    assertEquals(rebuilt.hash(), state.hash(),
        at(game, playout, "hash of " + game.formatPosition(state) + " rebuilt from its text"));
    assertEquals(playout.replay(game).hash(), state.hash(), at(game, playout, "the same walk replayed"));
    // and after undoing back to the start, the hash is the initial one
    S initial = game.newInitialState();
    int plies = state.plyCount() - initial.plyCount();
    for (int i = 0; i < plies; i++) {
      state.undo();
    }
    assertEquals(initial.hash(), state.hash(), at(game, playout, "hash after undoing every move"));
  }

  /**
   * States with equal hashes have equal {@linkplain #hashedPosition positions} and movers: about 1,000 states a try,
   * every state along random walks of up to {@link #randomPositionPlies()} plies from the start, are kept by hash and
   * compared with each other. A 64-bit hash collides between two different positions of a few thousand only with
   * negligible probability, so any equal-hash pair that differs is a hash that leaves part of the position out (a
   * score, a side to move, a counter of the rules), which makes the table confuse positions only deep searches reach.
   */
  @Property(tries = 5)
  default void statesWithEqualHashesHaveEqualPositions(@ForAll long seed) {
    Game<S> game = game();
    Random random = new Random(seed);
    Map<Long, ContractSupport.Reached> seen = new HashMap<>();
    int[] moves = new int[game.maxLegalMoves()];
    int longest = Math.max(0, randomPositionPlies());
    int[] path = new int[longest];
    for (int states = 0; states < ContractSupport.HASHED_STATES_PER_TRY; ) {
      S state = game.newInitialState();
      for (int ply = 0; ; ply++) {
        ContractSupport.Reached reached =
            new ContractSupport.Reached(hashedPosition(state), state.currentPlayer(), Arrays.copyOf(path, ply));
        ContractSupport.Reached earlier = seen.putIfAbsent(state.hash(), reached);
        states++;
        if (earlier != null && !earlier.samePositionAs(reached)) {
          long hash = state.hash();
          throw new AssertionError(String.format("hash %016x of two different positions: %s (mover %d, %s) and %s"
                  + " (mover %d, %s)", hash, earlier.position(), earlier.player(),
              ContractSupport.where(game, earlier.path(), earlier.path().length), reached.position(), reached.player(),
              ContractSupport.where(game, reached.path(), ply)));
        }
        if (ply == longest || state.isTerminal()) {
          break;
        }
        int n = state.legalMoves(moves);
        if (n == 0) {
          break;
        }
        path[ply] = moves[random.nextInt(n)];
        state.play(path[ply]);
      }
    }
  }

  /** {@code copy()} equals the original and is independent of it in both directions. */
  @Property(tries = 30)
  default void copyIsEqualAndIndependent(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    @SuppressWarnings("unchecked")
    S copy = (S) state.copy();
    Snapshot original = Snapshot.of(game, state);
    assertEquals(original, Snapshot.of(game, copy), at(game, playout, "a fresh copy"));
    if (state.isTerminal()) {
      return;
    }
    int[] moves = new int[game.maxLegalMoves()];
    int n = copy.legalMoves(moves);
    String onCopy = copy.moveToString(moves[n - 1]);
    String onOriginal = state.moveToString(moves[0]);
    copy.play(moves[n - 1]);
    Snapshot copyAfter = Snapshot.of(game, copy);
    assertEquals(original, Snapshot.of(game, state),
        at(game, playout, "the original after playing " + onCopy + " on the copy"));
    state.play(moves[0]);
    assertEquals(copyAfter, Snapshot.of(game, copy),
        at(game, playout, "the copy after playing " + onOriginal + " on the original"));
    state.undo();
    copy.undo();
    assertEquals(original, Snapshot.of(game, copy), at(game, playout, "the copy after undo of " + onCopy));
    assertEquals(original, Snapshot.of(game, state), at(game, playout, "the original after undo of " + onOriginal));
  }

  /**
   * Legal moves are distinct, inside {@code [0, moveSpace())}, at most {@code maxLegalMoves()} and exactly the moves
   * {@code isLegal} accepts; {@code isLegal} rejects negative and out-of-range ints.
   */
  @Property(tries = 30)
  default void legalMovesAreDistinctInRangeAndAgreeWithIsLegal(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    int[] moves = new int[game.maxLegalMoves()];
    int n = state.legalMoves(moves);
    assertTrue(n >= 0 && n <= game.maxLegalMoves(), at(game, playout, "move count " + n + " within maxLegalMoves"));
    Set<Integer> legal = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      assertTrue(m >= 0 && m < game.moveSpace(),
          at(game, playout, "move " + m + " inside [0, " + game.moveSpace() + ")"));
      assertTrue(legal.add(m), at(game, playout, () -> "move " + state.moveToString(m) + " (" + m + ") listed twice"));
      assertTrue(state.isLegal(m),
          at(game, playout, () -> "isLegal(" + state.moveToString(m) + ") for a listed move (" + m + ")"));
    }
    for (int m : outOfRange(game)) {
      assertFalse(state.isLegal(m), at(game, playout, "isLegal(" + m + ") outside the move space"));
    }
    for (int m : sampleOfMoveSpace(game, playout)) {
      assertEquals(legal.contains(m), state.isLegal(m),
          at(game, playout, () -> "isLegal(" + m + ") agrees with legalMoves (" + (legal.contains(m) ? "listed as "
              + state.moveToString(m) : "not listed") + ")"));
    }
  }

  /**
   * Where the state offers the search's {@link HashMoveCheck}, it accepts exactly the moves {@code legalMoves} lists;
   * where it offers {@link EndByRule}, the game is over exactly when the rule says so or no move is listed. Checked at
   * the walk's position and at every position of a random playout from there to the end.
   */
  @Property(tries = 30)
  default void searchHooksAgreeWithTheRules(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    int[] moves = new int[game.maxLegalMoves()];
    Random random = new Random(playout.choices().hashCode());
    for (int ply = 0; ply <= maxPlayoutPlies(); ply++) {
      int n = state.legalMoves(moves);
      if (state instanceof HashMoveCheck) {
        HashMoveCheck check = (HashMoveCheck) state;
        Set<Integer> legal = new HashSet<>();
        for (int i = 0; i < n; i++) {
          legal.add(moves[i]);
          assertTrue(check.hashMoveLegal(moves[i]), "hashMoveLegal(" + state.moveToString(moves[i]) + ")");
        }
        for (int m : outOfRange(game)) {
          assertFalse(check.hashMoveLegal(m), "hashMoveLegal(" + m + ") outside the move space");
        }
        if (ply == 0) {
          for (int m : sampleOfMoveSpace(game, playout)) {
            assertEquals(legal.contains(m), check.hashMoveLegal(m), "hashMoveLegal(" + m + ") agrees with legalMoves");
          }
        }
      }
      boolean terminal = state.isTerminal();
      if (state instanceof EndByRule) {
        assertEquals(terminal, ((EndByRule) state).endedByRule() || n == 0,
            "isTerminal() is endedByRule() or no legal move at " + game.formatPosition(state));
      }
      if (terminal) {
        return;
      }
      state.play(moves[random.nextInt(n)]);
    }
  }

  /** {@code parseMove(moveToString(m)) == m} for every legal move; garbage text throws {@link MoveFormatException}. */
  @Property(tries = 30)
  default void moveNotationRoundTripsAndRejectsGarbage(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    int[] moves = new int[game.maxLegalMoves()];
    int n = state.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      String text = state.moveToString(moves[i]);
      assertEquals(moves[i], state.parseMove(text), at(game, playout, "parseMove(\"" + text + "\")"));
    }
    Snapshot before = Snapshot.of(game, state);
    for (String garbage : garbageMoves()) {
      assertThrows(MoveFormatException.class, () -> state.parseMove(garbage),
          at(game, playout, "parseMove(\"" + garbage + "\")"));
    }
    assertEquals(before, Snapshot.of(game, state), at(game, playout, "state after rejected move text"));
  }

  /**
   * {@code parsePosition(formatPosition(s))} gives the same text, hash, mover, terminal flag and legal moves;
   * garbage text throws {@link PositionFormatException}.
   */
  @Property(tries = 30)
  default void positionFormatRoundTripsAndRejectsGarbage(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    String text = game.formatPosition(state);
    S parsed = game.parsePosition(text);
    Snapshot a = Snapshot.of(game, state);
    Snapshot b = Snapshot.of(game, parsed);
    assertEquals(a.position(), b.position(), at(game, playout, "formatPosition after parsePosition"));
    assertEquals(a.hash(), b.hash(), at(game, playout, "hash after parsePosition of " + text));
    assertEquals(a.player(), b.player(), at(game, playout, "currentPlayer after parsePosition of " + text));
    assertEquals(a.terminal(), b.terminal(), at(game, playout, "isTerminal after parsePosition of " + text));
    assertEquals(a.outcome(), b.outcome(), at(game, playout, "outcome after parsePosition of " + text));
    assertEquals(a.legalMoves(), b.legalMoves(), at(game, playout, "legal moves after parsePosition of " + text));
    for (String garbage : garbagePositions()) {
      assertThrows(PositionFormatException.class, () -> game.parsePosition(garbage),
          "parsePosition(\"" + garbage + "\")");
    }
  }

  /** {@code play} rejects moves that are not legal with {@link IllegalMoveException} and leaves the state as it was. */
  @Property(tries = 30)
  default void illegalMovesAreRejectedWithTheStateUnchanged(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    Snapshot before = Snapshot.of(game, state);
    List<Integer> candidates = new ArrayList<>();
    for (int m : outOfRange(game)) {
      candidates.add(m);
    }
    for (int m : sampleOfMoveSpace(game, playout)) {
      if (!before.legalMoves().contains(m)) {
        candidates.add(m);
      }
    }
    for (int m : candidates) {
      assertThrows(IllegalMoveException.class, () -> state.play(m),
          at(game, playout, "play(" + m + ") of an illegal move"));
      assertEquals(before, Snapshot.of(game, state), at(game, playout, "state after the rejected move " + m));
    }
  }

  /** Counting move sequences of {@link #perftDepth()} plies by play/undo and by copying gives the same number. */
  @Property(tries = 20)
  default void perftByUndoEqualsPerftByCopy(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    Snapshot before = Snapshot.of(game, state);
    int depth = perftDepth();
    long byUndo = ContractSupport.perftByUndo(state, depth, game.maxLegalMoves());
    assertEquals(before, Snapshot.of(game, state), at(game, playout, "state after perft by undo"));
    long byCopy = ContractSupport.perftByCopy(state, depth, game.maxLegalMoves());
    assertEquals(byCopy, byUndo,
        at(game, playout, "perft(" + depth + ") by undo vs by copy from " + before.position()));
  }

  /**
   * MINIMAX and each of {@link #agreementAlgorithms()}, with a 0 and a 1 MB table, return the same score at every
   * depth from 1 to {@link #agreementDepth()}; the root is unchanged afterwards. Null-move pruning (which may
   * legitimately change values) is off.
   */
  @Property(tries = 10)
  default void searchAlgorithmsAgreeWithMinimaxWithAndWithoutTable(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S root = playout.replay(game);
    if (root.isTerminal()) {
      return;
    }
    Snapshot before = Snapshot.of(game, root);
    int deepest = agreementDepth();
    for (int depth = 1; depth <= deepest; depth++) {
      int reference = ContractSupport.searchScore(game, root, Algorithm.MINIMAX, 0, depth);
      assertEquals(before, Snapshot.of(game, root), at(game, playout, "root after MINIMAX depth " + depth));
      for (Algorithm algorithm : agreementAlgorithms()) {
        for (int mb = 0; mb <= 1; mb++) {
          int score = ContractSupport.searchScore(game, root, algorithm, mb, depth);
          assertEquals(reference, score, at(game, playout,
              algorithm + " with " + mb + " MB at depth " + depth + " vs MINIMAX from " + before.position()));
          assertEquals(before, Snapshot.of(game, root),
              at(game, playout, "root after " + algorithm + " depth " + depth));
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------- helpers

  private static Supplier<String> at(Game<?> game, Playout playout, String what) {
    return () -> what + " " + playout.where(game);
  }

  private static Supplier<String> at(Game<?> game, Playout playout, Supplier<String> what) {
    return () -> what.get() + " " + playout.where(game);
  }

  private static int[] outOfRange(Game<?> game) {
    int space = game.moveSpace();
    return new int[] {-1, -2, Integer.MIN_VALUE, space, space + 1, space + 1000, Integer.MAX_VALUE};
  }

  /** Every move of a small move space, or a sample of 256 of a large one. */
  private static int[] sampleOfMoveSpace(Game<?> game, Playout playout) {
    int space = game.moveSpace();
    if (space <= 1024) {
      int[] all = new int[space];
      Arrays.setAll(all, i -> i);
      return all;
    }
    Random random = new Random(playout.choices().hashCode() * 31L + space);
    return random.ints(256, 0, space).toArray();
  }
}
