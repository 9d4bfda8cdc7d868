package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import org.gametree.core.GameException;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;

/**
 * One UCCI 3.0 or UCI (as Pikafish speaks it) session for Xiangqi. {@code go} runs on a background thread so that
 * {@code stop} works; malformed lines get an error line ({@code info string error ...} in UCI, {@code info message
 * error ...} in UCCI) and the session goes on.
 */
public final class EngineSession implements ProtocolHandler {
  /** The two dialects. */
  public enum Dialect { UCCI, UCI }

  private final XiangqiGame game;
  private final Dialect dialect;
  private final ProtocolOutput out;
  private final Searcher<XiangqiState> searcher;
  private final SearchLimits defaults;
  private XiangqiState position;
  /** UCCI {@code banmoves} for the current position: the root moves the next search must not play. */
  private int[] banned = new int[0];
  private boolean millis;
  private Thread worker;
  private StopSignal stop;

  /** A session answering in {@code dialect}, searching with the engine {@code spec} names. */
  public EngineSession(XiangqiGame game, Dialect dialect, EngineSpec spec, ProtocolOutput out) {
    this.game = game;
    this.dialect = dialect;
    this.out = out;
    SearchEngine<XiangqiState> engine = Engines.create(game, spec);
    this.searcher = engine.searcher();
    this.defaults = engine.limits();
    this.position = game.newInitialState();
  }

  @Override
  public boolean handle(String raw) {
    String line = raw.strip();
    if (line.isEmpty()) {
      return true;
    }
    String[] tok = line.split("\\s+");
    try {
      switch (tok[0]) {
        case "ucci":
          if (dialect != Dialect.UCCI) {
            error("unknown command 'ucci' (this is UCI)");
            break;
          }
          out.println("id name gametree-xiangqi");
          out.println("id author gametree");
          out.println("option usemillisec type check default false");
          out.println("option newgame type button");
          out.println("ucciok");
          break;
        case "uci":
          if (dialect != Dialect.UCI) {
            error("unknown command 'uci' (this is UCCI)");
            break;
          }
          out.println("id name gametree-xiangqi");
          out.println("id author gametree");
          out.println("uciok");
          break;
        case "isready":
          out.println("readyok");
          break;
        case "ucinewgame":
          waitForSearch();
          position = game.newInitialState();
          searcher.newGame();
          break;
        case "setoption":
          setOption(tok);
          break;
        case "position":
          waitForSearch();
          position(tok, line);
          break;
        case "banmoves":
          banned = parseMoves(tok, 1, tok.length, "banmoves");
          break;
        case "go":
          go(tok);
          break;
        case "stop":
          if (stop != null) {
            stop.raise();
          }
          waitForSearch();
          break;
        case "ponderhit":
          break;
        case "d":
          out.print(game.render(position));
          break;
        case "quit":
          close();
          if (dialect == Dialect.UCCI) {
            out.println("bye");
          }
          return false;
        default:
          error("unknown command '" + tok[0] + "'");
      }
    } catch (GameException | IllegalArgumentException e) {
      error(e.getMessage());
    }
    return true;
  }

  private void error(String message) {
    out.println((dialect == Dialect.UCI ? "info string error " : "info message error ") + message);
  }

  private void setOption(String[] tok) {
    String name;
    String value;
    if (dialect == Dialect.UCI) {
      int v = indexOf(tok, "value");
      if (tok.length < 3 || !tok[1].equals("name")) {
        throw new IllegalArgumentException("setoption needs 'name <N> [value <V>]'");
      }
      name = String.join(" ", java.util.Arrays.copyOfRange(tok, 2, v < 0 ? tok.length : v));
      value = v < 0 ? "" : String.join(" ", java.util.Arrays.copyOfRange(tok, v + 1, tok.length));
    } else {
      if (tok.length < 2) {
        throw new IllegalArgumentException("setoption needs a name");
      }
      name = tok[1];
      value = tok.length > 2 ? tok[2] : "";
    }
    if (name.equalsIgnoreCase("usemillisec")) {
      millis = value.equalsIgnoreCase("true") || value.equalsIgnoreCase("on");
    } else if (name.equalsIgnoreCase("newgame")) {
      position = game.newInitialState();
      searcher.newGame();
    }
    // other options (hash, threads, ...) are accepted and ignored
  }

  private static int indexOf(String[] tok, String word) {
    for (int i = 0; i < tok.length; i++) {
      if (tok[i].equals(word)) {
        return i;
      }
    }
    return -1;
  }

  private void position(String[] tok, String line) {
    if (tok.length < 2) {
      throw new IllegalArgumentException("position needs 'startpos' or 'fen <FEN>'");
    }
    int movesAt = indexOf(tok, "moves");
    XiangqiState s;
    if (tok[1].equals("startpos")) {
      s = game.newInitialState();
    } else if (tok[1].equals("fen")) {
      int end = movesAt < 0 ? tok.length : movesAt;
      if (end <= 2) {
        throw new IllegalArgumentException("position fen needs a FEN");
      }
      s = game.parsePosition(String.join(" ", java.util.Arrays.copyOfRange(tok, 2, end)));
    } else {
      throw new IllegalArgumentException("position needs 'startpos' or 'fen', not '" + tok[1] + "'");
    }
    if (movesAt >= 0) {
      for (int i = movesAt + 1; i < tok.length; i++) {
        int m = Notation.parseIccs(tok[i]);
        if (m < 0 || !s.isLegal(m)) {
          throw new IllegalArgumentException("illegal or malformed move '" + tok[i] + "' in position");
        }
        s.playUnchecked(m);
      }
    }
    position = s;
    banned = new int[0];
  }

