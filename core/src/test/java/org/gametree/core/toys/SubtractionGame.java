package org.gametree.core.toys;

import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.MoveFormatException;
import org.gametree.core.Outcome;
import org.gametree.core.PositionFormatException;

/**
 * A subtraction game with known values: players take one of the allowed amounts from a heap, whoever takes the
 * last object wins (normal play). With takes {1, 2, 3} and one move per turn, the player to move loses exactly when
 * the heap is a multiple of 4. Turns can be made not to alternate the Connect6 way: {@code perTurn} moves per turn,
 * {@code firstTurn} in the very first turn. A move is the amount taken; the evaluator says 0 (nothing is known
 * before the end).
 */
public final class SubtractionGame implements Game<SubtractionGame.State> {
  private final int heap;
  private final int[] takes;
  private final int perTurn;
  private final int firstTurn;
  private final int smallestTake;

  public SubtractionGame(int heap, int[] takes, int perTurn, int firstTurn) {
    this.heap = heap;
    this.takes = takes.clone();
    this.perTurn = perTurn;
    this.firstTurn = firstTurn;
    int min = Integer.MAX_VALUE;
    for (int t : takes) {
      min = Math.min(min, t);
    }
    this.smallestTake = min;
  }

  /** Takes of 1, 2 or 3, alternating turns. */
  public static SubtractionGame nim(int heap) {
    return new SubtractionGame(heap, new int[] {1, 2, 3}, 1, 1);
  }

  @Override
  public String id() {
    return "subtraction(heap=" + heap + ")";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    throw new PositionFormatException(text, "positions are not parsed");
  }

  @Override
  public String formatPosition(State state) {
    return state.toString();
  }

  @Override
  public String render(State state) {
    return state.toString();
  }

  @Override
  public int moveSpace() {
    int max = 0;
    for (int t : takes) {
      max = Math.max(max, t);
    }
    return max + 1;
  }

  @Override
  public int maxLegalMoves() {
    return takes.length;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return s -> 0;
  }

  /** A heap, the player to move and the moves left in the turn. */
  public final class State implements GameState {
    private int left = heap;
    private int player;
    private int movesLeft = firstTurn;
    private int ply;
    private int lastMover = -1;
    private final int[] undoInfo = new int[heap + 1];

    @Override
    public int currentPlayer() {
      return player;
    }

    @Override
    public int legalMoves(int[] out) {
      int n = 0;
      for (int t : takes) {
        if (t <= left) {
          out[n++] = t;
        }
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      for (int t : takes) {
        if (t == move && t <= left) {
          return true;
        }
      }
      return false;
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new IllegalMoveException(move, moveToString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      undoInfo[ply++] = move | player << 8 | movesLeft << 9 | (lastMover + 1) << 20;
      left -= move;
      lastMover = player;
      if (--movesLeft == 0) {
        player ^= 1;
        movesLeft = perTurn;
      }
    }

    @Override
    public void undo() {
      int info = undoInfo[--ply];
      left += info & 0xFF;
      player = (info >>> 8) & 1;
      movesLeft = (info >>> 9) & 0x7FF;
      lastMover = (info >>> 20) - 1;
    }

    @Override
    public boolean isTerminal() {
      return left < smallestTake;
    }

    @Override
    public Outcome outcome() {
      // whoever took the last object wins; stuck with objects left (takes too big), the player to move loses
      return left == 0 ? Outcome.win(lastMover) : Outcome.win(player ^ 1);
    }

    @Override
    public long hash() {
      return RandomTreeGame.mix(left * 4099L + player * 7L + movesLeft * 131L);
    }

    @Override
    public int plyCount() {
      return ply;
    }

    @Override
    public State copy() {
      State c = new State();
      c.left = left;
      c.player = player;
      c.movesLeft = movesLeft;
      c.ply = ply;
      c.lastMover = lastMover;
      System.arraycopy(undoInfo, 0, c.undoInfo, 0, undoInfo.length);
      return c;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
      try {
        return Integer.parseInt(text.trim());
      } catch (NumberFormatException e) {
        throw new MoveFormatException(text);
      }
    }

    @Override
    public String toString() {
      return "heap " + left + ", player " + player + " to move (" + movesLeft + " left in turn)";
    }
  }
}
