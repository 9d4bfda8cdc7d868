package org.gametree.xiangqi.protocol;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import org.gametree.core.GameException;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.option.Option;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchInfo;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/**
 * What a {@link UcciSession} and a {@link UciSession} share: the position, {@code go} on a background thread so that
 * {@code stop} works, the time and move arguments of {@code go}, {@code banmoves}/{@code searchmoves} passed into the
 * search, and the rule that a malformed line gets an error line naming the offending text while the position stays
 * as it was and the session goes on. The two protocols differ only in the words the subclasses supply.
 */
abstract class EngineSession implements ProtocolHandler {
  private final XiangqiGame game;
  /** The session's replies; subclasses print their handshake and info lines here. */
  final ProtocolOutput out;
  private EngineSpec spec;
  private Searcher<XiangqiState> searcher;
  private SearchLimits defaults;
  private XiangqiState position;
  /** UCCI {@code banmoves} for the current position: the root moves the next search must not play. */
  private int[] banned = new int[0];
  private boolean millis;
  private Thread worker;
  private StopSignal stop;

  /** A session searching with the engine {@code spec} names, replying to {@code out}. */
  EngineSession(XiangqiGame game, EngineSpec spec, ProtocolOutput out) {
    this.game = game;
    this.out = out;
    this.spec = spec;
    SearchEngine<XiangqiState> engine = Engines.create(game, spec);
    this.searcher = engine.searcher();
    this.defaults = engine.limits();
    this.position = game.newInitialState();
  }

  /** The engine options a GUI may set, by the protocol's name for them, lower case: name → engine spec key. */
  abstract Map<String, String> engineOptions();

  /** The protocol's names for the engine's hash size and thread count, in the order the handshake declares them. */
  static Map<String, String> ordered(String hashName, String threadsName) {
    Map<String, String> names = new java.util.LinkedHashMap<>();
    names.put(hashName, "hash");
    names.put(threadsName, "threads");
    return names;
  }

  /**
   * The handshake line that declares the engine option {@code key} under the protocol's {@code name}, as a spin
   * control with the option's range and the session's current value.
   */
  abstract String declare(String name, long current, long min, long max);

  /** Prints the declarations of every settable engine option. */
  void declareEngineOptions() {
    for (Map.Entry<String, String> e : engineOptions().entrySet()) {
      Option<?> option = Engines.OPTIONS.find(e.getValue());
      String current = spec.params().getOrDefault(e.getValue(), option.defaultText());
      out.println(declare(e.getKey(), Long.parseLong(current), option.minimum(), option.maximum()));
    }
  }


  /** The handshake command that starts this protocol ({@code ucci} or {@code uci}). */
  abstract String handshakeCommand();

  /** Answers the handshake command: {@code id} and {@code option} lines, then {@code ucciok} or {@code uciok}. */
  abstract void handshake();

  /** The prefix of an error line, before the message. */
  abstract String errorPrefix();

  /** The option name and value of a {@code setoption} line, split into words; throws for a malformed line. */
  abstract String[] option(String[] tok);

  /** Milliseconds per unit of the {@code time} and {@code increment} arguments of {@code go}. */
  abstract long timeUnit();

  /** The line that ends a search when no root move is allowed. */
  abstract String noMove();

  /** One search progress line. */
  abstract String info(SearchInfo info);

  /** The last line after {@code quit}, or null. */
  abstract String goodbye();

  /** Whether {@code usemillisec} is on (UCCI's {@code go time} in milliseconds instead of seconds). */
  boolean millis() {
    return millis;
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
        case "uci":
          if (!tok[0].equals(handshakeCommand())) {
            error("unknown command '" + tok[0] + "' (this is " + handshakeCommand().toUpperCase(Locale.ROOT) + ")");
            break;
          }
          handshake();
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
          if (goodbye() != null) {
            out.println(goodbye());
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
    out.println(errorPrefix() + message);
  }

  private void setOption(String[] tok) {
    String[] option = option(tok);
    String name = option[0];
    String value = option[1];
    String key = engineOptions().get(name.toLowerCase(Locale.ROOT));
    if (name.equalsIgnoreCase("usemillisec")) {
      millis = value.equalsIgnoreCase("true") || value.equalsIgnoreCase("on");
    } else if (name.equalsIgnoreCase("newgame")) {
      position = game.newInitialState();
      searcher.newGame();
    } else if (key != null) {
      if (worker != null && worker.isAlive()) {
        throw new IllegalArgumentException("cannot set " + name + " during a search");
      }
      Engines.OPTIONS.find(key).parse(value); // a bad value is an error naming it, and nothing changes
      EngineSpec next = spec.with(key, value.strip());
      SearchEngine<XiangqiState> engine = Engines.create(game, next);
      searcher.close();
      spec = next;
      searcher = engine.searcher();
      defaults = engine.limits();
    } else {
      throw new IllegalArgumentException("unknown option '" + name + "'; options: " + engineOptions().keySet()
          + ", usemillisec, newgame");
    }
  }

  static int indexOf(String[] tok, String word) {
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
      s = game.parsePosition(String.join(" ", Arrays.copyOfRange(tok, 2, end)));
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
    long unit = timeUnit();
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
      out.println(noMove());
      return;
    }
    int best = allowed[0];
    try {
      SearchResult r = searcher.search(root, limits, i -> out.println(info(i)));
      if (r.bestMove() >= 0) {
        best = r.bestMove();
      }
    } catch (RuntimeException e) {
      error("search failed: " + e);
    }
    out.println("bestmove " + Notation.iccs(best));
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

  /** The moves of a principal variation as {@code " pv m1 m2 ..."} in ICCS. */
  static String pv(SearchInfo info) {
    StringBuilder sb = new StringBuilder(" pv");
    for (int m : info.principalVariation()) {
      sb.append(' ').append(Notation.iccs(m));
    }
    return sb.toString();
  }
}
