package org.gametree.othello.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EndgameTableTest {
  /** A table of 8 entries (4 buckets), so that positions share buckets. */
  private final EndgameTable table = new EndgameTable(3);

  @Test
  void storedBoundsAndMoveComeBackAndNarrowOnAStoreForTheSamePosition() {
    table.store(0x1234L, 0x5678L, 12, -10, 20, 19);
    long d = table.probe(0x1234L, 0x5678L);
    assertEquals(-10, EndgameTable.lower(d));
    assertEquals(20, EndgameTable.upper(d));
    assertEquals(19, EndgameTable.move(d));
    assertEquals(12, EndgameTable.empties(d));
    // a later fail low with no move keeps the old move and the old lower bound
    table.store(0x1234L, 0x5678L, 12, -64, 4, -1);
    d = table.probe(0x1234L, 0x5678L);
    assertEquals(-10, EndgameTable.lower(d));
    assertEquals(4, EndgameTable.upper(d));
    assertEquals(19, EndgameTable.move(d));
  }

  @Test
  void theWholePositionIsTheKey() {
    // positions one disc apart, or with the colours swapped, never read each other's entry
    Random rnd = new Random(3);
    for (int k = 0; k < 10_000; k++) {
      long p = rnd.nextLong() & rnd.nextLong();
      long o = rnd.nextLong() & ~p;
      table.store(p, o, 10, 2, 2, 5);
      int sq = rnd.nextInt(64);
      assertEquals(EndgameTable.MISS, table.probe(p ^ (1L << sq), o & ~(1L << sq)));
      assertEquals(EndgameTable.MISS, table.probe(o, p));
      assertNotEquals(EndgameTable.MISS, table.probe(p, o));
    }
  }

  @Test
  void theDeepSlotKeepsTheMostEmptiesAndTheOtherSlotTakesTheRest() {
    List<long[]> same = positionsInOneBucket(4);
    long[] deep = same.get(0);
    long[] small1 = same.get(1);
    long[] small2 = same.get(2);
    long[] deeper = same.get(3);
    table.store(deep[0], deep[1], 20, 0, 0, 1);
    table.store(small1[0], small1[1], 9, 0, 0, 2);
    assertNotEquals(EndgameTable.MISS, table.probe(deep[0], deep[1]));
    assertNotEquals(EndgameTable.MISS, table.probe(small1[0], small1[1]));
    // a second shallow entry replaces the first shallow one, never the deep one
    table.store(small2[0], small2[1], 9, 0, 0, 3);
    assertNotEquals(EndgameTable.MISS, table.probe(deep[0], deep[1]));
    assertEquals(EndgameTable.MISS, table.probe(small1[0], small1[1]));
    assertNotEquals(EndgameTable.MISS, table.probe(small2[0], small2[1]));
    // a deeper entry takes the deep slot and the deep one moves to the other slot
    table.store(deeper[0], deeper[1], 22, 0, 0, 4);
    assertNotEquals(EndgameTable.MISS, table.probe(deeper[0], deeper[1]));
    assertNotEquals(EndgameTable.MISS, table.probe(deep[0], deep[1]));
    assertEquals(EndgameTable.MISS, table.probe(small2[0], small2[1]));
  }

  @Test
  void aNewSolveLetsAShallowEntryTakeTheDeepSlotOfAnOldOne() {
    List<long[]> same = positionsInOneBucket(3);
    table.store(same.get(0)[0], same.get(0)[1], 20, 0, 0, 1);
    table.store(same.get(1)[0], same.get(1)[1], 9, 0, 0, 2);
    table.newSearch();
    table.store(same.get(2)[0], same.get(2)[1], 9, 0, 0, 3);
    // the old deep entry was demoted, not lost; the old shallow one made way
    assertNotEquals(EndgameTable.MISS, table.probe(same.get(2)[0], same.get(2)[1]));
    assertNotEquals(EndgameTable.MISS, table.probe(same.get(0)[0], same.get(0)[1]));
    assertEquals(EndgameTable.MISS, table.probe(same.get(1)[0], same.get(1)[1]));
  }

  /** Distinct positions that the table puts into the same bucket. */
  private List<long[]> positionsInOneBucket(int count) {
    Random rnd = new Random(5);
    List<long[]> out = new ArrayList<>();
    int bucket = -1;
    while (out.size() < count) {
      long p = rnd.nextLong() & rnd.nextLong();
      long o = rnd.nextLong() & ~p;
      if (bucket < 0 || table.bucket(p, o) == bucket) {
        bucket = table.bucket(p, o);
        out.add(new long[] {p, o});
      }
    }
    return out;
  }
}
