package org.gametree.othello.protocol;

import java.util.Locale;
import org.gametree.core.Ascii;
import org.gametree.core.GameException;
import org.gametree.core.option.Option;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.StopSignal;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloState;

/**
 * The NBoard protocol (versions 1 and 2): {@code nboard}, {@code set game <GGF>}, {@code set depth}, {@code set
 * contempt}, {@code move}, {@code hint}, {@code go}, {@code ping}, {@code learn}, {@code analyze}, {@code quit}. The
 * engine answers {@code set myname}, {@code pong}, {@code status}, {@code nodestats}, {@code search},
 * {@code learned} and {@code === move eval time}. Unknown commands are ignored as the protocol says; a malformed known
 * command gets a {@code status error: ...} line, changes nothing, and the session goes on.
 *
 * <p>{@code go} and {@code hint} search on a worker thread, so every command is read and answered during a search.
 * As the protocol asks, {@code ping} stops the search before it answers {@code pong}; so do {@code set game},
 * {@code move}, a new {@code go}/{@code hint}, {@code quit} and the end of input. A search stopped that way prints no
 * result (it belongs to a position the GUI has left).
 */
public final class NBoardSession implements ProtocolHandler {
  private final OthelloEngine engine;
  private final ProtocolOutput out;
  private OthelloState state = OthelloState.initial();
  /** {@code set depth N}: the search depth NBoard asks for (it sends 1..60). */
  private static final Option<Integer> DEPTH = Option.integer("depth", 6, 1, 60, "search depth");
  /** {@code set contempt N}: NBoard's draw value in centi-discs; checked, not used. */
  private static final Option<Integer> CONTEMPT = Option.integer("contempt", 0, -6400, 6400, "draw value");

  private int depth = DEPTH.defaultValue();
  /** The running search, or null; only the input thread starts and cancels searches. */
  private Search running;

  /** One search on the worker thread: its stop signal, and whether its result is still wanted. */
  private final class Search {
    final StopSignal stop = new StopSignal();
    boolean cancelled; // guarded by NBoardSession.this
    Thread thread;
  }

  /** A session over an engine. */
  public NBoardSession(OthelloEngine engine, ProtocolOutput out) {
    this.engine = engine;
    this.out = out;
  }

  @Override
  public boolean handle(String line) {
    String l = line.strip();
    if (l.isEmpty()) {
      return true;
    }
    String[] words = l.split("\\s+", 3);
    String cmd = words[0].toLowerCase(Locale.ROOT);
    try {
      switch (cmd) {
        case "nboard":
          if (words.length < 2 || !(words[1].equals("1") || words[1].equals("2"))) {
            error("unsupported nboard version " + (words.length < 2 ? "(none)" : words[1]));
          } else {
            out.println("set myname gametree");
          }
          break;
        case "set":
          set(words, l);
          break;
        case "move":
          cancelSearch();
          if (words.length < 2) {
            error("move needs a move");
            break;
          }
          String text = words[1];
          int slash = text.indexOf('/');
          int move = Notation.parseMove(slash >= 0 ? text.substring(0, slash) : text);
          OthelloState next = state.copy();
          if (!next.isLegal(move) && next.isLegal(OthelloState.PASS) && move != OthelloState.PASS) {
            next.play(OthelloState.PASS); // the GUI leaves forced passes out
          }
          next.play(move);
          state = next;
          break;
        case "hint":
          cancelSearch();
          hint(words);
          break;
        case "go":
          cancelSearch();
          go();
          break;
        case "ping":
          cancelSearch();
          out.println("pong" + (words.length > 1 ? " " + GtpEngine.quote(words[1]) : ""));
          break;
        case "learn":
          out.println("learned");
          break;
        case "analyze":
          break;
        case "quit":
          cancelSearch();
          return false;
        default:
          break; // the protocol says unknown commands are ignored
      }
    } catch (GameException | IllegalArgumentException e) {
      error(e.getMessage());
    }
    return true;
  }

  private void error(String message) {
    String m = String.valueOf(message).replace('\n', ' ').replace('\r', ' ');
    out.println("status error: " + (m.length() > 4 * GtpEngine.QUOTE ? m.substring(0, 4 * GtpEngine.QUOTE) + "..." : m));
  }

  private void set(String[] words, String line) {
    if (words.length < 3) {
      error("set needs a name and a value");
      return;
    }
    switch (words[1].toLowerCase(Locale.ROOT)) {
      case "depth":
        try {
          depth = DEPTH.parse(words[2]);
        } catch (IllegalArgumentException e) {
          error(e.getMessage());
        }
        break;
      case "contempt":
        try {
          CONTEMPT.parse(words[2]); // checked, then not used: the engine scores a draw as 0
        } catch (IllegalArgumentException e) {
          error(e.getMessage());
        }
        break;
      case "game":
        cancelSearch();
        OthelloState s = Notation.parseGgf(words[2]);
        state = s;
        engine.newGame();
        break;
      default:
        break; // other settings are accepted and ignored, as the protocol asks
    }
  }

