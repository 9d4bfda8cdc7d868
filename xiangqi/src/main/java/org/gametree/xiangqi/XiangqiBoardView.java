package org.gametree.xiangqi;

import java.util.List;
import org.gametree.core.BoardView;

/**
 * Xiangqi on a grid: 9×10 crossings with Black's back rank (rank 9) at the top, the river after the fifth row and the
 * palaces' diagonals; pieces are labelled with Chinese characters by default (帥仕相傌俥炮兵 for Red, 將士象馬車炮卒 for
 * Black) or with their FEN letters (K A B N R C P), Red first.
 */
final class XiangqiBoardView implements BoardView<XiangqiState> {
  static final XiangqiBoardView INSTANCE = new XiangqiBoardView();
  private static final String LETTERS = " KABNRCP";
  /** The characters of Red's and Black's pieces in the order of {@link #LETTERS}. */
  private static final String[] CHINESE = {" 帥仕相傌俥炮兵", " 將士象馬車炮卒"};

  private XiangqiBoardView() {}

  /** The board square (file + 9 × rank, rank 0 Red's back rank) drawn at {@code point}, and the reverse. */
  private static int square(int point) {
    return point % 9 + 9 * (9 - point / 9);
  }

  @Override
  public int columns() {
    return 9;
  }

  @Override
  public int rows() {
    return 10;
  }

  @Override
  public Style style() {
    return Style.CROSSINGS;
  }

  @Override
  public List<String> columnLabels() {
    return List.of("a", "b", "c", "d", "e", "f", "g", "h", "i");
  }

  @Override
  public List<String> rowLabels() {
    return List.of("9", "8", "7", "6", "5", "4", "3", "2", "1", "0");
  }

  @Override
  public List<String> players() {
    return List.of("Red", "Black");
  }

  @Override
  public int riverAfterRow() {
    return 4;
  }

  @Override
  public List<int[]> extraLines() {
    return List.of(new int[] {3, 23}, new int[] {5, 21}, new int[] {66, 86}, new int[] {68, 84});
  }

  @Override
  public int owner(XiangqiState state, int point) {
    int p = state.pieceAt(square(point));
    return p == 0 ? -1 : p >> 3;
  }

  @Override
  public String piece(XiangqiState state, int point) {
    int p = state.pieceAt(square(point));
    return p == 0 ? "" : String.valueOf(LETTERS.charAt(p & 7));
  }

  @Override
  public List<String> pieceSets() {
    return List.of("chinese", "letters");
  }

  @Override
  public String piece(XiangqiState state, int point, String set) {
    int p = state.pieceAt(square(point));
    if (p == 0 || !set.equals("chinese")) {
      return piece(state, point);
    }
    return String.valueOf(CHINESE[p >> 3].charAt(p & 7));
  }

  @Override
  public int from(XiangqiState state, int move) {
    return square(move / 90); // the mapping is its own inverse
  }

  @Override
  public int to(XiangqiState state, int move) {
    return square(move % 90);
  }
}
