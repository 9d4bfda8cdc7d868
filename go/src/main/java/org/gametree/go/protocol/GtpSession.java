package org.gametree.go.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.Ascii;
import org.gametree.core.GameException;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.protocol.GtpClock;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.go.GoBoard;
import org.gametree.go.GoGame;
import org.gametree.go.GoRules;
import org.gametree.go.GoScoring;
import org.gametree.go.GoState;
import org.gametree.go.Sgf;

/**
 * A GTP v2 Go engine: the required commands plus {@code undo}, {@code final_score}, {@code final_status_list},
 * {@code showboard}, {@code time_settings}, {@code kgs-time_settings}, {@code time_left}, {@code fixed_handicap}, {@code place_free_handicap},
 * {@code set_free_handicap}, {@code loadsgf}, {@code kgs-genmove_cleanup} and {@code gogui-analyze_commands}. The
 * position is the setup plus a list of (colour, move) and is rebuilt by replay, so either colour may move at any
 * time and play may continue after two passes, as GTP controllers expect.
 */
public final class GtpSession extends GtpEngine {
  private static final int SCORING_PLAYOUTS = 300;
  private final GoRules rules;
  private final EngineSpec spec;
  private GoGame game;
  private SearchEngine<GoState> engine;
  private final List<int[]> history = new ArrayList<>();
  private int[] handicap = new int[0];
  private GoState state;
  private GtpClock clock = GtpClock.none();

  /** The largest SGF file {@code loadsgf} reads (a 19×19 record with comments is far smaller). */
  static final long MAX_SGF_BYTES = 1 << 20;
  /** The largest komi {@code komi} accepts, either sign. */
  static final double MAX_KOMI = 1000;

  /** A session starting from {@code start}, searching with the engine {@code spec} describes. */
  public GtpSession(GoGame start, EngineSpec spec, ProtocolOutput out) {
    super(out, "gametree", "0.1");
    this.rules = start.rules();
    this.spec = spec;
    newGame(start, start.size(), start.komi());
    register("boardsize", this::boardsize);
    register("clear_board", args -> {
      newGame(game, game().size(), game().komi());
      return "";
    });
    register("komi", this::komi);
    register("play", this::play);
    register("genmove", args -> genmove(args, false));
    register("kgs-genmove_cleanup", args -> genmove(args, true));
    register("reg_genmove", args -> {
      requireArgs(args, 1);
      int c = color(args.get(0));
      GoState s = state.copy();
      if (s.isTerminal()) {
        s.resumeAfterPasses();
      }
      s.forcePlayer(c);
      int move = engine.searcher().search(s, limitsFor(c, s)).bestMove();
      return game().moveToString(move < 0 ? game().passMove() : move);
    });
    register("undo", this::undo);
    register("showboard", args -> "\n" + game().render(state).stripTrailing());
    register("final_score", this::finalScore);
    register("final_status_list", this::finalStatusList);
    register("time_settings", this::timeSettings);
    register("kgs-time_settings", args -> {
      clock = clock.kgsSettings(args);
      return "";
    });
    register("time_left", this::timeLeft);
    register("fixed_handicap", args -> handicap(args, true));
    register("place_free_handicap", args -> handicap(args, true));
    register("set_free_handicap", this::setFreeHandicap);
    register("loadsgf", this::loadsgf);
    register("gogui-analyze_commands", args -> "string/Show board/showboard\nplist/Dead stones/final_status_list dead");
  }

  /** The game currently being played (size and komi may change through GTP). */
  public GoGame game() {
    return game;
  }

  /** The current position (for tests). */
  public GoState state() {
    return state;
  }

  /** The time settings, as text (for tests). */
  String clockText() {
    return clock.toString();
  }

  /** Everything a command may change; put back when a command answers an error. */
  private record Snapshot(GoGame game, List<int[]> history, int[] handicap, GtpClock clock) {}

  @Override
  protected Object saveState() {
    return new Snapshot(game, new ArrayList<>(history), handicap, clock);
  }

  @Override
  protected void restoreState(Object saved) {
    Snapshot snap = (Snapshot) saved;
    useGame(snap.game());
    history.clear();
    history.addAll(snap.history());
    handicap = snap.handicap();
    clock = snap.clock();
    rebuild();
  }

  /** Makes {@code g} the game, with an engine built for it; false if it already was. */
  private boolean useGame(GoGame g) {
    if (g.equals(game)) {
      return false;
    }
    SearchEngine<GoState> fresh = Engines.create(g, spec);
    if (engine != null) {
      engine.close();
    }
    game = g;
    engine = fresh;
    return true;
  }

  /** A new game of this size and komi, with the capabilities of {@code like} (the start or the current game). */
  private void newGame(GoGame like, int size, double komi) {
    if (!useGame(like.withBoard(size, komi, rules))) {
      engine.searcher().newGame();
    }
    history.clear();
    handicap = new int[0];
    rebuild();
  }

