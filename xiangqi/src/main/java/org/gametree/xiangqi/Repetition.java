package org.gametree.xiangqi;

import org.gametree.core.Outcome;

/**
 * The repetition rules: finding the third occurrence of a position in a {@link XiangqiState}'s key history and
 * judging the cycle (perpetual check loses; with {@code chase=asian}, through {@link Chase}, perpetual chase loses;
 * otherwise a draw). The scan runs at every node the search asks {@code isTerminal()} of (once six plies have passed
 * without a capture), so it reads the history in place and allocates nothing.
 */
final class Repetition {
  private Repetition() {}

  /**
   * The result of a repetition of the current position, or null if it has not occurred three times. Judged over the
   * moves since the first of the three occurrences: a side that checked with every one of its moves loses (if both
   * did, a draw); otherwise, under {@code chase=asian}, a side that chased one and the same enemy piece with every
   * one of its moves that was not a check loses (if both did, a draw); otherwise a draw.
   */
  static Outcome judge(XiangqiState s) {
    final long[] keys = s.keys;
    final int hp = s.hp;
    final long key = s.key;
    int limit = Math.max(0, hp - s.halfmove);
    int seen = 0;
    int first = -1;
    for (int j = hp - 4; j >= limit; j -= 2) {
      if (keys[j] == key) {
        seen++;
        if (seen == 2) {
          first = j;
          break;
        }
      }
    }
    if (first < 0) {
      return null;
    }
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
      return Outcome.win(redChecks ? 1 : 0);
    }
    if (!redChecks && s.asianChase) {
      Chase chase = s.chase();
      boolean redChases = chase.perpetual(s, first, 0);
      boolean blackChases = chase.perpetual(s, first, 1);
      if (redChases != blackChases) {
        return Outcome.win(redChases ? 1 : 0);
      }
    }
    return Outcome.draw();
  }
}
