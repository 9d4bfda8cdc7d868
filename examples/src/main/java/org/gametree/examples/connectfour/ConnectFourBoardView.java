package org.gametree.examples.connectfour;

import java.util.List;
import org.gametree.core.BoardView;

/**
 * Connect Four on a grid, as a user game offers it to the browser board: 7×6 squares, a disc dropped into a column
 * falls to its lowest free square, Red moves first.
 */
final class ConnectFourBoardView implements BoardView<ConnectFourState> {
  static final ConnectFourBoardView INSTANCE = new ConnectFourBoardView();
  private static final int W = ConnectFourState.WIDTH;
  private static final int H = ConnectFourState.HEIGHT;

  private ConnectFourBoardView() {}

  @Override
  public int columns() {
    return W;
  }

  @Override
  public int rows() {
    return H;
  }

  @Override
  public Style style() {
    return Style.SQUARES;
  }

  @Override
  public List<String> columnLabels() {
    return List.of("1", "2", "3", "4", "5", "6", "7");
  }

  @Override
  public List<String> rowLabels() {
    return List.of("", "", "", "", "", "");
  }

  @Override
  public List<String> players() {
    return List.of("Red", "Yellow");
  }

  @Override
  public boolean gravity() {
    return true;
  }

  @Override
  public int owner(ConnectFourState state, int point) {
    return state.cell(point % W, H - 1 - point / W);
  }

  @Override
  public int to(ConnectFourState state, int move) {
    return (H - 1 - state.height(move)) * W + move;
  }
}
