package org.gametree.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.BoardView;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;

/** The game as the page draws it: layout, pieces, legal moves with their points, history, status (a JSON map). */
final class Snapshot {
  private Snapshot() {}

  static <S extends GameState> Map<String, Object> of(BoardSession<S> session) {
    S state = session.state();
    BoardView<S> view = session.view();
    List<String> players = session.players();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", session.game().id());
    m.put("version", session.version());
    m.put("players", players);
    m.put("layout", view == null ? null : layout(view));
    m.put("text", view == null ? session.game().render(state) : null);
    if (view != null) {
      List<Integer> owners = new ArrayList<>();
      List<String> pieces = new ArrayList<>();
      for (int p = 0; p < view.columns() * view.rows(); p++) {
        owners.add(view.owner(state, p));
        pieces.add(view.piece(state, p));
      }
      m.put("owners", owners);
      m.put("pieces", pieces);
      m.put("facts", view.facts(state));
    }
    m.put("toMove", state.currentPlayer());
    m.put("human", session.human());
    m.put("thinking", session.thinking());
    m.put("legal", legalMoves(state, view, session.game().maxLegalMoves()));
    m.put("moves", history(session));
    m.put("position", session.game().formatPosition(state));
    m.put("terminal", state.isTerminal());
    m.put("status", status(state, players));
    m.put("engine", session.engineSpec().toString());
    m.put("engineError", session.engineError());
    m.put("record", session.record() == null ? null : session.record().extension());
    m.put("analysis", session.analysis());
    return m;
  }

  private static Map<String, Object> layout(BoardView<?> view) {
    Map<String, Object> l = new LinkedHashMap<>();
    l.put("columns", view.columns());
    l.put("rows", view.rows());
    l.put("style", view.style().name().toLowerCase(java.util.Locale.ROOT));
    l.put("columnLabels", view.columnLabels());
    l.put("rowLabels", view.rowLabels());
    l.put("starPoints", view.starPoints());
    l.put("riverAfterRow", view.riverAfterRow());
    l.put("lines", view.extraLines());
    l.put("gravity", view.gravity());
    return l;
  }

  private static <S extends GameState> List<Map<String, Object>> legalMoves(S state, BoardView<S> view, int max) {
    List<Map<String, Object>> list = new ArrayList<>();
    if (state.isTerminal()) {
      return list;
    }
    int[] buffer = new int[max];
    int n = state.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      list.add(move(state, view, buffer[i]));
    }
    return list;
  }

  private static <S extends GameState> Map<String, Object> move(S state, BoardView<S> view, int move) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("text", state.moveToString(move));
    m.put("from", view == null ? -1 : view.from(state, move));
    m.put("to", view == null ? -1 : view.to(state, move));
    return m;
  }

  /** The moves from the start in the game's notation, each with the points it touched (replayed on a copy). */
  @SuppressWarnings("unchecked")
  private static <S extends GameState> List<Map<String, Object>> history(BoardSession<S> session) {
    S s = (S) session.start().copy();
    List<Map<String, Object>> list = new ArrayList<>();
    for (int move : session.moves()) {
      Map<String, Object> m = move(s, session.view(), move);
      m.put("player", s.currentPlayer());
      list.add(m);
      s.play(move);
    }
    return list;
  }

  private static String status(GameState state, List<String> players) {
    if (!state.isTerminal()) {
      return players.get(state.currentPlayer()) + " to move";
    }
    Outcome o = state.outcome();
    if (o.isDraw()) {
      return "Game over: a draw";
    }
    String margin = o.margin() > 0 ? " by " + o.margin() : "";
    return "Game over: " + players.get(o.winner()) + " wins" + margin;
  }
}
