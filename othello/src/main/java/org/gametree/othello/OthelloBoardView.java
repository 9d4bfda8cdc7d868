package org.gametree.othello;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.BoardView;

/** Othello on a grid: 8×8 squares, a1 at the top-left as the notation has it, Black first. */
final class OthelloBoardView implements BoardView<OthelloState> {
  static final OthelloBoardView INSTANCE = new OthelloBoardView();

  private OthelloBoardView() {}

  @Override
  public int columns() {
    return 8;
  }

  @Override
  public int rows() {
    return 8;
  }

  @Override
  public Style style() {
    return Style.SQUARES;
  }

  @Override
  public List<String> columnLabels() {
    return List.of("a", "b", "c", "d", "e", "f", "g", "h");
  }

  @Override
  public List<String> rowLabels() {
    return List.of("1", "2", "3", "4", "5", "6", "7", "8");
  }

  @Override
  public List<Integer> starPoints() {
    return List.of();
  }

  @Override
  public int owner(OthelloState state, int point) {
    long bit = 1L << point;
    return (state.black() & bit) != 0 ? OthelloState.BLACK : (state.white() & bit) != 0 ? OthelloState.WHITE : -1;
  }

  /** The disc count of both sides, as Othello players read the score. */
  @Override
  public Map<String, String> facts(OthelloState state) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put("Black", discs(Long.bitCount(state.black())));
    facts.put("White", discs(Long.bitCount(state.white())));
    return facts;
  }

  private static String discs(int n) {
    return n == 1 ? "1 disc" : n + " discs";
  }

  @Override
  public int to(OthelloState state, int move) {
    return move == OthelloState.PASS ? -1 : move;
  }
}
