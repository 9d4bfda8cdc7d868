package org.gametree.othello.protocol;

import java.util.Locale;
import org.gametree.core.GameException;
import org.gametree.core.option.Option;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloState;

/**
 * The NBoard protocol (versions 1 and 2): {@code nboard}, {@code set game <GGF>}, {@code set depth}, {@code set
 * contempt}, {@code move}, {@code hint}, {@code go}, {@code ping}, {@code learn}, {@code analyze}, {@code quit}. The
 * engine answers {@code set myname}, {@code pong}, {@code status}, {@code nodestats}, {@code search} and
 * {@code === move eval time}. Unknown commands are ignored as the protocol says; a malformed known command gets a
 * {@code status error: ...} line and the session goes on.
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
          hint(words);
          break;
        case "go":
          go();
          break;
        case "ping":
          out.println("pong" + (words.length > 1 ? " " + words[1] : ""));
          break;
        case "learn":
        case "analyze":
          break;
        case "quit":
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
    out.println("status error: " + message);
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
        OthelloState s = Notation.parseGgf(words[2]);
        state = s;
        engine.newGame();
        break;
      default:
        break; // other settings are accepted and ignored, as the protocol asks
    }
  }

  private SearchResult think() {
    out.println("status gametree is thinking");
    SearchResult r = engine.search(state, SearchLimits.depth(depth));
    double seconds = r.elapsed().toNanos() / 1e9;
    out.println(String.format(Locale.ROOT, "nodestats %d %.2f", r.nodes(), seconds));
    return r;
  }

  private void go() {
    if (state.isTerminal()) {
      error("the game is over");
      return;
    }
    SearchResult r = think();
    double seconds = r.elapsed().toNanos() / 1e9;
    out.println(String.format(Locale.ROOT, "=== %s %.2f %.1f", moveText(r.bestMove()),
        OthelloEngine.discs(r.score()), seconds));
    out.println("status gametree is waiting");
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
      count = Integer.parseInt(words[1].strip());
      if (count < 1) {
        throw new NumberFormatException();
      }
    } catch (NumberFormatException e) {
      error("bad hint count '" + words[1] + "'");
      return;
    }
    if (state.isTerminal()) {
      error("the game is over");
      return;
    }
    int[] moves = new int[OthelloState.PASS + 1];
    int n = state.legalMoves(moves);
    if (count == 1 || n == 1) {
      SearchResult r = think();
      out.println(String.format(Locale.ROOT, "search %s %.2f 0 %d", moveText(r.bestMove()),
          OthelloEngine.discs(r.score()), r.depth()));
    } else {
      out.println("status gametree is thinking");
      long nodes = 0;
      long nanos = 0;
      double[] values = new double[n];
      Integer[] order = new Integer[n];
      for (int i = 0; i < n; i++) {
        OthelloState child = state.copy();
        child.play(moves[i]);
        order[i] = i;
        if (child.isTerminal()) {
          values[i] = child.outcome().isDraw() ? 0
              : child.outcome().margin() * child.outcome().signFor(state.currentPlayer());
          continue;
        }
        SearchResult r = engine.search(child, SearchLimits.depth(Math.max(1, depth - 1)));
        values[i] = -OthelloEngine.discs(r.score());
        nodes += r.nodes();
        nanos += r.elapsed().toNanos();
      }
      out.println(String.format(Locale.ROOT, "nodestats %d %.2f", nodes, nanos / 1e9));
      java.util.Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
      for (int k = 0; k < Math.min(count, n); k++) {
        int i = order[k];
        out.println(String.format(Locale.ROOT, "search %s %.2f 0 %d", moveText(moves[i]), values[i], depth));
      }
    }
    out.println("status gametree is waiting");
  }

  private static String moveText(int move) {
    return move == OthelloState.PASS ? "PA" : Notation.moveToString(move).toUpperCase(Locale.ROOT);
  }

  /** The current position (for tests). */
  OthelloState state() {
    return state;
  }

  @Override
  public void close() {
    engine.close();
  }
}
