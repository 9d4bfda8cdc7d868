package org.gametree.connect6;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.BoardView;

/**
 * connect(m,n,k,p,q) on a grid: crossings as on a Go board for Connect6 and Gomoku (with star points on 15×15 and
 * 19×19), squares for small boards such as tic-tac-toe; columns a.. from the left, rows numbered from the bottom.
 */
final class ConnectBoardView implements BoardView<ConnectState> {
  private final ConnectGame game;

  ConnectBoardView(ConnectGame game) {
    this.game = game;
  }

  @Override
  public int columns() {
    return game.width();
  }

  @Override
  public int rows() {
    return game.height();
  }

  @Override
  public Style style() {
    return Math.max(game.width(), game.height()) <= 8 ? Style.SQUARES : Style.CROSSINGS;
  }

  @Override
  public List<String> columnLabels() {
    List<String> labels = new ArrayList<>();
    for (int x = 0; x < game.width(); x++) {
      labels.add(String.valueOf((char) ('a' + x)));
    }
    return labels;
  }

  @Override
  public List<String> rowLabels() {
    List<String> labels = new ArrayList<>();
    for (int y = 0; y < game.height(); y++) {
      labels.add(Integer.toString(game.height() - y));
    }
    return labels;
  }

  @Override
  public List<Integer> starPoints() {
    int m = game.width();
    if (m != game.height() || (m != 15 && m != 19)) {
      return List.of();
    }
    List<Integer> points = new ArrayList<>();
    for (int y : new int[] {3, m / 2, m - 4}) {
      for (int x : new int[] {3, m / 2, m - 4}) {
        points.add(game.cell(x, y));
      }
    }
    return points;
  }

  @Override
  public int owner(ConnectState state, int point) {
    return state.at(point) - 1;
  }

  @Override
  public int to(ConnectState state, int move) {
    return move;
  }
}