  private void rebuild() {
    GoState s = game.newInitialState();
    if (handicap.length > 0) {
      s.setup(handicap, new int[0], 1);
    }
    for (int[] cm : history) {
      if (s.isTerminal()) {
        s.resumeAfterPasses();
      }
      if (cm[0] != s.currentPlayer()) {
        s.forcePlayer(cm[0]);
      }
      s.playUnchecked(cm[1]);
    }
    state = s;
  }

  private String boardsize(List<String> args) {
    requireArgs(args, 1);
    int size;
    try {
      size = Ascii.parseInt(args.get(0));
    } catch (NumberFormatException e) {
      throw new GtpError("syntax error: not a board size '" + quote(args.get(0)) + "'");
    }
    if (size < 2 || (size > 19 && size != 25)) {
      throw new GtpError("unacceptable size");
    }
    newGame(game, size, game.komi());
    return "";
  }

  private String komi(List<String> args) {
    requireArgs(args, 1);
    double k = number(args.get(0), -MAX_KOMI, MAX_KOMI);
    if (k != game.komi()) {
      List<int[]> moves = new ArrayList<>(history);
      int[] h = handicap;
      newGame(game, game.size(), k);
      handicap = h;
      history.addAll(moves);
      rebuild();
    }
    return "";
  }

  private static int color(String text) {
    switch (text.toLowerCase(Locale.ROOT)) {
      case "b":
      case "black":
        return 0;
      case "w":
      case "white":
        return 1;
      default:
        throw new GtpError("syntax error");
    }
  }

  private int vertex(String text) {
    try {
      return game.parseMove(text);
    } catch (GameException e) {
      throw new GtpError("syntax error");
    }
  }

  private String play(List<String> args) {
    requireArgs(args, 2);
    int c = color(args.get(0));
    int move = vertex(args.get(1));
    if (!legalFor(c, move)) {
      throw new GtpError("illegal move");
    }
    history.add(new int[] {c, move});
    rebuild();
    return "";
  }

  private boolean legalFor(int c, int move) {
    if (move == game.passMove()) {
      return true;
    }
    GoState s = state.copy();
    if (s.isTerminal()) {
      s.resumeAfterPasses();
    }
    if (s.currentPlayer() != c) {
      s.forcePlayer(c);
    }
    return s.isLegal(move);
  }

  private String genmove(List<String> args, boolean cleanup) {
    requireArgs(args, 1);
    int c = color(args.get(0));
    GoState s = state.copy();
    if (s.isTerminal()) {
      s.resumeAfterPasses();
    }
    if (s.currentPlayer() != c) {
      s.forcePlayer(c);
    }
    SearchResult r = engine.searcher().search(s, limitsFor(c, s));
    int move = r.bestMove() < 0 ? game.passMove() : r.bestMove();
    if (r.resigned() || Score.isLoss(r.score())) {
      return "resign";
    }
    if (move == game.passMove() && (cleanup || rules == GoRules.TT)) {
      int capture = cleanupMove(s, c, cleanup);
      if (capture >= 0) {
        move = capture;
      }
    }
    history.add(new int[] {c, move});
    rebuild();
    return game.moveToString(move);
  }

  /**
   * Instead of passing: under {@code tt} (no dead-stone removal) or in a cleanup phase, a legal move on the liberty
   * of an opponent chain judged dead, so that dead stones are captured before the game ends; -1 if none.
   */
  private int cleanupMove(GoState s, int c, boolean cleanup) {
    if (!cleanup && rules != GoRules.TT) {
      return -1;
    }
    boolean[] dead = GoScoring.deadStones(s, SCORING_PLAYOUTS, 7);
    int n = game.size();
    int opp = 2 - c;
    for (int m = 0; m < n * n; m++) {
      if (dead[m] && s.stoneAt(m) == opp) {
        GoBoard b = s.board();
        int p = b.point(m);
        for (int i = 0; i < 4; i++) {
          int q = p + b.direction(i);
          if (b.color(q) == GoBoard.EMPTY && s.isLegal(b.moveOf(q)) && !s.tactics().isEyeLike(q, c + 1)) {
            return b.moveOf(q);
          }
        }
      }
    }
    return -1;
  }

  /**
   * The clock from {@code time_settings}/{@code time_left} as a {@link org.gametree.core.search.TimeControl} (the
   * search decides the move's time), or the engine's own limits; either way the search stops on {@code # interrupt}.
   */
  SearchLimits limitsFor(int c, GoState s) {
    return interruptible(clock.limits(c, s.board().emptyCount(), engine.limits()));
  }

  private String undo(List<String> args) {
    requireArgs(args, 0);
    if (history.isEmpty()) {
      throw new GtpError("cannot undo");
    }
    history.remove(history.size() - 1);
    rebuild();
    return "";
  }

