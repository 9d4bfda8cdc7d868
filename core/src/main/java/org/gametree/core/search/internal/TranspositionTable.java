package org.gametree.core.search.internal;

import java.util.concurrent.atomic.AtomicLongArray;
import org.gametree.core.Score;

/**
 * A lock-free transposition table shared by all search threads.
 *
 * <p>Each entry is two longs: a check word and a data word. The check word's low 21 bits hold the node's static
 * evaluation and PV flag (below); its high 43 bits are the high bits of {@code key * K1}, XORed with the data word and
 * with the evaluation bits times {@code K2}. A reader accepts an entry only if the two words XOR back to its own key's
 * check, so a torn write by another thread (one word new, one old) or a different position in the same slot is
 * rejected: 43 bits of a multiplicative hash of the whole key are the verification (every key bit reaches them), on
 * top of the bucket index. Entries sit in buckets of four (64 bytes, one cache line); a store replaces the same key if
 * present, else an empty slot, else the entry whose depth, lowered by how many searches ago it was written, is
 * smallest.
 *
 * <p>Check word's low bits: bits 0..19 the static evaluation + 2<sup>19</sup> (0 = none: not evaluated, or outside
 * ±({@value #EVAL_LIMIT})), bit 20 the PV flag (the node was once searched as a PV node).
 *
 * <p>An entry may be marked path-dependent: its value came from a repetition below it ({@link
 * org.gametree.core.search.RepetitionRule}), so it holds only for the path it was searched on. Such an entry still
 * hands out its move, but it never cuts a search off ({@link #cutsOff}), and it gives way to any later result for its
 * position. Marking rather than not storing keeps the move ordering such nodes would otherwise lose (in Xiangqi,
 * where pieces shuffle back and forth, many nodes have a repetition somewhere below).
 *
 * <p>Data word layout (bit 0 = least significant):
 * <pre>
 *   bits  0..19  best move + 1 (0 = none)       20 bits: move spaces up to 1,048,574
 *   bits 20..47  score, signed, table-relative    28 bits: ±134,217,727 covers ±(WIN + MAX_PLY)
 *   bits 48..54  depth + 1 (never 0 for a stored entry, so an all-zero slot reads as empty)
 *   bit  55      path-dependent (the value holds only on the path it was searched on)
 *   bits 56..57  bound: 0 = none (the entry holds an evaluation only), 1 = upper, 2 = lower, 3 = exact
 *   bits 58..63  age of the search that wrote it (mod 64)
 * </pre>
 */
public final class TranspositionTable {
  /** The stored score is an upper bound (the search failed low). */
  public static final int UPPER = 1;
  /** The stored score is a lower bound (the search failed high). */
  public static final int LOWER = 2;
  /** The stored score is exact. */
  public static final int EXACT = 3;

  private static final int BUCKET_ENTRIES = 4;
  /** The deepest depth stored; deeper results are stored as this deep (they cut less, never wrongly). */
  static final int MAX_DEPTH = 126;
  private static final int MOVE_BITS = 20;
  private static final int SCORE_SHIFT = 20;
  private static final int SCORE_BITS = 28;
  private static final int DEPTH_SHIFT = 48;
  private static final int PATH_SHIFT = 55;
  private static final int BOUND_SHIFT = 56;
  private static final int AGE_SHIFT = 58;
  private static final int AGE_MASK = 63;

  /** No static evaluation in the entry. */
  public static final int NO_EVAL = Integer.MIN_VALUE;
  /** Evaluations within ±this are kept in an entry. */
  static final int EVAL_LIMIT = (1 << 19) - 1;
  /** No bound: the entry holds a static evaluation (and a move) only. */
  static final int NONE = 0;
  private static final int EXTRA_BITS = 21;
  private static final long EXTRA_MASK = (1L << EXTRA_BITS) - 1;
  private static final long PV_BIT = 1L << 20;
  private static final long K1 = 0x9E3779B97F4A7C15L;
  private static final long K2 = 0xC2B2AE3D27D4EB4FL;

  private final AtomicLongArray words;
  private final long bucketMask;
  private volatile int age;

