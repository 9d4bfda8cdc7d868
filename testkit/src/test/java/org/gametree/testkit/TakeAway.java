package org.gametree.testkit;

// Copied verbatim from docs/getting-started.md: proves the guide's minimal game passes the contract. It is the
// guide's text rather than a toy for other tests (they use org.gametree.core.toys.Nim), so it must stay as written.
import java.util.ArrayDeque;
import org.gametree.core.*;

public final class TakeAway implements Game<TakeAway.State> {
  public String id() { return "take-away"; }
  public State newInitialState() { return new State(21, 0); }
  public int moveSpace() { return 3; }
  public int maxLegalMoves() { return 3; }
  public Evaluator<State> defaultEvaluator() { return s -> s.pile % 4 == 0 ? -100 : 100; }
  public String render(State s) { return "o".repeat(s.pile) + " (" + "AB".charAt(s.player) + " to move)"; }
  public String formatPosition(State s) { return s.pile + " " + s.player; }

  public State parsePosition(String text) {
    String[] f = text.strip().split(" ");
    try {
      if (f.length == 2) {
        int pile = Integer.parseInt(f[0]);
        int player = Integer.parseInt(f[1]);
        if (pile >= 0 && pile < 64 && (player == 0 || player == 1)) {
          return new State(pile, player);
        }
      }
    } catch (NumberFormatException e) {
      // fall through
    }
    throw new PositionFormatException(text, "expected 'pile player', e.g. '21 0'", 1, 1);
  }

  public static final class State implements GameState {
    int pile;
    int player;
    private int ply;
    private final ArrayDeque<Integer> history = new ArrayDeque<>();

    State(int pile, int player) { this.pile = pile; this.player = player; }

    public int currentPlayer() { return player; }
    public int legalMoves(int[] out) {
      int n = Math.min(3, pile);
      for (int i = 0; i < n; i++) out[i] = i;
      return n;
    }
    public boolean isLegal(int m) { return m >= 0 && m < 3 && m < pile; }
    public void play(int m) {
      if (!isLegal(m)) throw new IllegalMoveException(m, Integer.toString(m + 1));
      playUnchecked(m);
    }
    public void playUnchecked(int m) { history.push(m); pile -= m + 1; player ^= 1; ply++; }
    public void undo() {
      if (history.isEmpty()) throw new IllegalStateException("nothing to undo");
      pile += history.pop() + 1; player ^= 1; ply--;
    }
    public boolean isTerminal() { return pile == 0; }
    public Outcome outcome() { return Outcome.win(player ^ 1); }   // whoever took the last stone
    public long hash() { return pile * 0x9E3779B97F4A7C15L ^ (player == 1 ? 0x5851F42D4C957F2DL : 0); }
    public int plyCount() { return ply; }
    public State copy() {
      State c = new State(pile, player);
      c.ply = ply;
      c.history.addAll(history);
      return c;
    }
    public String moveToString(int m) { return Integer.toString(m + 1); }
    public int parseMove(String t) {
      if (t.length() == 1 && t.charAt(0) >= '1' && t.charAt(0) <= '3') return t.charAt(0) - '1';
      throw new MoveFormatException(t, "take 1, 2 or 3");
    }
  }
}