  /** The moves {@code tok[from..to)} in ICCS; malformed text is refused, naming the command. */
  private static int[] parseMoves(String[] tok, int from, int to, String command) {
    int[] moves = new int[to - from];
    for (int i = from; i < to; i++) {
      int m = Notation.parseIccs(tok[i]);
      if (m < 0) {
        throw new IllegalArgumentException("bad move '" + tok[i] + "' in " + command);
      }
      moves[i - from] = m;
    }
    return moves;
  }

  private void go(String[] tok) {
    if (worker != null && worker.isAlive()) {
      throw new IllegalArgumentException("already searching; send stop first");
    }
    SearchLimits limits = SearchLimits.infinite();
    boolean limited = false;
    long myTime = -1;
    long myInc = 0;
    int movesToGo = 30;
    long unit = dialect == Dialect.UCCI && !millis ? 1000 : 1;
    boolean red = position.currentPlayer() == 0;
    for (int i = 1; i < tok.length; i++) {
      String key = tok[i];
      switch (key) {
        case "ponder": case "draw": case "infinite":
          limited |= key.equals("infinite");
          break;
        case "depth":
          limits = limits.withDepth((int) Math.min(SearchLimits.MAX_DEPTH, number(tok, ++i)));
          limited = true;
          break;
        case "nodes":
          limits = limits.withNodes(number(tok, ++i));
          limited = true;
          break;
        case "movetime":
          limits = limits.withTime(Duration.ofMillis(number(tok, ++i)));
          limited = true;
          break;
        case "time":
          myTime = number(tok, ++i) * unit;
          break;
        case "increment":
          myInc = number(tok, ++i) * unit;
          break;
        case "wtime": case "btime": {
          long v = number(tok, ++i);
          if (key.equals("wtime") == red) {
            myTime = v;
          }
          break;
        }
        case "winc": case "binc": {
          long v = number(tok, ++i);
          if (key.equals("winc") == red) {
            myInc = v;
          }
          break;
        }
        case "movestogo":
          movesToGo = (int) Math.max(1, number(tok, ++i));
          break;
        case "opptime": case "oppmovestogo": case "oppincrement":
          number(tok, ++i);
          break;
        case "searchmoves": {
          int end = i + 1;
          while (end < tok.length && Notation.parseIccs(tok[end]) >= 0) {
            end++;
          }
          limits = limits.withOnlyMoves(parseMoves(tok, i + 1, end, "searchmoves"));
          i = end - 1;
          break;
        }
        default:
          throw new IllegalArgumentException("unknown go argument '" + key + "'");
      }
    }
    if (myTime >= 0) {
      long budget = Math.max(10, Math.min(myTime / 2, myTime / Math.max(1, movesToGo) + myInc * 3 / 4) - 20);
      limits = limits.withTime(Duration.ofMillis(budget));
      limited = true;
    }
    if (!limited) {
      limits = defaults;
    }
    stop = new StopSignal();
    SearchLimits run = limits.withStop(stop).withBannedMoves(banned);
    XiangqiState root = position.copy();
    worker = new Thread(() -> search(root, run), "xiangqi-search");
    worker.setDaemon(true);
    worker.start();
  }

  private static long number(String[] tok, int i) {
    if (i >= tok.length) {
      throw new IllegalArgumentException("'" + tok[i - 1] + "' needs a number");
    }
    try {
      long v = Long.parseLong(tok[i]);
      if (v < 0) {
        throw new NumberFormatException();
      }
      return Math.max(1, v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + tok[i - 1] + "' needs a non-negative number, got '" + tok[i] + "'");
    }
  }

  private void search(XiangqiState root, SearchLimits limits) {
    int[] legal = new int[XiangqiState.MAX_MOVES];
    int n = root.legalMoves(legal);
    int[] allowed = Arrays.stream(legal, 0, n).filter(limits::allowsRootMove).toArray();
    if (allowed.length == 0) {
      out.println(dialect == Dialect.UCCI ? "nobestmove" : "bestmove (none)");
      return;
    }
    int best = allowed[0];
    try {
      SearchResult r = searcher.search(root, limits, this::info);
      if (r.bestMove() >= 0) {
        best = r.bestMove();
      }
    } catch (RuntimeException e) {
      error("search failed: " + e);
    }
    out.println("bestmove " + Notation.iccs(best));
  }

  private void info(SearchInfo info) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth());
    int score = info.score();
    if (dialect == Dialect.UCI) {
      if (Score.isDecisive(score)) {
        int plies = Score.pliesToEnd(score);
        sb.append(" score mate ").append(score > 0 ? (plies + 1) / 2 : -(plies / 2));
      } else {
        sb.append(" score cp ").append(score);
      }
      sb.append(" nodes ").append(info.nodes()).append(" nps ").append(info.nodesPerSecond())
          .append(" time ").append(info.elapsed().toMillis());
    } else {
      // UCCI scores count a horse as 100; ours count a soldier as 100 and a horse as about 500
      int s = Score.isDecisive(score) ? (score > 0 ? 10000 - Score.pliesToEnd(score)
          : -10000 + Score.pliesToEnd(score)) : score / 5;
      sb.append(" score ").append(s).append(" time ").append(info.elapsed().toMillis())
          .append(" nodes ").append(info.nodes());
    }
    sb.append(" pv");
    for (int m : info.principalVariation()) {
      sb.append(' ').append(Notation.iccs(m));
    }
    out.println(sb.toString());
  }

  private void waitForSearch() {
    Thread w = worker;
    if (w != null) {
      try {
        w.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public void close() {
    if (stop != null) {
      stop.raise();
    }
    waitForSearch();
    searcher.close();
  }

  String dialectName() {
    return dialect.name().toLowerCase(Locale.ROOT);
  }
}
