package org.gametree.connect6;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Threat-space search in the VCDT/VCF style: the attacker (the side to move) only plays turns that leave the defender
 * exactly p threats (double threats in Connect6, fours in gomoku) or more; the defender, who cannot win at once,
 * only tries the hitting sets of size p of the threat windows. A win found this way is a proven win (every defender
 * reply that does not block all threats loses at once). Iterative deepening over attacker turns, a node and time
 * budget, and a table of proven wins and of failed depths.
 */
public final class ThreatSpaceSearch {
  /**
   * A search result.
   *
   * @param win whether a forced win by threats was proven for the side to move
   * @param firstStone the first stone of the winning turn, or -1
   * @param turns attacker turns in the proof (1 = wins with the stones of this turn)
   * @param nodes stones played during the search
   * @param elapsed time taken
   * @param exhausted whether the node or time budget ran out before the search finished
   */
  public record Result(boolean win, int firstStone, int turns, long nodes, Duration elapsed, boolean exhausted) {}

  private final ConnectGame g;
  private final Threats threats;
  private final Map<Long, Integer> table = new HashMap<>();
  private long nodes;
  private long maxNodes;
  private long deadline;
  private boolean exhausted;
  private int rootStone;

  /** A searcher for {@code game} (not thread-safe). */
  public ThreatSpaceSearch(ConnectGame game) {
    this.g = game;
    this.threats = new Threats(game);
  }

  /**
   * Searches for a forced win of the side to move by threats, with up to {@code maxTurns} attacker turns.
   *
   * @param maxNodes stones played before giving up
   * @param time time before giving up, or null
   */
  public Result search(ConnectState state, int maxTurns, long maxNodes, Duration time) {
    long start = System.nanoTime();
    this.nodes = 0;
    this.maxNodes = maxNodes;
    this.deadline = time == null ? Long.MAX_VALUE : start + time.toNanos();
    this.exhausted = false;
    table.clear();
    ConnectState s = state.copy();
    if (s.isTerminal()) {
      return new Result(false, -1, 0, 0, Duration.ofNanos(System.nanoTime() - start), false);
    }
    for (int d = 1; d <= maxTurns && !exhausted; d++) {
      rootStone = -1;
      if (attacker(s, d, true)) {
        return new Result(true, rootStone, d, nodes, Duration.ofNanos(System.nanoTime() - start), false);
      }
    }
    return new Result(false, -1, 0, nodes, Duration.ofNanos(System.nanoTime() - start), exhausted);
  }

  /** Anti-TSS: can the opponent of the side to move win by threats if it moved now with a full turn? */
  public Result opponentSearch(ConnectState state, int maxTurns, long maxNodes, Duration time) {
    ConnectState s = state.copy();
    if (!s.isTerminal()) {
      s.setTurn(s.currentPlayer() ^ 1, g.p(), -1);
    }
    return search(s, maxTurns, maxNodes, time);
  }

  private boolean outOfBudget() {
    if (nodes >= maxNodes || ((nodes & 255) == 0 && System.nanoTime() > deadline)) {
      exhausted = true;
    }
    return exhausted;
  }

  private boolean attacker(ConnectState s, int depth, boolean root) {
    int a = s.currentPlayer();
    if (threats.moverWinsNow(s)) {
      if (root) {
        rootStone = winningStone(s);
      }
      return true;
    }
    if (depth <= 1 || outOfBudget()) {
      return false;
    }
    long key = s.hash();
    Integer known = table.get(key);
    if (known != null && (known == Integer.MAX_VALUE || known >= depth) && !root) {
      return known == Integer.MAX_VALUE;
    }
    int stones = s.stonesLeft();
    // Counter-threats: if the defender could complete a line next turn, part of this turn must block it.
    int defence = threats.count(s, a ^ 1, stones + 1);
    boolean win;
    if (defence > stones) {
      win = false;
    } else if (defence > 0) {
      win = blockThenThreat(s, a, defence, stones, depth, root);
    } else {
      win = threatTurn(s, a, stones, depth, root);
    }
    table.put(key, win ? Integer.MAX_VALUE : depth);
    return win;
  }

