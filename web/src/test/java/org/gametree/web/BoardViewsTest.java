package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gametree.core.BoardView;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every game of the library draws on a grid, and the grids say what the rules say. */
class BoardViewsTest {
  @SuppressWarnings("unchecked")
  static <S extends GameState> BoardView<S> view(Game<S> game) {
    return game.capability(BoardView.class).orElseThrow();
  }

  @ParameterizedTest
  @ValueSource(strings = {"othello", "xiangqi", "go", "go(size=9)", "connect6", "gomoku", "tictactoe",
      "connect(m=7,n=6,k=4,p=1,q=1)", "connect-four"})
  void everyLegalMoveLandsOnTheBoardAndPlacementsAreDistinct(String id) {
    check(Games.byId(id));
  }

  private static <S extends GameState> void check(Game<S> game) {
    BoardView<S> v = view(game);
    S s = game.newInitialState();
    int points = v.columns() * v.rows();
    assertEquals(v.columns(), v.columnLabels().size());
    assertEquals(v.rows(), v.rowLabels().size());
    int[] moves = new int[game.maxLegalMoves()];
    int n = s.legalMoves(moves);
    Set<Integer> targets = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int to = v.to(s, moves[i]);
      int from = v.from(s, moves[i]);
      assertTrue(to >= -1 && to < points, game.id() + " " + s.moveToString(moves[i]));
      assertTrue(from >= -1 && from < points);
      if (from >= 0) {
        assertEquals(0, v.owner(s, from) - s.currentPlayer(), "a move starts on the mover's piece");
      } else if (to >= 0) {
        assertTrue(targets.add(to), "two placements on one point: " + s.moveToString(moves[i]));
        assertEquals(-1, v.owner(s, to));
      }
    }
  }

  @Test
  void xiangqiNamesEachPieceInChineseByColourAndInLetters() {
    checkXiangqiNames(Games.byId("xiangqi"));
  }

  private static <S extends GameState> void checkXiangqiNames(Game<S> g) {
    BoardView<S> v = view(g);
    S s = g.newInitialState();
    assertEquals(List.of("chinese", "letters"), v.pieceSets());
    StringBuilder black = new StringBuilder();
    StringBuilder red = new StringBuilder();
    StringBuilder letters = new StringBuilder();
    for (int p = 0; p < 9; p++) {
      black.append(v.piece(s, p, "chinese"));
      red.append(v.piece(s, 81 + p, "chinese"));
      letters.append(v.piece(s, 81 + p, "letters"));
    }
    assertEquals("車馬象士將士象馬車", black.toString());
    assertEquals("俥傌相仕帥仕相傌俥", red.toString());
    assertEquals("RNBAKABNR", letters.toString());
    assertEquals("炮", v.piece(s, 19, "chinese"));
    assertEquals("卒", v.piece(s, 27, "chinese"));
    assertEquals("兵", v.piece(s, 54, "chinese"));
    assertEquals("", v.piece(s, 40, "chinese"), "an empty point has no name");
  }

  @Test
  void othelloCountsTheDiscsOfBothSides() {
    Game<?> g = Games.byId("othello");
    assertEquals(java.util.Map.of("Black", "2 discs", "White", "2 discs"), facts(g, List.of()));
    assertEquals(java.util.Map.of("Black", "4 discs", "White", "1 disc"), facts(g, List.of("d3")));
  }

  private static <S extends GameState> java.util.Map<String, String> facts(Game<S> g, List<String> moves) {
    S s = g.newInitialState();
    moves.forEach(m -> s.play(s.parseMove(m)));
    return view(g).facts(s);
  }

  @Test
  void xiangqiHasBlackAtTheTopTheRiverAndThePalaces() {
    Game<?> g = Games.byId("xiangqi");
    checkXiangqi(g);
  }

  private static <S extends GameState> void checkXiangqi(Game<S> g) {
    BoardView<S> v = view(g);
    S s = g.newInitialState();
    assertEquals(List.of("Red", "Black"), v.players());
    assertEquals(1, v.owner(s, 0));
    assertEquals("R", v.piece(s, 0));
    assertEquals(0, v.owner(s, 81));
    assertEquals("R", v.piece(s, 81));
    assertEquals("K", v.piece(s, 85));
    assertEquals(4, v.riverAfterRow());
    assertEquals(4, v.extraLines().size());
    int move = s.parseMove("h2e2"); // a Red cannon to the centre file
    assertEquals("C", v.piece(s, v.from(s, move)));
    assertEquals(7 * 9 + 4, v.to(s, move));
  }

  @Test
  void othelloGoAndConnectFourLookAsTheirPlayersExpect() {
    Game<?> othello = Games.byId("othello");
    assertEquals(List.of(1, 0), owners(othello, 27, 28), "d4 white, e4 black, with a1 at the top-left");
    Game<?> go = Games.byId("go(size=19)");
    assertEquals(9, view(go).starPoints().size());
    assertTrue(view(go).starPoints().contains(3 * 19 + 3));
    assertEquals(5, view(Games.byId("go(size=9)")).starPoints().size());
    assertEquals(9, view(Games.byId("gomoku")).starPoints().size());
    Game<?> c4 = Games.byId("connect-four");
    assertTrue(view(c4).gravity());
    assertEquals(List.of("Red", "Yellow"), view(c4).players());
  }

  private static <S extends GameState> List<Integer> owners(Game<S> g, int... points) {
    S s = g.newInitialState();
    List<Integer> list = new java.util.ArrayList<>();
    for (int p : points) {
      list.add(view(g).owner(s, p));
    }
    return list;
  }

  @Test
  void goShowsCaptures() {
    checkGoCapture(Games.byId("go(size=9)"));
  }

  private static <S extends GameState> void checkGoCapture(Game<S> g) {
    S s = g.newInitialState();
    for (String m : new String[] {"B9", "A9", "A8"}) { // Black B9, White A9, Black A8 captures A9
      s.play(s.parseMove(m));
    }
    BoardView<S> v = view(g);
    assertEquals(-1, v.owner(s, 0));
    assertEquals("1", v.facts(s).get("Captured by Black"));
  }
}
