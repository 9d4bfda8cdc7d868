package org.gametree.othello;

import java.util.List;
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

  @Override
  public int to(OthelloState state, int move) {
    return move == OthelloState.PASS ? -1 : move;
  }
}