  /** A table of about {@code megabytes} MB (rounded down to a power of two buckets, at least one bucket). */
  public TranspositionTable(int megabytes) {
    long bytes = (long) megabytes << 20;
    long buckets = Long.highestOneBit(Math.max(1, bytes / (16L * BUCKET_ENTRIES)));
    buckets = Math.min(buckets, 1L << 26); // AtomicLongArray is int-indexed: 2^26 buckets * 8 words = 2^29
    this.words = new AtomicLongArray((int) (buckets * BUCKET_ENTRIES * 2));
    this.bucketMask = buckets - 1;
  }

  /** Number of entries the table can hold. */
  public int capacity() {
    return words.length() / 2;
  }

  /** Whether {@code entry}, read as {@code score}, settles a node's value in (alpha, beta) with {@code depth} to go. */
  static boolean cutsOff(long entry, int depth, int alpha, int beta, int score) {
    if (entry == 0 || depth(entry) < depth || pathDependent(entry)) {
      return false;
    }
    int bound = bound(entry);
    return bound == EXACT || (bound == LOWER && score >= beta) || (bound == UPPER && score <= alpha);
  }

  /** The bound a fail-soft value {@code best} of a node searched in (alphaOriginal, beta) stands for. */
  static int boundOf(int best, int alphaOriginal, int beta) {
    return best <= alphaOriginal ? UPPER : best >= beta ? LOWER : EXACT;
  }

  /** Starts a new search: older entries become preferred victims. */
  public void newSearch() {
    age = (age + 1) & AGE_MASK;
  }

  /** Forgets everything. */
  public void clear() {
    for (int i = 0; i < words.length(); i++) {
      words.setOpaque(i, 0L);
    }
    age = 0;
  }

  private int bucketStart(long key) {
    // the low bits are used by nothing else; mix so that keys differing only in high bits spread too
    long h = key ^ (key >>> 29) ^ (key >>> 47);
    return (int) (h & bucketMask) * BUCKET_ENTRIES * 2;
  }

  /** The verification the check word carries for {@code key}: the high 43 bits of a multiplicative hash. */
  private static long check(long key) {
    return key * K1 & ~EXTRA_MASK;
  }

  /** Whether the check word {@code word} and the data word {@code data} are one entry for {@code key}'s check. */
  private static boolean matches(long word, long data, long check) {
    long extra = word & EXTRA_MASK;
    return ((word ^ data ^ extra * K2) & ~EXTRA_MASK) == check;
  }

  private static long checkWord(long check, long data, long extra) {
    return ((check ^ data ^ extra * K2) & ~EXTRA_MASK) | extra;
  }

  /** The data word stored for {@code key}, or 0 if there is none. Decode it with the static accessors. */
  public long probe(long key) {
    return probe(key, null);
  }

