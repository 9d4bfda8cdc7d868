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

  /**
   * The star points of the common boards: on 13×13 and larger odd boards the 4-4 corners, sides and centre; on 9×9
   * to 11×11 the 3-3 corners and the centre; the centre alone on smaller odd boards.
   */
  static List<Integer> starPoints(int n) {
    List<Integer> points = new ArrayList<>();
    if (n % 2 == 0 || n < 5) {
      return points;
    }
    int c = n / 2;
    if (n >= 13) {
      for (int y : new int[] {3, c, n - 4}) {
        for (int x : new int[] {3, c, n - 4}) {
          points.add(y * n + x);
        }
      }
    } else {
      if (n >= 9) {
        for (int y : new int[] {2, n - 3}) {
          for (int x : new int[] {2, n - 3}) {
            points.add(y * n + x);
          }
        }
      }
      points.add(c * n + c);
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
