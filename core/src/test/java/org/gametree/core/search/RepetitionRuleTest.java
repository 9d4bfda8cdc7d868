package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.junit.jupiter.api.Test;

/**
 * The {@link RepetitionRule} hook: a repeated position is scored by the rule before the table is probed, and a value a
 * repetition decided is not carried by the table to a path where nothing repeats. Each graph below is one where the
 * table, used naively, gives a value minimax (with the same rule) does not.
 */
class RepetitionRuleTest {
  private static final Algorithm[] WITH_TABLE = {Algorithm.ALPHA_BETA, Algorithm.NEGASCOUT, Algorithm.MTDF};

  /**
   * Root 0 (player 0) has two ways to node 4 (player 0): through 5 (2 plies deep) and through 1, 2, 3 (4 plies deep).
   * From 4, the move to 5 repeats 5 on the short path, which the rule makes a win for player 1 (as if player 0 had
   * checked throughout); on the long path 5 is new, and player 1's choice there is between repeating 4 (a draw) and
   * node 6 (worth 30 to player 0). 4's other move, to 7, is worth -20. So 4 is worth -20 on the short path and 0 on the
   * long one, and the root 0 by the long path. The static values make the short path look best up to depth 5, so at
   * depth 6 it is searched first and stores 4's exact short-path value, deep enough to cut 4 off on the long path: a
   * table that let it would answer -20.
   */
  private static CycleGame transpositionThroughACycle() {
    CycleGame g = new CycleGame(8);
    g.edge(0, 5).edge(0, 1);
    g.edge(1, 2).edge(2, 3).edge(3, 4);
    g.edge(5, 4).edge(5, 6);
    g.edge(4, 5).edge(4, 7);
    g.eval(1, 100).eval(2, -100).eval(3, 100).eval(4, -100).eval(5, 50).eval(6, 30).eval(7, 20);
    g.winOnRepeat(5);
    return g;
  }

  /**
   * Root 0 (player 0) can go to 1 (player 1), who can go back to the root (a repetition: a draw) or to 2 (worth 50 to
   * player 0); so 1 is worth 0. Or it can go down the chain 3, 4, 5, 6, worth 40 to player 0 if searched 3 plies deep
   * but -30 at 4. At depth 4 the root is worth 0, through 1. A search that probed the table at the repeated root
   * before it saw the repetition, with the root's depth-3 value stored unmarked (its cycle child was a repetition),
   * would cut it off with that value and answer 40; either defence alone prevents it.
   */
  private static CycleGame cycleThroughTheRoot() {
    CycleGame g = new CycleGame(7);
    g.edge(0, 1).edge(0, 3);
    g.edge(1, 0).edge(1, 2);
    g.edge(3, 4).edge(4, 5).edge(5, 6);
    g.eval(1, -60).eval(2, 50).eval(4, -10).eval(5, -40).eval(6, -30);
    return g;
  }

  @Test
  void aValueARepetitionDecidedIsNotCarriedToAPathWhereNothingRepeats() {
    everyAlgorithmAgreesWithMinimax(transpositionThroughACycle(), 6, 0);
  }

  @Test
  void aRepeatedPositionIsScoredBeforeTheTableIsProbed() {
    everyAlgorithmAgreesWithMinimax(cycleThroughTheRoot(), 4, 0);
  }

  private static void everyAlgorithmAgreesWithMinimax(CycleGame game, int maxDepth, int expected) {
    assertEquals(expected, score(game, Algorithm.MINIMAX, 0, maxDepth), "minimax");
    for (int depth = 1; depth <= maxDepth; depth++) {
      int reference = score(game, Algorithm.MINIMAX, 0, depth);
      for (Algorithm algorithm : WITH_TABLE) {
        for (int mb = 0; mb <= 1; mb++) {
          assertEquals(reference, score(game, algorithm, mb, depth), algorithm + " with " + mb + " MB, depth " + depth);
        }
      }
    }
  }

  private static int score(CycleGame game, Algorithm algorithm, int mb, int depth) {
    try (Searcher<CycleGame.State> searcher =
        Search.builder(game).algorithm(algorithm).hashMegabytes(mb).selective(false).threads(1).build()) {
      return searcher.search(game.newInitialState(), SearchLimits.depth(depth)).score();
    }
  }

  /**
   * A game on a directed graph: node 0 is the start, players alternate, a node without edges is a leaf valued by its
   * static evaluation (for its player to move), and a node that repeats one on the path since the search's root is a
   * draw, or a win for its player to move where the game says so.
   */
  static final class CycleGame implements Game<CycleGame.State> {
    private final List<List<Integer>> edges = new ArrayList<>();
    private final int[] evals;
    private final boolean[] winOnRepeat;

    CycleGame(int nodes) {
      evals = new int[nodes];
      winOnRepeat = new boolean[nodes];
      for (int i = 0; i < nodes; i++) {
        edges.add(new ArrayList<>());
      }
    }

    CycleGame edge(int from, int to) {
      edges.get(from).add(to);
      return this;
    }

    /** Repeating {@code node} wins for its player to move (as perpetual check loses for the other). */
    CycleGame winOnRepeat(int node) {
      winOnRepeat[node] = true;
      return this;
    }

    CycleGame eval(int node, int value) {
      evals[node] = value;
      return this;
    }

    @Override
    public String id() {
      return "cycle";
    }

    @Override
    public State newInitialState() {
      return new RuledState();
    }

    @Override
    public State parsePosition(String text) {
      throw new UnsupportedOperationException(text);
    }

    @Override
    public String formatPosition(State state) {
      return state.path.toString();
    }

    @Override
    public String render(State state) {
      return formatPosition(state);
    }

    @Override
    public int moveSpace() {
      return evals.length;
    }

    @Override
    public int maxLegalMoves() {
      return evals.length;
    }

    @Override
    public Evaluator<State> defaultEvaluator() {
      return s -> evals[s.node()];
    }

    /** A position: the nodes from the start. A move is the node it goes to. */
    class State implements GameState {
      final List<Integer> path = new ArrayList<>(List.of(0));

      int node() {
        return path.get(path.size() - 1);
      }

      @Override
      public int currentPlayer() {
        return (path.size() - 1) & 1;
      }

      @Override
      public int legalMoves(int[] out) {
        List<Integer> next = edges.get(node());
        for (int i = 0; i < next.size(); i++) {
          out[i] = next.get(i);
        }
        return next.size();
      }

      @Override
      public boolean isLegal(int move) {
        return edges.get(node()).contains(move);
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
        path.add(move);
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
        return false; // leaves are valued by the evaluator: the search scores a node without moves statically
      }

      @Override
      public Outcome outcome() {
        throw new IllegalStateException("never over");
      }

      @Override
      public long hash() {
        return node() * 0x9E3779B97F4A7C15L + currentPlayer();
      }

      @Override
      public int plyCount() {
        return path.size() - 1;
      }

      @Override
      public State copy() {
        State copy = newInitialState();
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
    }

    /** The state with the rule: repeating a node of the search's path is a draw or a win. */
    final class RuledState extends State implements RepetitionRule {
      @Override
      public Verdict repetition(int plies) {
        int last = path.size() - 1;
        for (int j = last - 2; j >= Math.max(0, last - plies); j -= 2) {
          if (path.get(j) == node()) {
            return winOnRepeat[node()] ? Verdict.WIN : Verdict.DRAW;
          }
        }
        return Verdict.NONE;
      }
    }
  }
}
