package org.gametree.core.learn;

import java.util.List;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;

/** Small test games for the learning machinery. */
final class ToyStates {
  private ToyStates() {}

  /**
   * Subtraction Nim: a pile of tokens, each move takes 1, 2 or 3 (moves 0, 1, 2), whoever takes the last token wins.
   * The mover loses exactly when the pile is a multiple of 4.
   */
  static final class Nim implements GameState {
    static final int MAX_MOVES = 3;
    private int pile;
    private int player;
    private final int[] taken = new int[256];
    private int plies;

    Nim(int pile) {
      this.pile = pile;
    }

    int pile() {
      return pile;
    }

    @Override
    public int currentPlayer() {
      return player;
    }

    @Override
    public int legalMoves(int[] out) {
      int n = 0;
      for (int m = 0; m < 3 && m + 1 <= pile; m++) {
        out[n++] = m;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < 3 && move + 1 <= pile;
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, Integer.toString(move + 1));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      pile -= move + 1;
      taken[plies++] = move + 1;
      player ^= 1;
    }

    @Override
    public void undo() {
      if (plies == 0) {
        throw new IllegalStateException("nothing to undo");
      }
      pile += taken[--plies];
      player ^= 1;
    }

    @Override
    public boolean isTerminal() {
      return pile == 0;
    }

    @Override
    public Outcome outcome() {
      return Outcome.win(player ^ 1);
    }

    @Override
    public long hash() {
      return pile * 2L + player;
    }

    @Override
    public int plyCount() {
      return plies;
    }

    @Override
    public Nim copy() {
      Nim c = new Nim(pile);
      c.player = player;
      System.arraycopy(taken, 0, c.taken, 0, plies);
      c.plies = plies;
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
      try {
        return Integer.parseInt(text) - 1;
      } catch (NumberFormatException e) {
        throw new MoveFormatException(text);
      }
    }
  }

  /** One-hot of the pile modulo 4 plus the pile size / 32, from the mover's view. */
  static class NimFeatures implements FeatureExtractor<Nim> {
    @Override
    public int dimension() {
      return 5;
    }

    @Override
    public List<String> names() {
      return List.of("mod0", "mod1", "mod2", "mod3", "pile");
    }

    @Override
    public void extract(Nim state, double[] out) {
      java.util.Arrays.fill(out, 0, 4, 0);
      out[state.pile() % 4] = 1;
      out[4] = state.pile() / 32.0;
    }
  }

  /** A feature extractor that always answers {@code x}. */
  static FeatureExtractor<Nim> constantFeatures(double[] x) {
    return new FeatureExtractor<>() {
      @Override
      public int dimension() {
        return x.length;
      }

      @Override
      public List<String> names() {
        return java.util.stream.IntStream.range(0, x.length).mapToObj(i -> "f" + i).toList();
      }

      @Override
      public void extract(Nim state, double[] out) {
        System.arraycopy(x, 0, out, 0, x.length);
      }
    };
  }
}
