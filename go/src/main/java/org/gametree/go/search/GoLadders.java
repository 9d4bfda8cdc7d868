package org.gametree.go.search;

import org.gametree.go.GoBoard;
import org.gametree.go.GoState;
import org.gametree.go.GoTactics;

/**
 * Ladder reading by play and undo on a full {@link GoState}: the attacker keeps giving atari, the defender keeps
 * extending, and the chain lives once it reaches three liberties or captures a neighbouring attacker chain in atari.
 * The attacker tries both liberties at each step, so ladders that turn and ladder breakers are read, not guessed.
 * Reading gives up (and calls the chain alive) after {@value #BUDGET} moves. Simple ko only; a reading allocates
 * one small reader object and no buffers.
 */
final class GoLadders {
  /** Moves one reading may play before it calls the chain alive. */
  static final int BUDGET = 200;

  private final GoState state;
  private final GoBoard b;
  private final GoTactics t;
  private int played;

  private GoLadders(GoState state) {
    this.state = state;
    this.b = state.board();
    this.t = state.tactics();
  }

  /**
   * Whether the player to move, whose chain at {@code stone} is in atari, saves it by extending on its liberty
   * {@code lib} against a ladder (false also when the extension is illegal or leaves one liberty).
   */
  static boolean extensionEscapes(GoState s, int stone, int lib) {
    return new GoLadders(s).extend(stone, lib);
  }

  /**
   * Whether the player to move captures the opponent chain at {@code stone}, which has two liberties, in a ladder
   * that starts with atari on {@code lib} (one of them).
   */
  static boolean atariCaptures(GoState s, int stone, int lib) {
    return new GoLadders(s).atari(stone, lib);
  }

  /** Defender to move, its chain in atari: extend on lib; true when the chain gets away. */
  private boolean extend(int stone, int lib) {
    if (!play(lib)) {
      return false;
    }
    try {
      int libs = t.fewLiberties(stone);
      int count = GoTactics.libertyCount(libs);
      if (count >= 3) {
        return true;
      }
      if (count <= 1) {
        return false;
      }
      if (played >= BUDGET) {
        return true;
      }
      return !atari(stone, GoTactics.firstLiberty(libs)) && !atari(stone, GoTactics.secondLiberty(libs));
    } finally {
      state.undo();
    }
  }

  /** Attacker to move against a chain with two liberties: atari on lib; true when the chain is then lost. */
  private boolean atari(int stone, int lib) {
    if (!play(lib)) {
      return false;
    }
    try {
      if (!b.chainInAtari(stone)) {
        return false;
      }
      return !escapes(stone);
    } finally {
      state.undo();
    }
  }

  /** Plays the side to move at point p if that is legal (simple ko); the caller undoes it. */
  private boolean play(int p) {
    if (!b.isPlayable(p, state.currentPlayer() + 1)) {
      return false;
    }
    state.playUnchecked(b.moveOf(p));
    played++;
    return true;
  }

  /** Defender to move, its chain at stone in atari: capture an attacker chain in atari next to it, or extend. */
  private boolean escapes(int stone) {
    int c = b.color(stone);
    int opp = 3 - c;
    int root = b.chainRoot(stone);
    int u = root;
    do {
      for (int k = 0; k < 4; k++) {
        int q = u + b.direction(k);
        if (b.color(q) == opp && b.chainInAtari(q)) {
          return true;
        }
      }
      u = b.nextStone(u);
    } while (u != root);
    return extend(stone, b.atariLiberty(stone));
  }
}
