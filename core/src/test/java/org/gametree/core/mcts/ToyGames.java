package org.gametree.core.mcts;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;

/**
 * Small games for MCTS tests. Nim: take 1 to {@code maxTake} stones, whoever takes the last stone wins; with
 * {@code movesPerTurn = 2} a turn is two takes by the same player (turns do not alternate move by move).
 */
final class ToyGames {
  private ToyGames() {}

  static final class Nim implements Game<NimState> {
    final int pile;
    final int maxTake;
    final int movesPerTurn;

    Nim(int pile, int maxTake, int movesPerTurn) {
      this.pile = pile;
      this.maxTake = maxTake;
      this.movesPerTurn = movesPerTurn;
    }

    @Override
    public String id() {
      return "nim(" + pile + "," + maxTake + "," + movesPerTurn + ")";
    }

    @Override
    public NimState newInitialState() {
      return new NimState(this, pile);
    }

    @Override
    public NimState parsePosition(String text) {
      return new NimState(this, Integer.parseInt(text.strip()));
    }

    @Override
    public String formatPosition(NimState state) {
      return Integer.toString(state.pile);
    }

    @Override
    public String render(NimState state) {
      return state.pile + " stones, player " + state.player + " to move";
    }

    @Override
    public int moveSpace() {
      return maxTake;
    }

    @Override
    public int maxLegalMoves() {
      return maxTake;
    }

    @Override
    public Evaluator<NimState> defaultEvaluator() {
      return s -> 0;
    }
  }

  /** Move i takes i + 1 stones. */
  static final class NimState implements GameState {
    final Nim game;
    int pile;
    int player;
    int step;
    int ply;
    int[] history = new int[256];

    NimState(Nim game, int pile) {
      this.game = game;
      this.pile = pile;
    }

    @Override
    public int currentPlayer() {
      return player;
    }

    @Override
    public int legalMoves(int[] out) {
      int n = 0;
      for (int i = 0; i < game.maxTake && i < pile; i++) {
        out[n++] = i;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return move >= 0 && move < game.maxTake && move < pile;
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalArgumentException("illegal " + move);
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      history[ply++] = player * 1000 + step * 100 + move;
      pile -= move + 1;
      if (pile > 0) {
        step++;
        if (step == game.movesPerTurn) {
          step = 0;
          player ^= 1;
        }
      }
    }

    @Override
    public void undo() {
      int h = history[--ply];
      pile += h % 100 + 1;
      player = h / 1000;
      step = h / 100 % 10;
    }

    @Override
    public boolean isTerminal() {
      return pile == 0;
    }

    @Override
    public Outcome outcome() {
      return Outcome.win(player);
    }

    @Override
    public long hash() {
      return pile * 31L + player * 7L + step;
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public NimState copy() {
      NimState s = new NimState(game, pile);
      s.player = player;
      s.step = step;
      s.ply = ply;
      s.history = history.clone();
      return s;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
      try {
        return Integer.parseInt(text.strip()) - 1;
      } catch (NumberFormatException e) {
        throw new MoveFormatException(text);
      }
    }
  }

  /** Whether the player to move wins with perfect play (plain minimax, mover-relative). */
  static boolean wins(NimState s) {
    if (s.isTerminal()) {
      return s.outcome().winner() == s.currentPlayer();
    }
    int[] moves = new int[s.game.maxTake];
    int n = s.legalMoves(moves);
    int me = s.currentPlayer();
    for (int i = 0; i < n; i++) {
      s.playUnchecked(moves[i]);
      boolean good = s.isTerminal() ? s.outcome().winner() == me
          : s.currentPlayer() == me ? wins(s) : !wins(s);
      s.undo();
      if (good) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code move} keeps a win for the mover. */
  static boolean winningMove(NimState s, int move) {
    int me = s.currentPlayer();
    s.playUnchecked(move);
    boolean good = s.isTerminal() ? s.outcome().winner() == me : s.currentPlayer() == me ? wins(s) : !wins(s);
    s.undo();
    return good;
  }
}
