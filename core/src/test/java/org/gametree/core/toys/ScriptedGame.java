package org.gametree.core.toys;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.ScoreUnit;
import org.gametree.core.search.CandidateMoves;
import org.gametree.core.search.NullMoveSupport;
import org.gametree.core.search.PruningMargins;
import org.gametree.core.search.TacticalMoves;

/**
 * A game whose tree is written out node by node, for tests that need a position where a selective technique must cut
 * and one where it must not. Players alternate; move {@code i} leads to the node's {@code i}-th child; each node has a
 * static evaluation for its player to move, may be a finished game, may be "in check" (must evade), and may name the
 * candidate moves it offers. A child may be marked tactical (the move into it). The evaluator declares fixed
 * futility and razoring margins.
 */
public final class ScriptedGame implements Game<ScriptedGame.State> {
  private final Node root;
  private final int futilityMargin;
  private final int razoringMargin;

  /** A node of the tree. */
  public static final class Node {
    final int eval;
    final List<Node> children = new ArrayList<>();
    int id;
    boolean tactical;
    int gain = org.gametree.core.Score.MAX_EVAL;
    boolean check;
    int winner = -2; // -2: not finished; 0 or 1: that player has won; -1: a draw
    int[] candidates;
    /** Where a null move leads (the other player to move), or null: no null move here. */
    Node pass;

    private Node(int eval) {
      this.eval = eval;
    }

    /** A node whose player to move evaluates it as {@code eval}. */
    public static Node of(int eval) {
      return new Node(eval);
    }

    /** Adds children in move order. */
    public Node with(Node... nodes) {
      children.addAll(List.of(nodes));
      return this;
    }

    /** The move into this node is tactical. */
    public Node tactical() {
      tactical = true;
      return this;
    }

    /** The move into this node is tactical and gains at most {@code gain}. */
    public Node gaining(int gain) {
      this.tactical = true;
      this.gain = gain;
      return this;
    }

    /** The player to move here is in check: selective search must not prune at this node or the move into it. */
    public Node inCheck() {
      check = true;
      return this;
    }

    /** The game is over here: {@code player} (0 or 1) has won. */
    public Node wonBy(int player) {
      winner = player;
      return this;
    }

    /** A null move is allowed here and leads to {@code node}, with the other player to move. */
    public Node passTo(Node node) {
      pass = node;
      return this;
    }

    /** Below the root, only these moves are worth searching here. */
    public Node candidates(int... moves) {
      candidates = moves.clone();
      return this;
    }

    /** A chain of {@code length} single-move nodes evaluated {@code eval} by their mover, ending in {@code end}. */
    public static Node chain(int length, int eval, Node end) {
      Node node = end;
      for (int i = 0; i < length; i++) {
        node = Node.of(eval).with(node);
      }
      return node;
    }
  }

  public ScriptedGame(Node root, int futilityMargin, int razoringMargin) {
    this.root = root;
    this.futilityMargin = futilityMargin;
    this.razoringMargin = razoringMargin;
    number(root, new int[] {1});
  }

  private static void number(Node node, int[] next) {
    node.id = next[0]++;
    for (Node child : node.children) {
      number(child, next);
    }
    if (node.pass != null) {
      number(node.pass, next);
    }
  }

  @Override
  public String id() {
    return "scripted";
  }

  @Override
  public State newInitialState() {
    return new State();
  }

  @Override
  public State parsePosition(String text) {
    throw new UnsupportedOperationException();
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
    return 64;
  }

  @Override
  public int maxLegalMoves() {
    return 64;
  }

  @Override
  public Evaluator<State> defaultEvaluator() {
    return new Margins();
  }

  /** Evaluations asked of the evaluator so far. */
  public int evaluations;

  private final class Margins implements Evaluator<State>, PruningMargins {
    @Override
    public int evaluate(State state) {
      evaluations++;
      return state.node().eval;
    }

    /** 16 units a point, so that margins scaled by the unit (singular extensions: 1 a ply) are small integers. */
    @Override
    public ScoreUnit unit() {
      return ScoreUnit.scaled("points", "points", 16);
    }

    @Override
    public int futilityMargin(int depth) {
      return futilityMargin;
    }

    @Override
    public int razoringMargin(int depth) {
      return razoringMargin;
    }
  }

  /** A position: the path from the root. */
  public final class State implements GameState, TacticalMoves, CandidateMoves, NullMoveSupport {
    private final List<Node> path = new ArrayList<>();
    /** Nodes visited by the search (each time a move leads into one). */
    public int visits;

    State() {
      path.add(root);
    }

    Node node() {
      return path.get(path.size() - 1);
    }

    @Override
    public int currentPlayer() {
      return (path.size() - 1) & 1;
    }

    @Override
    public int legalMoves(int[] out) {
      if (isTerminal()) {
        return 0;
      }
      int n = node().children.size();
      for (int i = 0; i < n; i++) {
        out[i] = i;
      }
      return n;
    }

    @Override
    public boolean isLegal(int move) {
      return !isTerminal() && move >= 0 && move < node().children.size();
    }

    @Override
    public void play(int move) {
      if (!isLegal(move)) {
        throw new org.gametree.core.IllegalMoveException(move, Integer.toString(move));
      }
      playUnchecked(move);
    }

    @Override
    public void playUnchecked(int move) {
      path.add(node().children.get(move));
      visits++;
    }

    @Override
    public boolean nullMoveAllowed() {
      return node().pass != null;
    }

    @Override
    public void playNull() {
      path.add(node().pass);
    }

    @Override
    public void undoNull() {
      path.remove(path.size() - 1);
    }

    @Override
    public void undo() {
      if (path.size() == 1) {
        throw new IllegalStateException("nothing to undo");
      }
      path.remove(path.size() - 1);
    }

    @Override
    public boolean isTerminal() {
      return node().winner != -2;
    }

    @Override
    public Outcome outcome() {
      return node().winner == -1 ? Outcome.draw() : Outcome.win(node().winner);
    }

    @Override
    public long hash() {
      return node().id * 0x9E3779B97F4A7C15L + currentPlayer();
    }

    @Override
    public int plyCount() {
      return path.size() - 1;
    }

    @Override
    public State copy() {
      State copy = new State();
      copy.path.clear();
      copy.path.addAll(path);
      return copy;
    }

    @Override
    public String moveToString(int move) {
      return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
      return Integer.parseInt(text);
    }

    @Override
    public int tacticalMoves(int[] out) {
      int n = 0;
      for (int i = 0; i < node().children.size(); i++) {
        if (node().children.get(i).tactical) {
          out[n++] = i;
        }
      }
      return n;
    }

    @Override
    public boolean mustEvade() {
      return node().check;
    }

    @Override
    public boolean isTactical(int move) {
      return node().children.get(move).tactical;
    }

    @Override
    public int gain(int move) {
      return node().children.get(move).gain;
    }

    @Override
    public int candidateMoves(int[] out) {
      int[] c = node().candidates;
      if (c == null) {
        return legalMoves(out);
      }
      System.arraycopy(c, 0, out, 0, c.length);
      return c.length;
    }

    /** Moves to this node from the root, as a path of move numbers. */
    @Override
    public String toString() {
      return "node " + node().id + " at ply " + plyCount();
    }
  }
}
