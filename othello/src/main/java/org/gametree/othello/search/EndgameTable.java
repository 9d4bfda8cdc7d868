package org.gametree.othello.search;

import org.gametree.othello.internal.Bits;

/**
 * The endgame solver's transposition table: buckets of two entries, the first depth-preferred (it keeps the entry
 * with the most empties, i.e. the most work behind it, unless that entry is from an older solve), the second
 * always-replace (it takes everything the first refuses, so recent small nodes still find their bounds). An entry is
 * three longs: the mover's discs and the opponent's discs, each XORed with the data, and the data (lower bound, upper
 * bound, best move, empties, generation in bytes 0–4). The whole position is the key, so no two positions can share
 * an entry; the XOR makes an entry that two threads wrote at once (the table is shared by the threads of a parallel
 * solve, without locks) fail the check instead of pairing one position with another's bounds.
 */
final class EndgameTable {
  /** Longs per bucket: two entries of three. */
  private static final int BUCKET = 6;
  /** Returned by {@link #probe} when the position has no entry (a real entry has at least one empty, so never 0). */
  static final long MISS = 0;

  private final long[] slots;
  private final int bucketMask;
  /** Bumped by each solve: entries of an older one give way in the depth-preferred slot whatever their depth. */
  private long generation = 1;

  /** A table of {@code 2^bits} entries ({@code 2^(bits-1)} buckets), 24 bytes an entry. */
  EndgameTable(int bits) {
    int buckets = 1 << Math.max(1, bits - 1);
    slots = new long[BUCKET * buckets];
    bucketMask = buckets - 1;
  }

  /** The number of entries. */
  int capacity() {
    return slots.length / 3;
  }

  /** Starts a new solve: the previous solves' entries stay usable but no longer hold their slots by depth. */
  void newSearch() {
    generation = (generation + 1) & 0xFF;
    if (generation == 0) {
      generation = 1;
    }
  }

  /** Removes every entry. */
  void clear() {
    java.util.Arrays.fill(slots, 0);
  }

  /** The index of the position's bucket in the slot array (package-private for the tests). */
  int bucket(long p, long o) {
    return BUCKET * ((int) Bits.key(p, o) & bucketMask);
  }

  /** The data of the entry for the position, or {@link #MISS}; read it with {@link #lower}, {@link #upper}, {@link #move}. */
  long probe(long p, long o) {
    int i = bucket(p, o);
    long[] s = slots;
    long d = s[i + 2];
    if ((s[i] ^ d) == p && (s[i + 1] ^ d) == o && d != MISS) {
      return d;
    }
    d = s[i + 5];
    if ((s[i + 3] ^ d) == p && (s[i + 4] ^ d) == o && d != MISS) {
      return d;
    }
    return MISS;
  }

  static int lower(long data) {
    return (byte) data;
  }

  static int upper(long data) {
    return (byte) (data >> 8);
  }

  /** The best move stored with the entry (0–63), or 255 when none was. */
  static int move(long data) {
    return (int) (data >>> 16) & 0xFF;
  }

  static int empties(long data) {
    return (int) (data >>> 24) & 0xFF;
  }

  /**
   * Records that the position's value lies in [lower, upper] with {@code move} best (or -1), narrowing the bounds
   * already stored for it: both are true bounds, so their intersection is too.
   */
  void store(long p, long o, int empties, int lower, int upper, int move) {
    int i = bucket(p, o);
    long[] s = slots;
    long d0 = s[i + 2];
    long d1 = s[i + 5];
    int at;
    long old = MISS;
    if ((s[i] ^ d0) == p && (s[i + 1] ^ d0) == o && d0 != MISS) {
      at = i;
      old = d0;
    } else if ((s[i + 3] ^ d1) == p && (s[i + 4] ^ d1) == o && d1 != MISS) {
      old = d1;
      // a position that earned the deep slot moves up to it; the entry it displaces takes the always-replace slot
      if (d0 == MISS || empties >= empties(d0) || (d0 >>> 32) != generation) {
        s[i + 3] = s[i];
        s[i + 4] = s[i + 1];
        s[i + 5] = d0;
        at = i;
      } else {
        at = i + 3;
      }
    } else if (d0 == MISS || empties >= empties(d0) || (d0 >>> 32) != generation) {
      // the deep slot's entry is demoted rather than lost: it is likely worth more than what the other slot holds
      s[i + 3] = s[i];
      s[i + 4] = s[i + 1];
      s[i + 5] = d0;
      at = i;
    } else {
      at = i + 3;
    }
    if (old != MISS) {
      lower = Math.max(lower, lower(old));
      upper = Math.min(upper, upper(old));
      if (move < 0) {
        move = move(old);
      }
    }
    long d = (lower & 0xFFL) | (upper & 0xFFL) << 8 | (move & 0xFFL) << 16 | (long) empties << 24
        | generation << 32;
    s[at] = p ^ d;
    s[at + 1] = o ^ d;
    s[at + 2] = d;
  }

  /**
   * Enhanced transposition cutoff over the node's generated moves ({@link MoveOrdering#generate}): if the table
   * already proves some child worth at least {@code beta} to the mover (its upper bound for the opponent is at most
   * {@code -beta}), that value; otherwise -65. The loop does no more than hash and load, so the CPU has the loads of
   * several children in flight at once: nearly every probe here misses the cache.
   */
  int transpositionCutoff(long p, long o, int[] squares, long[] flips, int n, int beta) {
    long[] s = slots;
    for (int k = 0; k < n; k++) {
      long f = flips[k];
      long cp = o ^ f;
      long co = p | f | (1L << squares[k]);
      int i = bucket(cp, co);
      long d = s[i + 2];
      if ((s[i] ^ d) != cp || (s[i + 1] ^ d) != co || d == MISS) {
        d = s[i + 5];
        if ((s[i + 3] ^ d) != cp || (s[i + 4] ^ d) != co || d == MISS) {
          continue;
        }
      }
      if (-upper(d) >= beta) {
        return -upper(d);
      }
    }
    return -65;
  }
}