  /** Stops the running search, waits for its thread, and drops its result. */
  private void cancelSearch() {
    Search search = running;
    running = null;
    if (search == null) {
      return;
    }
    synchronized (this) {
      search.cancelled = true;
    }
    search.stop.raise();
    try {
      search.thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Runs {@code body} on a new worker thread as the running search; its lines print only while it is wanted. */
  private void start(java.util.function.Consumer<Search> body) {
    Search search = new Search();
    search.thread = new Thread(() -> {
      try {
        body.accept(search);
      } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
        print(search, "status error: search failed: " + e);
      }
    }, "nboard-search");
    search.thread.setDaemon(true);
    running = search;
    search.thread.start();
  }

  /** Prints {@code line} unless the search was cancelled (atomically with {@link #cancelSearch}). */
  private synchronized void print(Search search, String line) {
    if (!search.cancelled) {
      out.println(line);
    }
  }

  private SearchResult think(Search search, OthelloState position, SearchLimits limits) {
    SearchResult r = engine.search(position, limits.withStop(search.stop));
    double seconds = r.elapsed().toNanos() / 1e9;
    print(search, String.format(Locale.ROOT, "nodestats %d %.2f", r.nodes(), seconds));
    return r;
  }

  private void go() {
    if (state.isTerminal()) {
      error("the game is over");
      return;
    }
    OthelloState position = state.copy();
    SearchLimits limits = SearchLimits.depth(depth);
    out.println("status gametree is thinking");
    start(search -> {
      SearchResult r = think(search, position, limits);
      double seconds = r.elapsed().toNanos() / 1e9;
      int move = r.bestMove() < 0 || !position.isLegal(r.bestMove()) ? firstMove(position) : r.bestMove();
      print(search, String.format(Locale.ROOT, "=== %s %.2f %.1f", moveText(move), OthelloEngine.discs(r.score()),
          seconds));
      print(search, "status gametree is waiting");
    });
  }

  private static int firstMove(OthelloState position) {
    int[] moves = new int[OthelloState.PASS + 1];
    return position.legalMoves(moves) > 0 ? moves[0] : OthelloState.PASS;
  }

  /**
   * {@code hint N}: the N best moves, each with its own value, as {@code search} lines best first. One move gets the
   * plain search; more get one search of depth − 1 per move, so every value is exact at the same depth.
   */
  private void hint(String[] words) {
    if (words.length < 2) {
      error("hint needs a number of moves");
      return;
    }
    int count;
    try {
      count = Ascii.parseInt(words[1].strip());
      if (count < 1) {
        throw new NumberFormatException();
      }
    } catch (NumberFormatException e) {
      error("bad hint count '" + GtpEngine.quote(words[1]) + "'");
      return;
    }
    if (state.isTerminal()) {
      error("the game is over");
      return;
    }
    OthelloState position = state.copy();
    int searchDepth = depth;
    out.println("status gametree is thinking");
    start(search -> hint(search, position, count, searchDepth));
  }

  private void hint(Search search, OthelloState position, int count, int searchDepth) {
    int[] moves = new int[OthelloState.PASS + 1];
    int n = position.legalMoves(moves);
    if (count == 1 || n == 1) {
      SearchResult r = think(search, position, SearchLimits.depth(searchDepth));
      int move = r.bestMove() < 0 || !position.isLegal(r.bestMove()) ? moves[0] : r.bestMove();
      print(search, String.format(Locale.ROOT, "search %s %.2f 0 %d", moveText(move),
          OthelloEngine.discs(r.score()), r.depth()));
    } else {
      long nodes = 0;
      long nanos = 0;
      double[] values = new double[n];
      Integer[] order = new Integer[n];
      for (int i = 0; i < n; i++) {
        OthelloState child = position.copy();
        child.play(moves[i]);
        order[i] = i;
        if (child.isTerminal()) {
          values[i] = child.outcome().isDraw() ? 0
              : child.outcome().margin() * child.outcome().signFor(position.currentPlayer());
          continue;
        }
        SearchResult r = engine.search(child,
            SearchLimits.depth(Math.max(1, searchDepth - 1)).withStop(search.stop));
        values[i] = -OthelloEngine.discs(r.score());
        nodes += r.nodes();
        nanos += r.elapsed().toNanos();
      }
      print(search, String.format(Locale.ROOT, "nodestats %d %.2f", nodes, nanos / 1e9));
      java.util.Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
      for (int k = 0; k < Math.min(count, n); k++) {
        int i = order[k];
        print(search, String.format(Locale.ROOT, "search %s %.2f 0 %d", moveText(moves[i]), values[i], searchDepth));
      }
    }
    print(search, "status gametree is waiting");
  }

  private static String moveText(int move) {
    return move == OthelloState.PASS ? "PA" : Notation.moveToString(move).toUpperCase(Locale.ROOT);
  }

  /** The current position (for tests). */
  OthelloState state() {
    return state;
  }

  /** The depth {@code set depth} gave (for tests). */
  int depth() {
    return depth;
  }

  /** Waits for the running search to finish on its own (for tests). */
  void awaitSearch() throws InterruptedException {
    Search search = running;
    if (search != null) {
      search.thread.join();
    }
  }

  @Override
  public void close() {
    cancelSearch();
    engine.close();
  }
}