  /**
   * The attacker's turn when the defender has {@code defence} ≤ stones threats: each minimum set of blocking stones,
   * then the remaining stones as threat stones (Allis's "refutation by a four" answered instead of ignored).
   */
  private boolean blockThenThreat(ConnectState s, int a, int defence, int stones, int depth, boolean root) {
    threats.collect(s, a ^ 1, g.p());
    List<int[]> blocks = threats.hittingSets(s, defence);
    for (int[] block : blocks) {
      int played = 0;
      boolean ended = false;
      for (int c : block) {
        nodes++;
        s.playUnchecked(c);
        played++;
        if (s.isTerminal()) {
          ended = true;
          break;
        }
      }
      boolean win;
      if (ended) {
        win = s.winner() == a;
      } else if (s.currentPlayer() == a) {
        win = threatTurn(s, a, stones - played, depth, false);
      } else {
        win = defender(s, a, depth);
      }
      for (int j = 0; j < played; j++) {
        s.undo();
      }
      if (win) {
        if (root) {
          rootStone = block[0];
        }
        return true;
      }
      if (outOfBudget()) {
        return false;
      }
    }
    return false;
  }

  /** The rest of the attacker's turn: {@code stones} stones from cells that can make threat windows. */
  private boolean threatTurn(ConnectState s, int a, int stones, int depth, boolean root) {
    int need = g.k() - g.p() - stones;
    int[] cand = new int[g.moveSpace()];
    int nc = 0;
    for (int c = 0; c < g.moveSpace(); c++) {
      if (s.at(c) != 0) {
        continue;
      }
      for (int i = g.cellWindowStart[c], e = g.cellWindowStart[c + 1]; i < e; i++) {
        int w = g.cellWindows[i];
        if (s.windowCount(a ^ 1, w) == 0 && s.windowCount(a, w) >= Math.max(need, 1)) {
          cand[nc++] = c;
          break;
        }
      }
    }
    return placeTurn(s, a, cand, nc, 0, stones, depth, root);
  }

  private boolean placeTurn(ConnectState s, int a, int[] cand, int nc, int from, int remaining, int depth,
      boolean root) {
    for (int i = from; i < nc && !exhausted; i++) {
      int c = cand[i];
      if (s.at(c) != 0) {
        continue;
      }
      nodes++;
      s.playUnchecked(c);
      boolean win;
      if (remaining > 1 && s.currentPlayer() == a && !s.isTerminal()) {
        win = placeTurn(s, a, cand, nc, i + 1, remaining - 1, depth, false);
      } else {
        win = s.isTerminal() ? s.winner() == a : defender(s, a, depth);
      }
      s.undo();
      if (win) {
        if (root) {
          rootStone = c;
        }
        return true;
      }
      if (outOfBudget()) {
        return false;
      }
    }
    return false;
  }

  private boolean defender(ConnectState s, int a, int depth) {
    if (threats.moverWinsNow(s)) {
      return false;
    }
    int t = threats.count(s, a, g.p() + 1);
    if (t > g.p()) {
      return true;
    }
    if (t < g.p()) {
      return false;
    }
    threats.collect(s, a, g.p());
    List<int[]> replies = threats.hittingSets(s, s.stonesLeft());
    for (int[] reply : replies) {
      int played = 0;
      boolean ended = false;
      for (int c : reply) {
        nodes++;
        s.playUnchecked(c);
        played++;
        if (s.isTerminal()) {
          ended = true;
          break;
        }
      }
      boolean win = !ended && s.currentPlayer() == a && attacker(s, depth - 1, false);
      if (ended && s.winner() == a) {
        win = true;
      }
      for (int j = 0; j < played; j++) {
        s.undo();
      }
      if (!win) {
        return false;
      }
    }
    return true;
  }

  private int winningStone(ConnectState s) {
    int a = s.currentPlayer();
    int n = threats.collect(s, a, s.stonesLeft());
    for (int i = 0; i < n; i++) {
      int base = threats.window(i) * g.k();
      for (int j = 0; j < g.k(); j++) {
        int c = g.windowCells[base + j];
        if (s.at(c) == 0) {
          return c;
        }
      }
    }
    return -1;
  }
}
