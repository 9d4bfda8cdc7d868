package org.gametree.othello.internal;

/**
 * Othello bitboard primitives. Square {@code a1} is bit 0, {@code h1} bit 7, {@code a8} bit 56. Move generation is a
 * shift-and-mask flood in eight directions; flips are computed per direction the same way, with no per-square loop.
 */
public final class Bits {
  /** Every square but column a. */
  public static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
  /** Every square but column h. */
  public static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
  private static final long INNER = 0x7E7E7E7E7E7E7E7EL;

  private Bits() {}

  /**
   * The legal moves of the player owning {@code p} against {@code o}: per direction, a run of opponent discs
   * grown from the player's discs, two steps at a time after the first two (Kogge-Stone style doubling).
   */
  public static long moves(long p, long o) {
    long empty = ~(p | o);
    long oh = o & INNER;
    long m = 0;
    long t;
    long pre;
    t = oh & (p << 1);
    t |= oh & (t << 1);
    pre = oh & (oh << 1);
    t |= pre & (t << 2);
    t |= pre & (t << 2);
    m |= t << 1;
    t = oh & (p >>> 1);
    t |= oh & (t >>> 1);
    pre = oh & (oh >>> 1);
    t |= pre & (t >>> 2);
    t |= pre & (t >>> 2);
    m |= t >>> 1;
    t = o & (p << 8);
    t |= o & (t << 8);
    pre = o & (o << 8);
    t |= pre & (t << 16);
    t |= pre & (t << 16);
    m |= t << 8;
    t = o & (p >>> 8);
    t |= o & (t >>> 8);
    pre = o & (o >>> 8);
    t |= pre & (t >>> 16);
    t |= pre & (t >>> 16);
    m |= t >>> 8;
    t = oh & (p << 9);
    t |= oh & (t << 9);
    pre = oh & (oh << 9);
    t |= pre & (t << 18);
    t |= pre & (t << 18);
    m |= t << 9;
    t = oh & (p >>> 9);
    t |= oh & (t >>> 9);
    pre = oh & (oh >>> 9);
    t |= pre & (t >>> 18);
    t |= pre & (t >>> 18);
    m |= t >>> 9;
    t = oh & (p << 7);
    t |= oh & (t << 7);
    pre = oh & (oh << 7);
    t |= pre & (t << 14);
    t |= pre & (t << 14);
    m |= t << 7;
    t = oh & (p >>> 7);
    t |= oh & (t >>> 7);
    pre = oh & (oh >>> 7);
    t |= pre & (t >>> 14);
    t |= pre & (t >>> 14);
    m |= t >>> 7;
    return m & empty;
  }


  /** The discs of {@code o} that playing on {@code sq} flips for the owner of {@code p} (0 if none). */
  public static long flips(long p, long o, int sq) {
    long x = 1L << sq;
    long oh = o & INNER;
    long f = 0;
    long t;
    t = oh & (x << 1);
    t |= oh & (t << 1);
    t |= oh & (t << 1);
    t |= oh & (t << 1);
    t |= oh & (t << 1);
    t |= oh & (t << 1);
    if (((t << 1) & p) != 0) {
      f = t;
    }
    t = oh & (x >>> 1);
    t |= oh & (t >>> 1);
    t |= oh & (t >>> 1);
    t |= oh & (t >>> 1);
    t |= oh & (t >>> 1);
    t |= oh & (t >>> 1);
    if (((t >>> 1) & p) != 0) {
      f |= t;
    }
    t = o & (x << 8);
    t |= o & (t << 8);
    t |= o & (t << 8);
    t |= o & (t << 8);
    t |= o & (t << 8);
    t |= o & (t << 8);
    if (((t << 8) & p) != 0) {
      f |= t;
    }
    t = o & (x >>> 8);
    t |= o & (t >>> 8);
    t |= o & (t >>> 8);
    t |= o & (t >>> 8);
    t |= o & (t >>> 8);
    t |= o & (t >>> 8);
    if (((t >>> 8) & p) != 0) {
      f |= t;
    }
    t = oh & (x << 9);
    t |= oh & (t << 9);
    t |= oh & (t << 9);
    t |= oh & (t << 9);
    t |= oh & (t << 9);
    t |= oh & (t << 9);
    if (((t << 9) & p) != 0) {
      f |= t;
    }
    t = oh & (x >>> 9);
    t |= oh & (t >>> 9);
    t |= oh & (t >>> 9);
    t |= oh & (t >>> 9);
    t |= oh & (t >>> 9);
    t |= oh & (t >>> 9);
    if (((t >>> 9) & p) != 0) {
      f |= t;
    }
    t = oh & (x << 7);
    t |= oh & (t << 7);
    t |= oh & (t << 7);
    t |= oh & (t << 7);
    t |= oh & (t << 7);
    t |= oh & (t << 7);
    if (((t << 7) & p) != 0) {
      f |= t;
    }
    t = oh & (x >>> 7);
    t |= oh & (t >>> 7);
    t |= oh & (t >>> 7);
    t |= oh & (t >>> 7);
    t |= oh & (t >>> 7);
    t |= oh & (t >>> 7);
    if (((t >>> 7) & p) != 0) {
      f |= t;
    }
    return f;
  }

  /** Empty squares next to at least one disc of {@code o} (BILL's potential mobility squares). */
  public static long frontier(long o, long empty) {
    long n = (o << 8) | (o >>> 8);
    long e = o & NOT_H;
    long w = o & NOT_A;
    n |= (e << 1) | (e << 9) | (e >>> 7);
    n |= (w >>> 1) | (w >>> 9) | (w << 7);
    return n & empty;
  }

  /**
   * The final disc difference for the owner of {@code p} when the game ends now: empty squares go to the winner.
   */
  public static int finalScore(long p, long o) {
    int mine = Long.bitCount(p);
    int theirs = Long.bitCount(o);
    int diff = mine - theirs;
    int empties = 64 - mine - theirs;
    return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
  }

  /** A 64-bit key of a position (mover's discs, opponent's discs). */
  public static long key(long p, long o) {
    long h = p * 0x9E3779B97F4A7C15L;
    h ^= Long.rotateLeft(o * 0xC2B2AE3D27D4EB4FL, 31);
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return h ^ (h >>> 32);
  }
}
