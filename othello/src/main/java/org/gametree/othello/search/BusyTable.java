package org.gametree.othello.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.gametree.othello.internal.Bits;

/**
 * The positions the threads of a parallel solve are searching right now (simplified ABDADA): a thread that meets a
 * position another thread is busy with puts it off until its other moves are done, by which time the table usually
 * holds its value. Small and lossy: a lost or stale mark only changes the order in which moves are tried, never a
 * score.
 */
final class BusyTable {
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
  private static final int BITS = 14;

  private final long[] keys = new long[1 << BITS];

  /** Marks a position busy and returns its key for {@link #leave}. */
  long enter(long p, long o) {
    long key = Bits.key(p, o) | 1;
    // opaque: no ordering needed, only that the other thread sees the mark soon and the JIT keeps the write
    SLOT.setOpaque(keys, slot(key), key);
    return key;
  }

  /** Clears the mark of {@link #enter}, unless another position has taken the slot since. */
  void leave(long key) {
    int i = slot(key);
    if ((long) SLOT.getOpaque(keys, i) == key) {
      SLOT.setOpaque(keys, i, 0L);
    }
  }

  /** Whether some thread marked the position busy. */
  boolean isBusy(long p, long o) {
    long key = Bits.key(p, o) | 1;
    return (long) SLOT.getOpaque(keys, slot(key)) == key;
  }

  /** The slot of a key: its top bits (the low bit is forced to 1 so that no key is 0, the empty slot). */
  private static int slot(long key) {
    return (int) (key >>> (64 - BITS));
  }

  /** Clears every mark (marks of an aborted search stay behind otherwise). */
  void clear() {
    java.util.Arrays.fill(keys, 0);
  }
}
