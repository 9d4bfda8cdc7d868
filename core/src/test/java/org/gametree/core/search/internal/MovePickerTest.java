package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.search.MoveScorer;
import org.gametree.core.toys.RandomTreeGame;
import org.gametree.core.toys.TacticalTreeGame;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;

class MovePickerTest {
  private static final int PLY = 3;

  private static final class Node {
    GameState state;
  }

  /** A picker over {@code node.state}'s legal moves, with the given heuristics. */
  private static MovePicker picker(Game<?> game, Node node, boolean counter, boolean continuation) {
    return new MovePicker(16, game.maxLegalMoves(), game.moveSpace(), 0,
        (ply, out) -> node.state.legalMoves(out), counter, continuation);
  }

  /** Plays random moves from the start, at most {@code plies}; stops at the end of the game. */
  private static GameState randomPosition(Game<?> game, SplittableRandom random, int plies) {
    GameState state = game.newInitialState();
    int[] moves = new int[game.maxLegalMoves()];
    for (int i = 0; i < plies && !state.isTerminal(); i++) {
      int n = state.legalMoves(moves);
      state.play(moves[random.nextInt(n)]);
    }
    return state;
  }

  private static int[] drain(MovePicker picker, int ply) {
    int[] out = new int[1024];
    int n = 0;
    for (int move; (move = picker.next(ply)) != MovePicker.NONE; ) {
      out[n++] = move;
    }
    return Arrays.copyOf(out, n);
  }

  @Test
  void picksEveryLegalMoveOnceInEveryStageCombination() {
    SplittableRandom random = new SplittableRandom(7);
    Game<?>[] games = {new TicTacToe(), new RandomTreeGame(3, true, 12), new RandomTreeGame(5, false, 12, 6),
        new TacticalTreeGame(11, true, 12, false)};
    for (Game<?> game : games) {
      for (int trial = 0; trial < 60; trial++) {
        Node node = new Node();
        node.state = randomPosition(game, random, random.nextInt(8));
        int[] legal = new int[game.maxLegalMoves()];
        int n = node.state.legalMoves(legal);
        int[] expected = Arrays.copyOf(legal, n);
        Arrays.sort(expected);
        for (int flags = 0; flags < 8; flags++) {
          boolean early = (flags & 1) != 0;
          MovePicker picker = picker(game, node, (flags & 2) != 0, (flags & 4) != 0);
          MoveScorer scorer = node.state instanceof MoveScorer ? (MoveScorer) node.state : null;
          picker.begin(node.state, scorer, node.state::isLegal);
          // killers, counter-moves and histories, legal here or not
          for (int c = 0; c < 20; c++) {
            picker.onCutoff(PLY, node.state.currentPlayer(), random.nextInt(game.moveSpace()), 1 + random.nextInt(6),
                random.nextBoolean());
          }
          int legalHash = n == 0 ? -1 : legal[random.nextInt(n)];
          int illegalHash = illegal(node.state, game.moveSpace(), random);
          for (int hash : new int[] {-1, legalHash, illegalHash}) {
            picker.start(PLY, hash, early);
            int[] got = drain(picker, PLY);
            if (hash >= 0 && node.state.isLegal(hash)) {
              assertEquals(hash, got[0], "the hash move first in " + node.state);
            }
            int[] sorted = got.clone();
            Arrays.sort(sorted);
            assertArrayEquals(expected, sorted, "every legal move once in " + node.state + ", flags " + flags);
            assertEquals(n == 0, picker.noMoves(PLY));
          }
        }
      }
    }
  }

  private static int illegal(GameState state, int moveSpace, SplittableRandom random) {
    for (int i = 0; i < 50; i++) {
      int move = random.nextInt(moveSpace);
      if (!state.isLegal(move)) {
        return move;
      }
    }
    return moveSpace + 5; // outside the move space: never legal
  }

  @Test
  void handsOutMovesWithoutAllocating() {
    Game<?> game = new TacticalTreeGame(13, true, 40, false);
    Node node = new Node();
    node.state = game.newInitialState();
    MovePicker picker = picker(game, node, true, true);
    picker.begin(node.state, (MoveScorer) node.state, node.state::isLegal);
    SplittableRandom random = new SplittableRandom(1);
    walk(picker, node, random, 2_000); // reaches every ply buffer and warms up
    com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = bean.getCurrentThreadAllocatedBytes();
    int nodes = walk(picker, node, random, 50_000);
    long allocated = bean.getCurrentThreadAllocatedBytes() - before;
    assertTrue(nodes >= 50_000);
    assertTrue(allocated < 64 * 1024, allocated + " bytes allocated over " + nodes + " nodes");
  }

  /** Random descents of up to 12 plies: at each node picks a few moves, records a cutoff, plays one of them. */
  private static int walk(MovePicker picker, Node node, SplittableRandom random, int nodes) {
    GameState state = node.state;
    int visited = 0;
    while (visited < nodes) {
      int ply = 0;
      while (ply < 12 && !state.isTerminal()) {
        picker.start(ply, -1, true);
        int move = picker.next(ply);
        for (int k = random.nextInt(4); k > 0; k--) {
          int other = picker.next(ply);
          if (other != MovePicker.NONE) {
            move = other;
          }
        }
        picker.onCutoff(ply, state.currentPlayer(), move, 1 + random.nextInt(5), false);
        picker.start(ply, move, true);
        move = picker.next(ply);
        state.playUnchecked(move);
        ply++;
        visited++;
      }
      for (; ply > 0; ply--) {
        state.undo();
      }
    }
    return visited;
  }
}