  private String finalScore(List<String> args) {
    requireArgs(args, 0);
    if (rules == GoRules.TT) {
      return GoScoring.result(state.areaDifference() - game.komi());
    }
    boolean[] dead = GoScoring.deadStones(state, SCORING_PLAYOUTS, 7);
    return GoScoring.result(GoScoring.scoreWithoutDead(state, dead));
  }

  private String finalStatusList(List<String> args) {
    requireArgs(args, 1);
    String status = args.get(0).toLowerCase(Locale.ROOT);
    if (!status.equals("alive") && !status.equals("dead") && !status.equals("seki")) {
      throw new GtpError("syntax error");
    }
    if (status.equals("seki")) {
      return "";
    }
    boolean[] dead = rules == GoRules.TT ? new boolean[game.size() * game.size()]
        : GoScoring.deadStones(state, SCORING_PLAYOUTS, 7);
    StringBuilder b = new StringBuilder();
    for (int m = 0; m < dead.length; m++) {
      if (state.stoneAt(m) != GoState.EMPTY && dead[m] == status.equals("dead")) {
        b.append(b.length() == 0 ? "" : " ").append(game.moveToString(m));
      }
    }
    return b.toString();
  }

  private String timeSettings(List<String> args) {
    clock = clock.settings(args);
    return "";
  }

  private String timeLeft(List<String> args) {
    requireArgs(args, 3);
    clock = clock.left(color(args.get(0)), args.subList(1, 3));
    return "";
  }

  private String handicap(List<String> args, boolean fixed) {
    requireArgs(args, 1);
    int count = integer(args.get(0), Integer.MIN_VALUE, Integer.MAX_VALUE);
    if (!history.isEmpty() || handicap.length > 0) {
      throw new GtpError("board not empty");
    }
    int[] moves = GtpSupport.fixedHandicap(game.size(), count);
    if (moves == null) {
      throw new GtpError("invalid number of stones");
    }
    handicap = moves;
    rebuild();
    StringBuilder b = new StringBuilder();
    for (int m : moves) {
      b.append(b.length() == 0 ? "" : " ").append(game.moveToString(m));
    }
    return b.toString();
  }

  private String setFreeHandicap(List<String> args) {
    if (!history.isEmpty() || handicap.length > 0) {
      throw new GtpError("board not empty");
    }
    if (args.size() < 2 || args.size() >= game.size() * game.size()) {
      throw new GtpError("bad vertex list");
    }
    int[] moves = new int[args.size()];
    for (int i = 0; i < moves.length; i++) {
      try {
        moves[i] = game.parseMove(args.get(i));
      } catch (GameException e) {
        throw new GtpError("bad vertex list");
      }
      if (moves[i] == game.passMove()) {
        throw new GtpError("bad vertex list");
      }
      for (int j = 0; j < i; j++) {
        if (moves[j] == moves[i]) {
          throw new GtpError("bad vertex list");
        }
      }
    }
    handicap = moves;
    rebuild();
    return "";
  }

  private String loadsgf(List<String> args) {
    if (args.isEmpty() || args.size() > 2) {
      throw new GtpError("syntax error");
    }
    int limit = args.size() == 2 ? integer(args.get(1), 1, Integer.MAX_VALUE) : Integer.MAX_VALUE;
    String text = GtpSupport.readSgf(args.get(0), MAX_SGF_BYTES);
    GoGame g;
    GoState full;
    try {
      Sgf.Tree tree = Sgf.parse(text);
      g = Sgf.gameOf(tree, rules, game.komi());
      g = game.withBoard(g.size(), g.komi(), g.rules()); // the record's board with this game's MCTS knowledge
      full = Sgf.toState(g, tree);
    } catch (GameException e) {
      throw new GtpError("cannot load file: " + quote(e.getMessage()));
    }
    if (g.komi() < -MAX_KOMI || g.komi() > MAX_KOMI) {
      throw new GtpError("cannot load file: komi " + GoGame.formatKomi(g.komi()) + " out of range");
    }
    int[] setup = full.setupStones();
    List<Integer> black = new ArrayList<>();
    for (int m = 0; m < setup.length; m++) {
      if (setup[m] == GoState.WHITE) {
        throw new GtpError("cannot load file: white setup stones are not supported");
      }
      if (setup[m] == GoState.BLACK) {
        black.add(m);
      }
    }
    // Everything is read and checked: only now does the session change.
    newGame(game, g.size(), g.komi());
    handicap = black.stream().mapToInt(Integer::intValue).toArray();
    int player = full.setupPlayer();
    int[] moves = full.moves();
    // move_number is the number of the move that would be played next: play moves 1 .. limit - 1.
    for (int i = 0; i < moves.length && i < limit - 1; i++) {
      history.add(new int[] {player, moves[i]});
      player ^= 1;
    }
    rebuild();
    return history.isEmpty() ? (full.setupPlayer() == 0 ? "black" : "white")
        : (history.get(history.size() - 1)[0] == 0 ? "white" : "black");
  }

  @Override
  public void close() {
    super.close();
    engine.close();
  }
}
