package org.gametree.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each side's thinking time on the board: the time between a move and the next is charged to the side that made the
 * second one (the person or the engine), and with a time control the page also shows what is left. The board keeps
 * the time, it does not end a game on it. Not thread-safe: used under the session's lock.
 */
final class Clock {
  private final long[] usedNanos = new long[2];
  private long limitMillis;
  private long turnStart = System.nanoTime();

  /** Starts both sides from zero; {@code limitMillis} is each side's time for the game, or 0 for none. */
  void reset(long limitMillis) {
    this.limitMillis = limitMillis;
    usedNanos[0] = 0;
    usedNanos[1] = 0;
    turnStart = System.nanoTime();
  }

  /** The time control of the game, in milliseconds a side, or 0 for none. */
  long limitMillis() {
    return limitMillis;
  }

  /** {@code player} has just moved: the time since the last move is theirs. */
  void moved(int player) {
    long now = System.nanoTime();
    if (player == 0 || player == 1) {
      usedNanos[player] += now - turnStart;
    }
    turnStart = now;
  }

  /** The turn starts again without charging anyone (a move taken back, a position set up). */
  void restartTurn() {
    turnStart = System.nanoTime();
  }

  /**
   * For the page: {@code used} (milliseconds per side, the running turn included), {@code limit} (or null), {@code
   * running} (the side whose time runs, -1 for none) and {@code remaining} (per side, only with a limit).
   */
  Map<String, Object> json(int running) {
    long now = System.nanoTime();
    List<Long> used = new ArrayList<>();
    List<Long> remaining = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      long nanos = usedNanos[p] + (p == running ? now - turnStart : 0);
      used.add(nanos / 1_000_000);
      remaining.add(limitMillis - nanos / 1_000_000);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("used", used);
    m.put("limit", limitMillis > 0 ? limitMillis : null);
    m.put("remaining", limitMillis > 0 ? remaining : null);
    m.put("running", running);
    return m;
  }
}
