package org.gametree.core.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gametree.core.Score;
import org.junit.jupiter.api.Test;

/** Store and probe, replacement, mate-distance adjustment and key verification of the packed table. */
class TranspositionTableTest {
  @Property(tries = 200)
  void storedEntryReadsBack(@ForAll long key, @ForAll @IntRange(min = 0, max = TranspositionTable.MAX_DEPTH) int depth,
      @ForAll @IntRange(min = 1, max = 3) int bound, @ForAll @IntRange(min = -1, max = 1_000_000) int move,
      @ForAll @IntRange(min = -Score.MAX_EVAL, max = Score.MAX_EVAL) int score) {
    TranspositionTable table = new TranspositionTable(0);
    table.store(key, depth, bound, move, score, 0);
    long entry = table.probe(key);
    assertNotEquals(0L, entry);
    assertEquals(depth, TranspositionTable.depth(entry));
    assertEquals(bound, TranspositionTable.bound(entry));
    assertEquals(move, TranspositionTable.move(entry));
    assertEquals(score, TranspositionTable.score(entry, 0));
  }

  @Test
  void decisiveScoresAreStoredRelativeToTheNode() {
    TranspositionTable table = new TranspositionTable(1);
    // a win 7 plies from the root found at a node 3 plies deep is a win in 4 from that node...
    table.store(99L, 5, TranspositionTable.EXACT, 1, Score.win(7), 3);
    long entry = table.probe(99L);
    // ...so reached 5 plies from the root (another path) it reads as a win in 9
    assertEquals(Score.win(9), TranspositionTable.score(entry, 5));
    table.store(100L, 5, TranspositionTable.EXACT, 1, Score.loss(6), 2);
    assertEquals(Score.loss(5), TranspositionTable.score(table.probe(100L), 1));
    table.store(101L, 5, TranspositionTable.EXACT, 1, Score.winByMargin(12, 40), 10);
    assertEquals(Score.winByMargin(12, 31), TranspositionTable.score(table.probe(101L), 1));
  }

  @Property(tries = 200)
  void otherKeysAreRejected(@ForAll long key, @ForAll long other) {
    TranspositionTable table = new TranspositionTable(0); // one bucket: every key lands where the stored one is
    table.store(key, 3, TranspositionTable.EXACT, 5, 17, 0);
    if (other != key) {
      assertEquals(0L, table.probe(other));
    }
  }

  @Test
  void aTornEntryIsRejected() {
    TranspositionTable table = new TranspositionTable(1);
    long key = 0x1234_5678_9ABC_DEF0L;
    table.store(key, 3, TranspositionTable.EXACT, 5, 17, 0);
    // simulate another thread's half-finished write: the data word changed, the check word not yet
    long good = table.probe(key);
    long torn = TranspositionTable.pack(9, TranspositionTable.LOWER, 2, 400, 0, false);
    assertNotEquals(good, torn);
    assertEquals(key, (key ^ good) ^ good);
    assertNotEquals(key, (key ^ good) ^ torn);
  }

  @Test
  void deeperEntriesOfTheCurrentSearchSurviveAndOldOnesGiveWay() {
    TranspositionTable table = new TranspositionTable(0); // one bucket: every key collides
    assertEquals(4, table.capacity());
    for (long key = 1; key <= 4; key++) {
      table.store(key, (int) key * 2, TranspositionTable.EXACT, 0, 0, 0);
    }
    table.store(5L, 1, TranspositionTable.EXACT, 0, 0, 0); // replaces the shallowest (key 1, depth 2)
    assertEquals(0L, table.probe(1L));
    assertEquals(1, TranspositionTable.depth(table.probe(5L)));
    for (long key = 2; key <= 4; key++) {
      assertNotEquals(0L, table.probe(key));
    }
    // the same key keeps its deeper result against a much shallower bound in the same search
    table.store(4L, 1, TranspositionTable.LOWER, 3, 50, 0);
    assertEquals(8, TranspositionTable.depth(table.probe(4L)));
    // a few searches later, age outweighs depth: the deepest old entry (key 4) gives way
    for (int i = 0; i < 3; i++) {
      table.newSearch();
    }
    table.store(5L, 1, TranspositionTable.EXACT, 0, 0, 0); // refresh key 5 in the new search
    table.store(6L, 1, TranspositionTable.EXACT, 0, 0, 0);
    assertEquals(0L, table.probe(2L), "the shallowest old entry goes first");
    assertNotEquals(0L, table.probe(5L));
    table.clear();
    assertEquals(0L, table.probe(5L));
  }

  @Test
  void sameKeyKeepsItsBestMoveWhenAStoreHasNone() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(7L, 4, TranspositionTable.LOWER, 12, 30, 0);
    table.store(7L, 5, TranspositionTable.UPPER, -1, 10, 0);
    long entry = table.probe(7L);
    assertEquals(12, TranspositionTable.move(entry));
    assertEquals(5, TranspositionTable.depth(entry));
    assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
  }

  @Test
  void aPathDependentEntryGivesItsMoveButNeverCutsOff() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(8L, 6, TranspositionTable.EXACT, 21, 0, 0, true);
    long entry = table.probe(8L);
    assertTrue(TranspositionTable.pathDependent(entry));
    assertEquals(21, TranspositionTable.move(entry));
    assertEquals(6, TranspositionTable.depth(entry));
    assertFalse(TranspositionTable.cutsOff(entry, 1, -10, 10, 0), "an exact value searched deeper still may not cut");
    table.store(9L, 6, TranspositionTable.EXACT, 21, 0, 0);
    assertFalse(TranspositionTable.pathDependent(table.probe(9L)));
    assertTrue(TranspositionTable.cutsOff(table.probe(9L), 1, -10, 10, 0));
  }

  @Test
  void aPathDependentEntryGivesWayButDoesNotPushOutAResultThatHoldsEverywhere() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(10L, 8, TranspositionTable.LOWER, 3, 40, 0, true);
    table.store(10L, 2, TranspositionTable.UPPER, 4, 5, 0); // much shallower, but it may cut
    assertFalse(TranspositionTable.pathDependent(table.probe(10L)));
    assertEquals(2, TranspositionTable.depth(table.probe(10L)));
    table.store(10L, 2, TranspositionTable.EXACT, 5, 0, 0, true); // no deeper than what holds everywhere: kept out
    assertEquals(4, TranspositionTable.move(table.probe(10L)));
    table.store(10L, 3, TranspositionTable.EXACT, 5, 0, 0, true); // deeper: its move is the better one to try
    assertTrue(TranspositionTable.pathDependent(table.probe(10L)));
    assertEquals(5, TranspositionTable.move(table.probe(10L)));
  }
}
