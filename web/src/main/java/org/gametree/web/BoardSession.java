package org.gametree.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiConsumer;
import org.gametree.core.BoardView;
import org.gametree.core.Game;
import org.gametree.core.GameException;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.match.GameRecordFormat;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.StopSignal;

/**
 * One game on the board: the position, the moves from its start, which side the person plays, and the engine that
 * plays the other. Every change is checked before anything is touched, so a refused request ({@link BadRequest})
 * leaves the game as it was. The engine searches on its own thread; a change of position stops it and its move is
 * dropped. Methods are synchronized; events (the new state, analysis updates) go to the sink.
 */
final class BoardSession<S extends GameState> implements AutoCloseable {
  /** {@link #human} when the person plays both sides and the engine moves only when asked. */
  static final int BOTH = -1;

  private final Game<S> game;
  private final BoardView<S> view;
  private final GameRecordFormat<S> record;
  private final List<String> players;
  private final BiConsumer<String, Map<String, Object>> events;
  private final ExecutorService thinker = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "board-engine");
    t.setDaemon(true);
    return t;
  });

  private S start;
  private S state;
  private final List<Integer> moves = new ArrayList<>();
  private int human;
  private SearchEngine<S> engine;
  private long generation;
  private StopSignal stop = new StopSignal();
  private boolean thinking;
  private Map<String, Object> analysis;
  private String engineError;
  private boolean closed;
  private final Clock clock = new Clock();
  /** The evaluation graph: one point per engine move ({@link Analysis#graphPoint}), in the order of the moves. */
  private final List<Map<String, Object>> graph = new ArrayList<>();

  @SuppressWarnings("unchecked")
  /** @param version where {@link #version()} starts: above the version of the session this one replaces */
  BoardSession(Game<S> game, EngineSpec spec, long version, BiConsumer<String, Map<String, Object>> events) {
    this.game = game;
    this.generation = version;
    this.view = game.capability(BoardView.class).orElse(null);
    this.record = game.capability(GameRecordFormat.class).orElse(null);
    this.players = view != null ? view.players() : List.of("First player", "Second player");
    this.events = events;
    this.engine = createEngine(spec.toString());
    this.start = game.newInitialState();
    this.state = (S) start.copy();
    this.human = 0;
  }

  private SearchEngine<S> createEngine(String text) {
    try {
      EngineSpec spec = EngineSpec.parse(text);
      if (spec.isExternal()) {
        throw new BadRequest("the board runs built-in engines only, not " + BadRequest.quote(text));
      }
      return Engines.create(game, spec);
    } catch (IllegalArgumentException | GameException e) {
      throw new BadRequest("bad engine spec " + BadRequest.quote(text) + ": " + e.getMessage());
    }
  }

  /** The game as the page draws it. */
  synchronized Map<String, Object> snapshot() {
    return Snapshot.of(this);
  }

  /** The position after the first {@code ply} moves of the game, for the page's review of it. */
  synchronized Map<String, Object> at(int ply) {
    checkOpen();
    if (ply < 0 || ply > moves.size()) {
      throw new BadRequest("no position after move " + ply + ": the game has " + moves.size() + " moves");
    }
    return Snapshot.at(this, ply);
  }

  /** Plays the person's move, given in the game's notation. */
  synchronized void play(String text) {
    checkOpen();
    if (text == null || text.isBlank()) {
      throw new BadRequest("no move given");
    }
    if (state.isTerminal()) {
      throw new BadRequest("the game is over");
    }
    if (thinking) {
      throw new BadRequest("the engine is thinking; wait for its move");
    }
    if (text.strip().length() > 80) {
      throw new BadRequest("not a move: " + BadRequest.quote(text)); // no notation has moves that long
    }
    int move;
    try {
      move = state.parseMove(text.strip());
    } catch (GameException e) {
      throw new BadRequest(e.getMessage()); // names the text and what was expected
    } catch (IllegalArgumentException e) {
      throw new BadRequest("not a move: " + BadRequest.quote(text) + " (" + e.getMessage() + ")");
    }
    if (!state.isLegal(move)) {
      throw new BadRequest("illegal move " + BadRequest.quote(text));
    }
    clock.moved(state.currentPlayer());
    state.play(move);
    moves.add(move);
    userChanged();
  }

  /** Takes back the person's last move and the engine's replies to it (everything, if the person has no move). */
  synchronized void undo() {
    checkOpen();
    if (moves.isEmpty()) {
      throw new BadRequest("no move to take back");
    }
    stopEngine();
    while (!moves.isEmpty()) {
      state.undo();
      moves.remove(moves.size() - 1);
      if (human == BOTH || state.currentPlayer() == human) {
        break; // the move just taken back was the person's
      }
    }
    graph.removeIf(point -> (Integer) point.get("ply") >= moves.size());
    clock.restartTurn();
    userChanged();
  }

  /** A new game from the initial position, the person playing {@code side} (0, 1 or {@link #BOTH}), no time control. */
  synchronized void newGame(int side) {
    newGame(side, 0);
  }

  /** A new game as {@link #newGame(int)}, each side having {@code limitMillis} for the game (0: no time control). */
  @SuppressWarnings("unchecked")
  synchronized void newGame(int side, long limitMillis) {
    checkOpen();
    checkSide(side);
    if (limitMillis < 0) {
      throw new BadRequest("a time control is a positive number of minutes, not " + limitMillis + " ms");
    }
    stopEngine();
    start = game.newInitialState();
    state = (S) start.copy();
    moves.clear();
    graph.clear();
    clock.reset(limitMillis);
    human = side;
    thinker.execute(engine.searcher()::newGame);
    analysis = null;
    userChanged();
  }

  /** Sets up a position from the game's text format; the person keeps their side. */
  @SuppressWarnings("unchecked")
  synchronized void setPosition(String text) {
    checkOpen();
    if (text == null || text.isBlank()) {
      throw new BadRequest("no position given");
    }
    S parsed;
    try {
      parsed = game.parsePosition(text.strip());
    } catch (GameException | IllegalArgumentException e) {
      throw new BadRequest("malformed position " + BadRequest.quote(text) + ": " + e.getMessage());
    }
    stopEngine();
    start = parsed;
    state = (S) parsed.copy();
    moves.clear();
    graph.clear();
    clock.reset(clock.limitMillis());
    analysis = null;
    userChanged();
  }

  /** Which side the person plays from now on (0, 1 or {@link #BOTH}). */
  synchronized void setHuman(int side) {
    checkOpen();
    checkSide(side);
    human = side;
    userChanged();
  }

  /** Replaces the engine with the one {@code text} describes ({@code negascout:depth=6}, {@code mcts:playouts=2000}). */
  synchronized void setEngine(String text) {
    checkOpen();
    if (text == null || text.isBlank()) {
      throw new BadRequest("no engine spec given");
    }
    SearchEngine<S> fresh = createEngine(text.strip());
    stopEngine();
    SearchEngine<S> old = engine;
    thinker.execute(old::close); // after any search still winding down on it
    engine = fresh;
    userChanged();
  }

  /** Asks the engine to move now for the side to move (a person playing both sides, or swapping sides). */
  synchronized void engineMove() {
    checkOpen();
    if (state.isTerminal()) {
      throw new BadRequest("the game is over");
    }
    if (thinking) {
      throw new BadRequest("the engine is already thinking");
    }
    think();
  }

  /** A closed session's engine thread is gone: a request that still reaches it is told the game was replaced. */
  private void checkOpen() {
    if (closed) {
      throw new Replaced(game.id());
    }
  }

  private void checkSide(int side) {
    if (side != 0 && side != 1 && side != BOTH) {
      throw new BadRequest("side must be 0, 1 or -1 (both), not " + side);
    }
  }

  private void userChanged() {
    engineError = null;
    changed();
  }

  /** After any change: a new generation, the state to the page, and the engine's turn if it is one. */
  private void changed() {
    generation++;
    thinking = false;
    if (!state.isTerminal() && human != BOTH && state.currentPlayer() != human) {
      think();
    } else {
      events.accept("state", Snapshot.of(this));
    }
  }

  private void stopEngine() {
    stop.raise();
    thinking = false;
  }

  @SuppressWarnings("unchecked")
  private void think() {
    long gen = ++generation;
    S root = (S) state.copy();
    S shown = (S) state.copy();
    StopSignal signal = new StopSignal();
    stop = signal;
    thinking = true;
    SearchEngine<S> searching = engine;
    String eval = searching.spec().params().getOrDefault("eval", "default");
    boolean playouts = EngineFamily.ofKind(searching.spec().kind()) == EngineFamily.MCTS;
    Analysis<S> listener = new Analysis<>(shown, view, players, playouts, eval,
        update -> publishAnalysis(gen, update));
    events.accept("state", Snapshot.of(this));
    thinker.execute(() -> {
      try {
        SearchResult result = searching.searcher().search(root, searching.limits().withStop(signal), listener);
        finished(gen, result, listener.finish(result));
      } catch (RuntimeException e) {
        failed(gen, e);
      }
    });
  }

  private synchronized void publishAnalysis(long gen, Map<String, Object> update) {
    if (gen == generation) {
      analysis = update;
      events.accept("analysis", update);
    }
  }

  private synchronized void finished(long gen, SearchResult result, Map<String, Object> last) {
    if (gen != generation) {
      return; // the position changed while the engine thought: its move belongs to another game
    }
    analysis = last;
    events.accept("analysis", last);
    int move = result.bestMove();
    if (move >= 0 && state.isLegal(move)) {
      graph.add(Analysis.graphPoint(moves.size(), state.currentPlayer(), result.value(), (String) last.get("scoreText")));
      clock.moved(state.currentPlayer());
      state.play(move);
      moves.add(move);
    } else {
      engineError = "the engine found no move";
    }
    changed();
  }

  private synchronized void failed(long gen, RuntimeException e) {
    if (gen == generation) {
      thinking = false;
      engineError = "engine failed: " + e;
      events.accept("state", Snapshot.of(this));
    }
  }

  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    stopEngine();
    thinker.execute(engine::close);
    thinker.shutdown();
  }

  // read by Snapshot, under this session's lock

  Game<S> game() {
    return game;
  }

  BoardView<S> view() {
    return view;
  }

  GameRecordFormat<S> record() {
    return record;
  }

  List<String> players() {
    return players;
  }

  S state() {
    return state;
  }

  S start() {
    return start;
  }

  List<Integer> moves() {
    return moves;
  }

  int human() {
    return human;
  }

  boolean thinking() {
    return thinking;
  }

  EngineSpec engineSpec() {
    return engine.spec();
  }

  /** Grows with every change, so the page can drop a state that arrives after a newer one. */
  long version() {
    return generation;
  }

  List<Map<String, Object>> graph() {
    return graph;
  }

  /** The clocks, the side to move's running (none once the game is over). */
  Map<String, Object> clock() {
    return clock.json(state.isTerminal() ? -1 : state.currentPlayer());
  }

  Map<String, Object> analysis() {
    return analysis;
  }

  String engineError() {
    return engineError;
  }

  /** The game in its record format, or null if the game has none. */
  synchronized String recordText() {
    if (record == null) {
      return null;
    }
    Outcome outcome = state.isTerminal() ? state.outcome() : null;
    List<String> names = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      names.add(p == human || human == BOTH ? "human" : "gametree " + engine.spec());
    }
    return record.format(start, List.copyOf(moves), names, outcome);
  }

  /** A small summary for logs and tests. */
  synchronized Map<String, Object> summary() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("position", game.formatPosition(state));
    m.put("moves", moves.size());
    return m;
  }
}
