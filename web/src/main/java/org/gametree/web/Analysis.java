package org.gametree.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.gametree.core.BoardView;
import org.gametree.core.GameState;
import org.gametree.core.ScoreUnit;
import org.gametree.core.search.RootVisitsListener;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchScore;

/**
 * The engine's thinking as the page shows it: depth, score with its unit (from the search's typed value, so an MCTS
 * win rate reads as one whatever the engine spec is called), principal variation in the game's notation and, for
 * MCTS, the visits of each root move. One instance per search; its callbacks run on the search thread and
 * hand each update (a JSON-ready map) to a sink.
 */
final class Analysis<S extends GameState> implements RootVisitsListener {
  private final S root;
  private final BoardView<S> view;
  private final List<String> players;
  private final boolean mcts;
  private final String evaluator;
  private final Consumer<Map<String, Object>> sink;
  private final Map<String, Object> current = new LinkedHashMap<>();

  /**
   * @param root a copy of the searched position, never touched by the search
   * @param view the game's board view, or null
   * @param mcts whether the engine counts playouts rather than nodes
   * @param evaluator the evaluator's name, for the unit of heuristic scores
   */
  Analysis(S root, BoardView<S> view, List<String> players, boolean mcts, String evaluator,
      Consumer<Map<String, Object>> sink) {
    this.root = root;
    this.view = view;
    this.players = players;
    this.mcts = mcts;
    this.evaluator = evaluator;
    this.sink = sink;
    current.put("player", players.get(root.currentPlayer()));
    current.put("final", false);
  }

  @Override
  public synchronized void onIteration(SearchInfo info) {
    update(info.depth(), info.selectiveDepth(), info.score(), info.value(), info.nodes(), info.elapsed().toMillis(),
        info.principalVariation());
    sink.accept(new LinkedHashMap<>(current));
  }

  @Override
  public synchronized void onRootVisits(int[] moves, int[] visits, double[] winRates) {
    Integer[] order = new Integer[moves.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Integer.compare(visits[b], visits[a]));
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i : order) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("move", root.moveToString(moves[i]));
      row.put("to", view == null ? -1 : view.to(root, moves[i]));
      row.put("visits", visits[i]);
      row.put("winRate", Double.isNaN(winRates[i]) ? null : Math.round(winRates[i] * 1000) / 1000.0);
      rows.add(row);
    }
    current.put("visits", rows);
    sink.accept(new LinkedHashMap<>(current));
  }

  /** The last word: the search's result, marked final. */
  synchronized Map<String, Object> finish(SearchResult result) {
    update(result.depth(), result.depth(), result.score(), result.value(), result.nodes(), result.elapsed().toMillis(),
        result.principalVariation());
    if (result.resigned()) {
      current.put("scoreText", current.get("scoreText") + "; the engine would resign");
    }
    current.put("resigned", result.resigned());
    current.put("final", true);
    current.put("bestMove", result.bestMove() < 0 ? null : root.moveToString(result.bestMove()));
    return new LinkedHashMap<>(current);
  }

  private void update(int depth, int selectiveDepth, int score, SearchScore value, long nodes, long millis, int[] pv) {
    current.put("depth", depth);
    current.put("selectiveDepth", selectiveDepth);
    current.put("nodes", nodes);
    current.put("nodesUnit", mcts ? "playouts" : "nodes");
    current.put("millis", millis);
    current.put("nps", millis == 0 ? null : nodes * 1000 / millis);
    current.put("score", score);
    current.put("scoreText", scoreText(value));
    current.put("scoreUnit", scoreUnit(value));
    current.put("value", value.fields());
    current.put("pv", principalVariation(pv));
  }

  /**
   * The score as a person reads it, from the point of view of the player to move at the root, named first: {@code
   * White +0.56 discs}, {@code Black win rate 62.0 %}, {@code White wins in 7 (+12 discs)}.
   */
  String scoreText(SearchScore value) {
    return value.describe(players.get(root.currentPlayer()));
  }

  /** What the number means: proven results in plies, MCTS win rates, or the evaluator's own units. */
  String scoreUnit(SearchScore value) {
    if (value instanceof SearchScore.Proven p) {
      return p.margin() > 0 ? "proven result: plies to the end, margin in " + p.marginUnit()
          : p.plies() == SearchScore.Proven.UNKNOWN_PLIES ? "proven result" : "proven result: plies to the end";
    }
    if (value instanceof SearchScore.WinRate w) {
      return "MCTS win rate of the side named, over " + w.visits() + " playouts of its move";
    }
    ScoreUnit unit = ((SearchScore.Heuristic) value).unit();
    String name = unit.equals(ScoreUnit.EVALUATION) ? "evaluation units" : unit.name();
    return name + " of the '" + evaluator + "' evaluator" + (unit.hasPlayerUnit() ? ", shown in " + unit.playerUnit()
        : "") + " (positive favours the side named)";
  }

  /**
   * One point of the evaluation graph: the score of the engine's move at {@code ply}, seen from the first player
   * (positive favours them) in the typed score's player units: {@code score} with {@code unit} and the {@code
   * neutral} value of an even game (0 for discs or pawns, 50 for a win rate in %), or {@code proven} +1, 0 or -1 for a
   * proven win, draw or loss of the first player ({@code score} null).
   *
   * @param mover the player the engine searched for (the root's player to move)
   */
  static Map<String, Object> graphPoint(int ply, int mover, SearchScore value, String text) {
    int sign = mover == 0 ? 1 : -1;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("ply", ply);
    m.put("text", text);
    if (value instanceof SearchScore.Heuristic h) {
      ScoreUnit unit = h.unit();
      m.put("score", sign * (unit.hasPlayerUnit() ? unit.inPlayerUnits(h.value()) : h.value()));
      m.put("unit", unit.hasPlayerUnit() ? unit.playerUnit() : "evaluation units");
      m.put("neutral", 0);
    } else if (value instanceof SearchScore.WinRate w) {
      double rate = mover == 0 ? w.rate() : 1 - w.rate();
      m.put("score", Math.round(rate * 1000) / 10.0);
      m.put("unit", "win %");
      m.put("neutral", 50);
    } else {
      SearchScore.Proven p = (SearchScore.Proven) value;
      int result = switch (p.result()) {
        case WIN -> 1;
        case DRAW -> 0;
        case LOSS -> -1;
      };
      m.put("score", null);
      m.put("proven", sign * result);
    }
    return m;
  }

  /** The line in the game's notation, played out on a copy of the root (notations may depend on the position). */
  private List<String> principalVariation(int[] pv) {
    List<String> texts = new ArrayList<>();
    @SuppressWarnings("unchecked")
    S s = (S) root.copy();
    for (int m : pv) {
      if (s.isTerminal() || !s.isLegal(m)) {
        break;
      }
      texts.add(s.moveToString(m));
      s.play(m);
    }
    return texts;
  }
}
