package org.gametree.go;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.BoardView;

/** Go on a grid: crossings with the usual star points, columns A–T without I, captures beside the board. */
final class GoBoardView implements BoardView<GoState> {
  private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  private final GoGame game;
  private final int n;

  GoBoardView(GoGame game) {
    this.game = game;
    this.n = game.size();
  }

  @Override
  public int columns() {
    return n;
  }

  @Override
  public int rows() {
    return n;
  }

  @Override
  public Style style() {
    return Style.CROSSINGS;
  }

  @Override
  public List<String> columnLabels() {
    List<String> labels = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      labels.add(String.valueOf(COLUMNS.charAt(x)));
    }
    return labels;
  }

  @Override
  public List<String> rowLabels() {
    List<String> labels = new ArrayList<>();
    for (int y = 0; y < n; y++) {
      labels.add(Integer.toString(n - y));
    }
    return labels;
  }

  @Override
  public List<Integer> starPoints() {
    return starPoints(n);
  }

  /** The star points of the common boards: 3-3/4-4 corners, sides and centre; just the centre on other odd sizes. */
  static List<Integer> starPoints(int n) {
    int[] lines;
    if (n >= 13 && n % 2 == 1) {
      lines = new int[] {3, n / 2, n - 4};
    } else if (n >= 9 && n % 2 == 1) {
      lines = new int[] {2, n / 2, n - 3};
    } else if (n % 2 == 1 && n >= 5) {
      lines = new int[] {n / 2};
    } else {
      return List.of();
    }
    List<Integer> points = new ArrayList<>();
    for (int y : lines) {
      for (int x : lines) {
        points.add(y * n + x);
      }
    }
    return points;
  }

  @Override
  public int owner(GoState state, int point) {
    int c = state.stoneAt(point);
    return c == GoState.BLACK ? 0 : c == GoState.WHITE ? 1 : -1;
  }

  @Override
  public int to(GoState state, int move) {
    return move == game.passMove() ? -1 : move;
  }

  @Override
  public Map<String, String> facts(GoState state) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put("Captured by Black", Integer.toString(state.capturesByBlack()));
    facts.put("Captured by White", Integer.toString(state.capturesByWhite()));
    facts.put("Komi", GoGame.formatKomi(game.komi()));
    return facts;
  }
}
