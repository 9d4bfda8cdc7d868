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
    board(m, session, state);
    m.put("toMove", state.currentPlayer());
    m.put("human", session.human());
    m.put("thinking", session.thinking());
    m.put("legal", legalMoves(state, view, session.game().maxLegalMoves()));
    m.put("moves", history(session));
    m.put("moveHint", moveHint(session));
    m.put("pass", pass(session));
    m.put("graph", List.copyOf(session.graph()));
    m.put("clock", session.clock());
    m.put("position", session.game().formatPosition(state));
    m.put("terminal", state.isTerminal());
    m.put("status", status(state, players));
    m.put("engine", session.engineSpec().toString());
    m.put("engineError", session.engineError());
    m.put("record", session.record() == null ? null : session.record().extension());
    m.put("analysis", session.analysis());
    return m;
  }

  /**
   * The position after the first {@code ply} moves, as the page shows it in a review: the board as in {@link #of}
   * (or the text of a game without a board view), the move that led to it ({@code last}, null at the start), the
   * position text and the status.
   */
  @SuppressWarnings("unchecked")
  static <S extends GameState> Map<String, Object> at(BoardSession<S> session, int ply) {
    S s = (S) session.start().copy();
    Map<String, Object> last = null;
    for (int i = 0; i < ply; i++) {
      int move = session.moves().get(i);
      last = move(s, session.view(), move);
      last.put("player", s.currentPlayer());
      s.play(move);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", session.game().id());
    m.put("version", session.version());
    m.put("ply", ply);
    board(m, session, s);
    m.put("last", last);
    m.put("position", session.game().formatPosition(s));
    m.put("status", status(s, session.players()));
    return m;
  }

  /** The pieces (each set of labels the view offers), the facts beside the board, or the text of a viewless game. */
  private static <S extends GameState> void board(Map<String, Object> m, BoardSession<S> session, S state) {
    BoardView<S> view = session.view();
    m.put("text", view == null ? session.game().render(state) : null);
    if (view == null) {
      return;
    }
    List<Integer> owners = new ArrayList<>();
    List<String> pieces = new ArrayList<>();
    Map<String, List<String>> sets = new LinkedHashMap<>();
    for (String set : view.pieceSets()) {
      sets.put(set, new ArrayList<>());
    }
    for (int p = 0; p < view.columns() * view.rows(); p++) {
      owners.add(view.owner(state, p));
      pieces.add(view.piece(state, p));
      for (Map.Entry<String, List<String>> set : sets.entrySet()) {
        set.getValue().add(view.piece(state, p, set.getKey()));
      }
    }
    m.put("owners", owners);
    m.put("pieces", pieces);
    m.put("pieceSets", sets);
    m.put("facts", view.facts(state));
  }

  /**
   * A legal move in the game's notation for the move box's hint: with a board view the placement or move landing
   * nearest the centre (a first move players would make, not the corner a list starts with), else the first legal
   * move; from the initial position once the game is over.
   */
  @SuppressWarnings("unchecked")
  private static <S extends GameState> String moveHint(BoardSession<S> session) {
    S state = session.state().isTerminal() ? session.game().newInitialState() : session.state();
    if (state.isTerminal()) {
      return null;
    }
    int[] buffer = new int[session.game().maxLegalMoves()];
    int n = state.legalMoves(buffer);
    BoardView<S> view = session.view();
    int best = -1;
    double bestDistance = Double.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      int to = view == null ? -1 : view.to(state, buffer[i]);
      if (to < 0) {
        if (best < 0 && view == null) {
          best = buffer[i];
        }
        continue;
      }
      double dx = to % view.columns() - (view.columns() - 1) / 2.0;
      double dy = to / view.columns() - (view.rows() - 1) / 2.0;
      if (dx * dx + dy * dy < bestDistance) {
        bestDistance = dx * dx + dy * dy;
        best = buffer[i];
      }
    }
    return best < 0 ? null : state.moveToString(best);
  }

  /** The game's pass move in its notation when it is legal now (a Pass button), else null. */
  private static <S extends GameState> String pass(BoardSession<S> session) {
    S state = session.state();
    int pass = session.game().passMove();
    return pass >= 0 && !state.isTerminal() && state.isLegal(pass) ? state.moveToString(pass) : null;
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
    l.put("pieceSets", view.pieceSets());
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
