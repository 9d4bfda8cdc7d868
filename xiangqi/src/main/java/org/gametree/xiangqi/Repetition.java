package org.gametree.xiangqi;

import org.gametree.core.Outcome;

/**
 * The repetition rules: finding the third occurrence of a position in a {@link XiangqiState}'s key history and
 * judging the cycle (perpetual check loses; with {@code chase=asian}, through {@link Chase}, perpetual chase loses;
 * otherwise a draw). The scan runs at every node the search asks {@code isTerminal()} of (once six plies have passed
 * without a capture), so it reads the history in place and allocates nothing. The search also asks, through
 * {@link #inSearch}, about a position that repeats one on its own path only once.
 */
final class Repetition {
  /** Returned by {@link #inSearch} when there is no repetition to judge. */
  static final int NONE = -2;

  private Repetition() {}

  /**
   * The result of a repetition of the current position, or null if it has not occurred three times. Judged over the
   * moves since the first of the three occurrences: a side that checked with every one of its moves loses (if both
   * did, a draw); otherwise, under {@code chase=asian}, a side that chased one and the same enemy piece with every
   * one of its moves that was not a check loses (if both did, a draw); otherwise a draw.
   */
  static Outcome judge(XiangqiState s) {
    int first = earlier(s, 2);
    if (first < 0) {
      return null;
    }
    int winner = winner(s, first);
    return winner == Outcome.DRAW ? Outcome.draw() : Outcome.win(winner);
  }

  /**
   * The winner (0, 1 or {@link Outcome#DRAW}) for the search, or {@link #NONE}: the game's own ruling when the
   * position occurs for the third time ({@link #judge}), else, when it occurred once before within the last
   * {@code plies} positions, the ruling on that one cycle. That is what {@link #judge} will rule if the cycle is played
   * again (the third occurrence's span is the cycle twice, checking or chasing as it did once), and the search has
   * already looked at every way out of it from the earlier occurrence. A repetition of a position only from before
   * that is no ruling: the ways out of it were never searched.
   */
  static int inSearch(XiangqiState s, int plies) {
    int first = earlier(s, 2);
    if (first >= 0) {
      return winner(s, first);
    }
    int previous = earlier(s, 1);
    return previous >= 0 && previous >= s.hp - plies ? winner(s, previous) : NONE;
  }

  /**
   * The index in the history of the {@code occurrences}-th earlier occurrence of the current position (counting back
   * since the last capture or null move), or -1.
   */
  private static int earlier(XiangqiState s, int occurrences) {
    final long[] keys = s.keys;
    final int hp = s.hp;
    final long key = s.key;
    int limit = Math.max(0, hp - s.halfmove);
    int seen = 0;
    for (int j = hp - 4; j >= limit; j -= 2) {
      if (keys[j] == key && ++seen == occurrences) {
        return j;
      }
    }
    return -1;
  }

  /** The winner (0, 1 or {@link Outcome#DRAW}) by the moves from position {@code first} of the history to now. */
  private static int winner(XiangqiState s, int first) {
    final int hp = s.hp;
    // positions first+1..hp: checks[j] says the side to move at j was in check, i.e. the previous move checked
    final boolean[] checks = s.checks;
    boolean redChecks = true;
    boolean blackChecks = true;
    for (int j = first + 1; j <= hp; j++) {
      int mover = s.side ^ ((hp - j + 1) & 1); // the side that moved into position j
      if (!checks[j]) {
        if (mover == 0) {
          redChecks = false;
        } else {
          blackChecks = false;
        }
      }
    }
    if (redChecks != blackChecks) {
      return redChecks ? 1 : 0;
    }
    if (!redChecks && s.asianChase) {
      Chase chase = s.chase();
      boolean redChases = chase.perpetual(s, first, 0);
      boolean blackChases = chase.perpetual(s, first, 1);
      if (redChases != blackChases) {
        return redChases ? 1 : 0;
      }
    }
    return Outcome.DRAW;
  }
}
