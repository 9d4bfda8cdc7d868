package org.gametree.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * A reproducible random walk from a game's initial state: the {@code i}-th choice picks legal move
 * {@code choice mod count} at ply {@code i}. jqwik generates and shrinks the choices, so a failing position is
 * reported as a short list of small numbers that replays to the same position.
 *
 * <p>A playout {@linkplain #on(Game) bound to a game} also names the moves it plays and the ply it ends at in its
 * {@link #toString()}, which is what jqwik prints as the shrunk sample of a failing property. Equality looks at the
 * choices only.
 */
public final class Playout {
  private final List<Integer> choices;
  private final Game<?> game;

  /** A walk from explicit choices, one non-negative choice per ply; the walk stops early at a terminal state. */
  public Playout(List<Integer> choices) {
    this(choices, null);
  }

  private Playout(List<Integer> choices, Game<?> game) {
    this.choices = List.copyOf(choices);
    for (int c : this.choices) {
      if (c < 0) {
        throw new IllegalArgumentException("choices must be >= 0: " + c);
      }
    }
    this.game = game;
  }

  /** A playout from explicit choices, e.g. {@code Playout.of(3, 0, 2)}. */
  public static Playout of(int... choices) {
    return new Playout(Arrays.stream(choices).boxed().toList());
  }

  /** The choices, one per ply. */
  public List<Integer> choices() {
    return choices;
  }

  /** The same walk, described in {@code game}'s move notation by {@link #toString()}. */
  public Playout on(Game<?> game) {
    return new Playout(choices, Objects.requireNonNull(game, "game"));
  }

  /** Plays the walk (with {@link GameState#play}, so rule checks apply) on a new initial state and returns it. */
  public <S extends GameState> S replay(Game<S> game) {
    S state = game.newInitialState();
    int[] moves = new int[game.maxLegalMoves()];
    for (int choice : choices) {
      if (state.isTerminal()) {
        break;
      }
      int n = state.legalMoves(moves);
      if (n == 0) {
        break;
      }
      state.play(moves[choice % n]);
    }
    return state;
  }

  /**
   * Where the walk leads in {@code game}, for failure messages: {@code "at ply 3 after d3 c5 f6"}, or
   * {@code "at ply 0 (the initial position)"}. A replay that throws is named too, with the move that threw.
   */
  public String where(Game<?> game) {
    return describe(game, new ArrayList<>());
  }

  /** The moves the walk plays in {@code game}, in its notation, up to a terminal state (or a move that throws). */
  public List<String> moves(Game<?> game) {
    List<String> moves = new ArrayList<>();
    describe(game, moves);
    return moves;
  }

  private <S extends GameState> String describe(Game<S> game, List<String> played) {
    S state;
    try {
      state = game.newInitialState();
    } catch (RuntimeException e) {
      return "at the initial position, which threw " + e;
    }
    int[] moves = new int[game.maxLegalMoves()];
    for (int choice : choices) {
      String text = null;
      try {
        if (state.isTerminal()) {
          break;
        }
        int n = state.legalMoves(moves);
        if (n == 0) {
          break;
        }
        int move = moves[choice % n];
        text = state.moveToString(move);
        state.play(move);
        played.add(text);
      } catch (RuntimeException e) {
        return "at ply " + played.size() + (played.isEmpty() ? "" : " after " + String.join(" ", played))
            + ", where " + (text == null ? "listing the moves" : "playing " + text) + " threw " + e;
      }
    }
    return played.isEmpty() ? "at ply 0 (the initial position)" : "at ply " + played.size() + " after "
        + String.join(" ", played);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Playout p && p.choices.equals(choices);
  }

  @Override
  public int hashCode() {
    return choices.hashCode();
  }

  /** {@code Playout[choices=[3, 0]]}; bound to a game, {@code Playout[choices=[3, 0], at ply 2 after e6 f4]}. */
  @Override
  public String toString() {
    return "Playout[choices=" + choices + (game == null ? "" : ", " + where(game)) + "]";
  }
}
