package org.gametree.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ScoreTest {
  @Test
  void shorterWinsScoreHigher() {
    assertTrue(Score.win(3) > Score.win(5));
    assertTrue(Score.loss(5) > Score.loss(3));
    assertTrue(Score.isDecisive(Score.win(Score.MAX_PLY)));
    assertFalse(Score.isDecisive(Score.MAX_EVAL));
  }

  @Test
  void theUnitSaysProvenForDecisiveScoresAndOtherwiseWhatTheSearchMeasures() {
    assertEquals("proven", Score.unit(Score.win(7), true));
    assertEquals("proven", Score.unit(Score.loss(4), false));
    assertEquals("winrate", Score.unit(Score.MAX_EVAL, true));
    assertEquals("evaluation", Score.unit(-250, false));
  }

  @Test
  void largerMarginsBeatShorterWins() {
    assertTrue(Score.winByMargin(10, 40) > Score.winByMargin(2, 1));
    assertTrue(Score.winByMargin(10, 4) > Score.winByMargin(10, 6));
    assertTrue(Score.win(60) > Score.winByMargin(Score.MAX_MARGIN, 0));
  }

  @Property
  void marginAndPliesReadBack(@ForAll @IntRange(min = 1, max = 999) int margin,
      @ForAll @IntRange(min = 0, max = 1023) int ply) {
    int s = Score.winByMargin(margin, ply);
    assertEquals(margin, Score.margin(s));
    assertEquals(margin, Score.margin(-s));
    assertEquals(ply, Score.pliesToEnd(s));
    assertTrue(s >= Score.DECISIVE_BOUND);
  }

  @Property
  void tableConversionRoundTrips(@ForAll @IntRange(min = 0, max = 500) int ply,
      @ForAll @IntRange(min = 0, max = 400) int ply2) {
    int s = Score.win(ply + ply2);
    int stored = Score.toTable(s, ply);
    assertEquals(Score.win(ply2), stored, "stored relative to the node");
    assertEquals(s, Score.fromTable(stored, ply));
    assertEquals(-s, Score.fromTable(Score.toTable(-s, ply), ply));
  }

  @Test
  void terminalScoresFollowTheOutcome() {
    assertEquals(Score.win(4), Score.terminal(Outcome.win(1), 1, 4, false));
    assertEquals(Score.loss(4), Score.terminal(Outcome.win(0), 1, 4, false));
    assertEquals(0, Score.terminal(Outcome.draw(), 0, 4, true));
    assertEquals(Score.winByMargin(12, 3), Score.terminal(new Outcome(0, 12), 0, 3, true));
  }
}
