package org.gametree.testkit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
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
 * {@link Playout} that replays to the failing position. Each property can also be called directly with a fixed
 * {@code Playout} from a plain test; it throws an {@link AssertionError} when the game breaks the contract.
 *
 * <p>Knobs are default methods a test class may override: {@link #maxPlayoutPlies()}, {@link #randomPositionPlies()},
 * {@link #perftDepth()}, {@link #agreementDepth()}, {@link #agreementAlgorithms()}, {@link #garbageMoves()},
 * {@link #garbagePositions()} and {@link #terminalStatesHaveNoLegalMoves()}.
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

  /** Deepest search compared across algorithms; depths 1 to this are compared (default 3). */
  default int agreementDepth() {
    return 3;
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

  /** Random walks of up to {@link #randomPositionPlies()} plies, shrinking towards shorter walks. */
  @Provide
  default Arbitrary<Playout> playouts() {
    return Positions.playouts(randomPositionPlies());
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
    int startPly = state.plyCount();
    for (int ply = 0; ply <= maxPlayoutPlies(); ply++) {
      int player = state.currentPlayer();
      assertTrue(player == 0 || player == 1, "currentPlayer must be 0 or 1, was " + player);
      assertEquals(startPly + ply, state.plyCount(), "plyCount must count the moves played");
      int n = state.legalMoves(moves);
      if (state.isTerminal()) {
        if (terminalStatesHaveNoLegalMoves()) {
          assertEquals(0, n, "a terminal state must have no legal moves: " + game.formatPosition(state));
        }
        Outcome outcome = assertDoesNotThrow(state::outcome, "outcome() at a terminal state");
        assertNotNull(outcome, "outcome() at a terminal state");
        assertTrue(outcome.margin() >= 0, "margins are not negative: " + outcome);
        assertDoesNotThrow(() -> game.render(state));
        return;
      }
      assertTrue(n > 0, "a non-terminal state must have a legal move: " + game.formatPosition(state));
      assertDoesNotThrow(() -> game.render(state));
      int move = moves[random.nextInt(n)];
      state.play(move);
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
      state.play(moves[i]);
      state.undo();
      assertEquals(before, Snapshot.of(game, state), "play then undo of " + state.moveToString(moves[i]));
      state.playUnchecked(moves[i]);
      state.undo();
      assertEquals(before, Snapshot.of(game, state), "playUnchecked then undo of " + state.moveToString(moves[i]));
    }
    List<Snapshot> path = new ArrayList<>();
    Random random = new Random(playout.choices().hashCode());
    for (int k = 0; k < 8 && !state.isTerminal(); k++) {
      int m = state.legalMoves(moves);
      if (m == 0) {
        break;
      }
      path.add(Snapshot.of(game, state));
      state.play(moves[random.nextInt(m)]);
    }
    for (int k = path.size() - 1; k >= 0; k--) {
      state.undo();
      assertEquals(path.get(k), Snapshot.of(game, state), "undo " + (path.size() - k) + " of " + path.size());
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
    assertEquals(rebuilt.hash(), state.hash(), "hash of " + game.formatPosition(state) + " rebuilt from its text");
    assertEquals(playout.replay(game).hash(), state.hash(), "the same walk replayed");
    // and after undoing back to the start, the hash is the initial one
    S initial = game.newInitialState();
    int plies = state.plyCount() - initial.plyCount();
    for (int i = 0; i < plies; i++) {
      state.undo();
    }
    assertEquals(initial.hash(), state.hash(), "hash after undoing every move");
  }

  /** {@code copy()} equals the original and is independent of it in both directions. */
  @Property(tries = 30)
  default void copyIsEqualAndIndependent(@ForAll("playouts") Playout playout) {
    Game<S> game = game();
    S state = playout.replay(game);
    @SuppressWarnings("unchecked")
    S copy = (S) state.copy();
    Snapshot original = Snapshot.of(game, state);
    assertEquals(original, Snapshot.of(game, copy), "a fresh copy");
    if (state.isTerminal()) {
      return;
    }
    int[] moves = new int[game.maxLegalMoves()];
    int n = copy.legalMoves(moves);
    copy.play(moves[n - 1]);
    Snapshot copyAfter = Snapshot.of(game, copy);
    assertEquals(original, Snapshot.of(game, state), "the original after playing on the copy");
    state.play(moves[0]);
    assertEquals(copyAfter, Snapshot.of(game, copy), "the copy after playing on the original");
    state.undo();
    copy.undo();
    assertEquals(original, Snapshot.of(game, copy), "the copy after undo");
    assertEquals(original, Snapshot.of(game, state), "the original after undo");
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
    assertTrue(n >= 0 && n <= game.maxLegalMoves(), "move count " + n + " within maxLegalMoves");
    Set<Integer> legal = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      assertTrue(m >= 0 && m < game.moveSpace(), "move " + m + " inside [0, " + game.moveSpace() + ")");
      assertTrue(legal.add(m), "move " + m + " listed twice");
      assertTrue(state.isLegal(m), "isLegal(" + state.moveToString(m) + ") for a listed move");
    }
    for (int m : outOfRange(game)) {
      assertFalse(state.isLegal(m), "isLegal(" + m + ") outside the move space");
    }
    for (int m : sampleOfMoveSpace(game, playout)) {
      assertEquals(legal.contains(m), state.isLegal(m), "isLegal(" + m + ") agrees with legalMoves");
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
      assertEquals(moves[i], state.parseMove(text), "parseMove(\"" + text + "\")");
    }
    Snapshot before = Snapshot.of(game, state);
    for (String garbage : garbageMoves()) {
      assertThrows(MoveFormatException.class, () -> state.parseMove(garbage), "parseMove(\"" + garbage + "\")");
    }
    assertEquals(before, Snapshot.of(game, state), "state after rejected move text");
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
    assertEquals(a.position(), b.position(), "formatPosition after parsePosition");
    assertEquals(a.hash(), b.hash(), "hash after parsePosition of " + text);
    assertEquals(a.player(), b.player(), "currentPlayer after parsePosition of " + text);
    assertEquals(a.terminal(), b.terminal(), "isTerminal after parsePosition of " + text);
    assertEquals(a.outcome(), b.outcome(), "outcome after parsePosition of " + text);
    assertEquals(a.legalMoves(), b.legalMoves(), "legal moves after parsePosition of " + text);
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
      assertThrows(IllegalMoveException.class, () -> state.play(m), "play(" + m + ") of an illegal move");
      assertEquals(before, Snapshot.of(game, state), "state after the rejected move " + m);
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
    assertEquals(before, Snapshot.of(game, state), "state after perft by undo");
    long byCopy = ContractSupport.perftByCopy(state, depth, game.maxLegalMoves());
    assertEquals(byCopy, byUndo, "perft(" + depth + ") by undo vs by copy from " + before.position());
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
    for (int depth = 1; depth <= agreementDepth(); depth++) {
      int reference = ContractSupport.searchScore(game, root, Algorithm.MINIMAX, 0, depth);
      assertEquals(before, Snapshot.of(game, root), "root after MINIMAX depth " + depth);
      for (Algorithm algorithm : agreementAlgorithms()) {
        for (int mb = 0; mb <= 1; mb++) {
          int score = ContractSupport.searchScore(game, root, algorithm, mb, depth);
          assertEquals(reference, score,
              algorithm + " with " + mb + " MB at depth " + depth + " vs MINIMAX from " + before.position());
          assertEquals(before, Snapshot.of(game, root), "root after " + algorithm + " depth " + depth);
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------- helpers

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
