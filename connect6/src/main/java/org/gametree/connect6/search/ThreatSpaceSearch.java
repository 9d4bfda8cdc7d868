package org.gametree.connect6.search;

import java.time.Duration;
import org.gametree.connect6.BoardWindows;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;

/**
 * Threat-space search in the VCDT/VCF style: the attacker (the side to move) only plays turns that leave the defender
 * exactly p threats (double threats in Connect6, fours in gomoku) or more; the defender, who cannot win at once,
 * only tries the hitting sets of size p of the threat windows. A win found this way is a proven win (every defender
 * reply that does not block all threats loses at once). Iterative deepening over attacker turns, a node and time
 * budget, and a table of proven wins and of failed depths.
 *
 * <p>The search plays and undoes stones on the state it is given and leaves it as it was. Its buffers (candidate
 * cells and hitting sets per turn, the table) are kept between calls and grow only when a call needs more than any
 * before, so {@link #proves} allocates nothing once warm: the search's exact-solver hook calls it at many nodes.
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

  /** Table value of a proven win; any other value is the deepest attacker-turn count that failed. */
  private static final int PROVEN = Integer.MAX_VALUE;

  private final ConnectGame g;
  private final BoardWindows windows;
  private final Threats threats;
  private final Table table = new Table();
  /** Per attacker-turn depth: the cells a threat turn draws from, the blocking sets, the defender's replies. */
  private int[][] candidates = new int[0][];
  private Threats.Sets[] blocks = new Threats.Sets[0];
  private Threats.Sets[] replies = new Threats.Sets[0];
  private int provenTurns;
  private long nodes;
  private long maxNodes;
  private long deadline;
  private boolean exhausted;
  private int rootStone;

  /** A searcher for {@code game} (not thread-safe). */
  public ThreatSpaceSearch(ConnectGame game) {
    this.g = game;
    this.windows = game.windows();
    this.threats = new Threats(game);
  }

  /**
   * Searches for a forced win of the side to move by threats, with up to {@code maxTurns} attacker turns. The state
   * is played on and left as it was.
   *
   * @param maxNodes stones played before giving up
   * @param time time before giving up, or null
   */
  public Result search(ConnectState state, int maxTurns, long maxNodes, Duration time) {
    long start = System.nanoTime();
    boolean win = run(state, maxTurns, maxNodes, time == null ? Long.MAX_VALUE : start + time.toNanos());
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    return win ? new Result(true, rootStone, provenTurns, nodes, elapsed, false)
        : new Result(false, -1, 0, nodes, elapsed, exhausted);
  }

  /**
   * Whether the side to move has a threat win within {@code maxTurns} attacker turns and {@code maxNodes} stones,
   * as {@link #search} without a time limit, and without allocating: read {@link #provenTurns()} and
   * {@link #lastNodes()} afterwards.
   */
  boolean proves(ConnectState state, int maxTurns, long maxNodes) {
    return run(state, maxTurns, maxNodes, Long.MAX_VALUE);
  }

  /** Attacker turns of the last proven win. */
  int provenTurns() {
    return provenTurns;
  }

  /** Whether the last search ran out of budget before it could answer. */
  boolean exhausted() {
    return exhausted;
  }

  /** Stones played by the last search. */
  long lastNodes() {
    return nodes;
  }

  private boolean run(ConnectState s, int maxTurns, long maxNodes, long deadline) {
    this.nodes = 0;
    this.maxNodes = maxNodes;
    this.deadline = deadline;
    this.exhausted = false;
    this.provenTurns = 0;
    table.clear();
    ensureDepth(maxTurns);
    if (s.isTerminal()) {
      return false;
    }
    for (int d = 1; d <= maxTurns && !exhausted; d++) {
      rootStone = -1;
      if (attacker(s, d, true)) {
        provenTurns = d;
        return true;
      }
    }
    return false;
  }

  private void ensureDepth(int maxTurns) {
    if (candidates.length > maxTurns) {
      return;
    }
    int old = candidates.length;
    candidates = java.util.Arrays.copyOf(candidates, maxTurns + 1);
    blocks = java.util.Arrays.copyOf(blocks, maxTurns + 1);
    replies = java.util.Arrays.copyOf(replies, maxTurns + 1);
    for (int d = old; d <= maxTurns; d++) {
      candidates[d] = new int[g.moveSpace()];
      blocks[d] = new Threats.Sets();
      replies[d] = new Threats.Sets();
    }
  }

  /** Anti-TSS: can the opponent of the side to move win by threats if it moved now with a full turn? */
  public Result opponentSearch(ConnectState state, int maxTurns, long maxNodes, Duration time) {
    ConnectState s = state.isTerminal() ? state.copy() : state.copyWithTurn(state.currentPlayer() ^ 1, g.p());
    return search(s, maxTurns, maxNodes, time);
  }

  private boolean outOfBudget() {
    if (nodes >= maxNodes || (deadline != Long.MAX_VALUE && (nodes & 255) == 0 && System.nanoTime() > deadline)) {
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
    int known = table.get(key);
    if (known != Table.ABSENT && (known == PROVEN || known >= depth) && !root) {
      return known == PROVEN;
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
    table.put(key, win ? PROVEN : depth);
    return win;
  }

  /**
   * The attacker's turn when the defender has {@code defence} ≤ stones threats: each minimum set of blocking stones,
   * then the remaining stones as threat stones (Allis's "refutation by a four" answered instead of ignored).
   */
  private boolean blockThenThreat(ConnectState s, int a, int defence, int stones, int depth, boolean root) {
    threats.collect(s, a ^ 1, g.p());
    Threats.Sets sets = blocks[depth];
    int count = threats.hittingSets(s, defence, sets);
    for (int b = 0; b < count; b++) {
      int played = 0;
      boolean ended = false;
      boolean forbidden = false;
      for (int j = 0; j < sets.size(); j++) {
        int c = sets.cell(b, j);
        if (s.isForbidden(c)) { // renju: Black cannot block there
          forbidden = true;
          break;
        }
        nodes++;
        s.playUnchecked(c);
        played++;
        if (s.isTerminal()) {
          ended = true;
          break;
        }
      }
      boolean win;
      if (forbidden) {
        win = false;
      } else if (ended) {
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
          rootStone = sets.cell(b, 0);
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
    int[] cand = candidates[depth];
    int nc = 0;
    for (int c = 0; c < g.moveSpace(); c++) {
      if (s.at(c) != 0) {
        continue;
      }
      for (int i = windows.windowsFrom(c), e = windows.windowsTo(c); i < e; i++) {
        int w = windows.windowAt(i);
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
      if (s.at(c) != 0 || s.isForbidden(c)) {
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
    Threats.Sets sets = replies[depth];
    int count = threats.hittingSets(s, s.stonesLeft(), sets);
    for (int r = 0; r < count; r++) {
      int played = 0;
      boolean ended = false;
      boolean forbidden = false;
      for (int j = 0; j < sets.size(); j++) {
        int c = sets.cell(r, j);
        if (s.isForbidden(c)) { // renju: a Black reply on a forbidden point is no reply
          forbidden = true;
          break;
        }
        nodes++;
        s.playUnchecked(c);
        played++;
        if (s.isTerminal()) {
          ended = true;
          break;
        }
      }
      boolean win = forbidden || !ended && s.currentPlayer() == a && attacker(s, depth - 1, false);
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
      int w = threats.window(i);
      for (int j = 0; j < g.k(); j++) {
        int c = windows.cell(w, j);
        if (s.at(c) == 0) {
          return c;
        }
      }
    }
    return -1;
  }

  /**
   * The proof table: position hash to {@link #PROVEN} or a failed depth, open addressing with linear probing. An
   * entry belongs to the current search only if it carries its generation, so clearing is one increment; the arrays
   * double when half full (the only allocation, amortised over searches).
   */
  private static final class Table {
    static final int ABSENT = Integer.MIN_VALUE;
    private long[] keys = new long[1 << 10];
    private int[] values = new int[1 << 10];
    private int[] generations = new int[1 << 10];
    private int generation = 1;
    private int size;

    void clear() {
      generation++;
      size = 0;
      if (generation == Integer.MAX_VALUE) {
        java.util.Arrays.fill(generations, 0);
        generation = 1;
      }
    }

    private int slot(long key) {
      int mask = keys.length - 1;
      int i = (int) (key ^ (key >>> 29)) & mask;
      while (generations[i] == generation && keys[i] != key) {
        i = (i + 1) & mask;
      }
      return i;
    }

    int get(long key) {
      int i = slot(key);
      return generations[i] == generation ? values[i] : ABSENT;
    }

    void put(long key, int value) {
      int i = slot(key);
      if (generations[i] != generation) {
        if (2 * (size + 1) > keys.length) {
          grow();
          i = slot(key);
        }
        size++;
        generations[i] = generation;
        keys[i] = key;
      }
      values[i] = value;
    }

    private void grow() {
      long[] oldKeys = keys;
      int[] oldValues = values;
      int[] oldGenerations = generations;
      int live = generation;
      keys = new long[2 * oldKeys.length];
      values = new int[2 * oldKeys.length];
      generations = new int[2 * oldKeys.length];
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldGenerations[i] == live) {
          int j = slot(oldKeys[i]);
          generations[j] = live;
          keys[j] = oldKeys[i];
          values[j] = oldValues[i];
        }
      }
    }
  }
}