  /**
   * The data word stored for {@code key}, or 0 if there is none; if {@code extra} is not null, its element 0 receives
   * the entry's evaluation and PV flag (decode with {@link #eval(int)} and {@link #pv(int)}; 0 without an entry).
   */
  public long probe(long key, int[] extra) {
    int start = bucketStart(key);
    long check = check(key);
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
      int at = start + 2 * i;
      long data = words.getOpaque(at + 1);
      long word = words.getOpaque(at);
      if (data != 0 && matches(word, data, check)) {
        if (extra != null) {
          extra[0] = (int) (word & EXTRA_MASK);
        }
        return data;
      }
    }
    if (extra != null) {
      extra[0] = 0;
    }
    return 0L;
  }

  /** The static evaluation in an entry's extra bits ({@link #probe(long, int[])}), or {@link #NO_EVAL}. */
  public static int eval(int extra) {
    int field = extra & (int) (PV_BIT - 1);
    return field == 0 ? NO_EVAL : field - (1 << 19);
  }

  /** Whether an entry's extra bits carry the PV flag. */
  public static boolean pv(int extra) {
    return (extra & PV_BIT) != 0;
  }

  /** The extra bits for {@code eval} (or {@link #NO_EVAL}) and the PV flag. */
  static long extra(int eval, boolean pv) {
    long field = eval == NO_EVAL || eval > EVAL_LIMIT || eval < -EVAL_LIMIT ? 0 : eval + (1 << 19);
    return field | (pv ? PV_BIT : 0);
  }

  /**
   * Stores a search result for {@code key}.
   *
   * @param move the best move or -1
   * @param score the score relative to the root, converted here with {@link Score#toTable}
   * @param ply the node's distance from the root
   */
  public void store(long key, int depth, int bound, int move, int score, int ply) {
    store(key, depth, bound, move, score, ply, false);
  }

  /**
   * Stores a search result for {@code key}, marked path-dependent if {@code pathDependent}: then it never cuts off, and
   * it does not replace a result of this search for the same position that holds on every path and is as deep.
   */
  public void store(long key, int depth, int bound, int move, int score, int ply, boolean pathDependent) {
    store(key, depth, bound, move, score, ply, pathDependent, NO_EVAL, false);
  }

  /**
   * Stores a search result as {@link #store(long, int, int, int, int, int, boolean)} does, with the node's static
   * evaluation ({@link #NO_EVAL}: keep the one stored, if any) and whether it was searched as a PV node. A bound of
   * {@link #NONE} stores the evaluation alone (with no value, it cuts nothing off); it never replaces an entry for the
   * same position.
   */
  public void store(long key, int depth, int bound, int move, int score, int ply, boolean pathDependent, int eval,
      boolean pv) {
    int start = bucketStart(key);
    long check = check(key);
    int currentAge = age;
    int victim = -1;
    int victimWorth = Integer.MAX_VALUE;
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
      int at = start + 2 * i;
      long data = words.getOpaque(at + 1);
      if (data == 0) { // slots fill in order and are never emptied, so no match lies beyond an empty one
        victim = at;
        break;
      }
      long word = words.getOpaque(at);
      if (matches(word, data, check)) {
        if (bound == NONE) {
          return;
        }
        if (eval == NO_EVAL) {
          eval = TranspositionTable.eval((int) (word & EXTRA_MASK));
        }
        // same position: keep the deeper result of this search, but always refresh an entry from an older search;
        // a path-dependent entry gives way to anything, and does not push out a result as deep that holds everywhere
        if (!pathDependent(data) && age(data) == currentAge
            && (pathDependent ? depth <= depth(data) : depth < depth(data) - 2 && bound != EXACT)) {
          return;
        }
        if (move < 0) {
          move = move(data);
        }
        victim = at;
        break;
      }
      int worth = depth(data) - 4 * ((currentAge - age(data)) & AGE_MASK);
      if (worth < victimWorth) {
        victim = at;
        victimWorth = worth;
      }
    }
    long data = pack(depth, bound, move, Score.toTable(score, ply), currentAge, pathDependent);
    words.setOpaque(victim, checkWord(check, data, extra(eval, pv)));
    words.setOpaque(victim + 1, data);
  }

  static long pack(int depth, int bound, int move, int tableScore, int age, boolean pathDependent) {
    int d = Math.max(0, Math.min(depth, MAX_DEPTH));
    long scoreBits = tableScore & ((1L << SCORE_BITS) - 1);
    return (move + 1L)
        | scoreBits << SCORE_SHIFT
        | (long) (d + 1) << DEPTH_SHIFT
        | (pathDependent ? 1L : 0L) << PATH_SHIFT
        | (long) bound << BOUND_SHIFT
        | (long) age << AGE_SHIFT;
  }

  /** The stored best move, or -1. */
  public static int move(long data) {
    return (int) (data & ((1L << MOVE_BITS) - 1)) - 1;
  }

  /** The stored score converted back to one relative to the root from a node {@code ply} deep. */
  public static int score(long data, int ply) {
    long raw = data << (64 - SCORE_SHIFT - SCORE_BITS) >> (64 - SCORE_BITS); // sign-extend 28 bits
    return Score.fromTable((int) raw, ply);
  }

  /** The depth the stored result was searched to. */
  public static int depth(long data) {
    return (int) ((data >>> DEPTH_SHIFT) & 0x7F) - 1;
  }

  /** Whether the stored value holds only on the path it was searched on (a repetition below decided it). */
  public static boolean pathDependent(long data) {
    return (data >>> PATH_SHIFT & 1) != 0;
  }

  /** {@link #UPPER}, {@link #LOWER} or {@link #EXACT}. */
  public static int bound(long data) {
    return (int) ((data >>> BOUND_SHIFT) & 3);
  }

  static int age(long data) {
    return (int) ((data >>> AGE_SHIFT) & AGE_MASK);
  }
}
