package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.core.Score;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Known values of subtraction games: forced wins and losses in n plies, shorter wins preferred, uneven turns. */
class DecisiveScoresTest {
  private static SearchResult search(Nim game, Algorithm algorithm, int depth) {
    try (Searcher<Nim.State> searcher = Search.builder(game).algorithm(algorithm).build()) {
      return searcher.search(game.newInitialState(), SearchLimits.depth(depth));
    }
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void forcedWinInNPliesIsScoredWinN(Algorithm algorithm) {
    // 4k + r objects: take r, then answer every take t with 4 - t; the game lasts 2k + 1 plies
    assertEquals(Score.win(3), search(Nim.of(5), algorithm, 6).score());
    assertEquals(Score.win(5), search(Nim.of(10), algorithm, 8).score());
    assertEquals(2, search(Nim.of(10), algorithm, 8).bestMove());
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void forcedLossIsScoredAsTheLongestDefence(Algorithm algorithm) {
    assertEquals(Score.loss(4), search(Nim.of(8), algorithm, 8).score());
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void shorterWinIsPreferred(Algorithm algorithm) {
    // takes {1, 3, 4} from 3: taking 3 wins now; taking 1 also wins (the opponent must take 1, then we take 1)
    Nim game = Nim.of(3).takes(1, 3, 4);
    SearchResult result = search(game, algorithm, 5);
    assertEquals(3, result.bestMove());
    assertEquals(Score.win(1), result.score());
  }

  @ParameterizedTest
  @EnumSource(value = Algorithm.class, names = {"MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF"})
  void valuesCarryOverUnevenTurnsWithoutNegation(Algorithm algorithm) {
    // one stone first, then two per turn, takes of 1 only: from 3, the second player takes the last two and wins;
    // a search that negated at every ply would call it a win for the first player
    Nim game = Nim.of(3).takes(1).turns(1, 2);
    assertEquals(Score.loss(3), search(game, algorithm, 4).score());
    // from 4: one (first player), two (second), the last one (first player) wins at ply 4
    Nim four = Nim.of(4).takes(1).turns(1, 2);
    assertEquals(Score.win(4), search(four, algorithm, 5).score());
  }
}
