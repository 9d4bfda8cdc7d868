package org.gametree.xiangqi.protocol;

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
import org.gametree.core.protocol.Protocols;
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
  private boolean ranksFromOne;
  private Thread worker;
  private volatile StopSignal stop;
  /** From {@code go} until the search's answer is printed. */
  private volatile boolean searching;

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


  /** UCCI's {@code usemillisec} value. */
  private static final Option<Boolean> USE_MILLISEC = Option.onOff("usemillisec", false, "go time in milliseconds");

  /** The rank convention of moves, a UCI option ({@code setoption name Ranks value 1-10}). */
  static final Option<String> RANKS = Option.choice("ranks", "0-9", java.util.List.of("0-9", "1-10"),
      "rank numbers of moves: 0-9 as ICCS and Pikafish, 1-10 as Fairy-Stockfish");

  /** Whether this protocol offers the {@code Ranks} option (UCI does; UCCI is ICCS, 0–9). */
  boolean rankOption() {
    return false;
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
            error("unknown command '" + clip(tok[0]) + "' (this is " + handshakeCommand().toUpperCase(Locale.ROOT) + ")");
            break;
          }
          handshake();
          break;
        case "isready":
          out.println("readyok");
          break;
        case "ucinewgame":
          stopSearch();
          position = game.newInitialState();
          banned = new int[0];
          searcher.newGame();
          break;
        case "setoption":
          setOption(tok);
          break;
        case "position":
          stopSearch();
          position(tok);
          break;
        case "banmoves":
          int[] ban = parseMoves(tok, 1, tok.length, "banmoves");
          stopSearch();
          banned = ban;
          break;
        case "go":
          go(tok);
          break;
        case "stop":
          stopSearch();
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
          error("unknown command '" + clip(tok[0]) + "'");
      }
    } catch (GameException | IllegalArgumentException e) {
      error(e.getMessage());
    } catch (OutOfMemoryError | StackOverflowError e) {
      error(e.getClass().getSimpleName() + " on '" + clip(line) + "'; nothing changed");
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
      millis = USE_MILLISEC.parse(value);
    } else if (name.equalsIgnoreCase("newgame")) {
      stopSearch();
      position = game.newInitialState();
      banned = new int[0];
      searcher.newGame();
    } else if (name.equalsIgnoreCase(RANKS.name()) && rankOption()) {
      setRanksFromOne(RANKS.parse(value).equals("1-10"));
    } else if (key != null) {
      if (searching) {
        throw new IllegalArgumentException("cannot set " + clip(name) + " during a search");
      }
      Engines.OPTIONS.find(key).parse(value); // a bad value is an error naming it, and nothing changes
      EngineSpec next = spec.with(key, value.strip());
      SearchEngine<XiangqiState> engine = Engines.create(game, next);
      searcher.close();
      spec = next;
      searcher = engine.searcher();
      defaults = engine.limits();
    } else {
      throw new IllegalArgumentException("unknown option '" + clip(name) + "'; options: " + engineOptions().keySet()
          + (rankOption() ? ", ranks" : ", usemillisec, newgame"));
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

  private void position(String[] tok) {
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
      throw new IllegalArgumentException("position needs 'startpos' or 'fen', not '" + clip(tok[1]) + "'");
    }
    if (movesAt >= 0) {
      for (int i = movesAt + 1; i < tok.length; i++) {
        int m = parseMove(tok[i]);
        if (m < 0 || !s.isLegal(m)) {
          throw new IllegalArgumentException("illegal or malformed move '" + clip(tok[i]) + "' in position");
        }
        s.playUnchecked(m);
      }
    }
    position = s;
    banned = new int[0];
  }

  /** The moves {@code tok[from..to)}; malformed text is refused, naming the command. */
  private int[] parseMoves(String[] tok, int from, int to, String command) {
    int[] moves = new int[to - from];
    for (int i = from; i < to; i++) {
      int m = parseMove(tok[i]);
      if (m < 0) {
        throw new IllegalArgumentException("bad move '" + clip(tok[i]) + "' in " + command);
      }
      moves[i - from] = m;
    }
    return moves;
  }

  private void go(String[] tok) {
    if (searching) {
      throw new IllegalArgumentException("already searching; send stop first");
    }
    SearchLimits parsed = GoArguments.parse(tok, position.currentPlayer() == 0, timeUnit(), this::parseMove);
    waitForSearch(); // the last search has answered; its thread is ending
    SearchLimits limits = parsed == null ? defaults : parsed;
    stop = new StopSignal();
    SearchLimits run = limits.withStop(stop).withBannedMoves(banned);
    XiangqiState root = position.copy();
    searching = true;
    worker = new Thread(() -> search(root, run), "xiangqi-search");
    worker.setDaemon(true);
    worker.start();
  }

  private void search(XiangqiState root, SearchLimits limits) {
    try {
      searchAndAnswer(root, limits);
    } finally {
      searching = false;
    }
  }

  private void searchAndAnswer(XiangqiState root, SearchLimits limits) {
    int[] legal = new int[XiangqiState.MAX_MOVES];
    int n = root.legalMoves(legal);
    int[] allowed = Arrays.stream(legal, 0, n).filter(limits::allowsRootMove).toArray();
    if (allowed.length == 0) {
      answer(noMove());
      return;
    }
    int best = allowed[0];
    try {
      SearchResult r = searcher.search(root, limits, i -> out.println(info(i)));
      if (r.depth() < 1) {
        // stopped or out of time before one iteration finished: never answer a move nothing searched; one ply of
        // this game is a few hundred nodes
        SearchLimits one = SearchLimits.infinite().withDepth(1).withOnlyMoves(limits.onlyMoves())
            .withBannedMoves(limits.bannedMoves());
        r = searcher.search(root, one, i -> out.println(info(i)));
      }
      if (r.bestMove() >= 0 && limits.allowsRootMove(r.bestMove()) && root.isLegal(r.bestMove())) {
        best = r.bestMove();
      }
    } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
      error("search failed: " + clip(String.valueOf(e)));
    }
    answer("bestmove " + formatMove(best));
  }

  /** Ends a search: from here on a {@code go} may start the next one (it joins this thread, which is ending). */
  private void answer(String line) {
    searching = false;
    out.println(line);
  }

  /** Stops a running search and waits for its answer, so that the position can change. */
  private void stopSearch() {
    if (stop != null) {
      stop.raise();
    }
    waitForSearch();
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
    stopSearch();
    searcher.close();
  }

  /** The session's state as text: position, history length, bans and settings (tests compare it around errors). */
  String dump() {
    return org.gametree.xiangqi.Fen.format(position) + " plies " + position.plyCount() + " hash " + position.hash()
        + " banned " + Arrays.toString(banned) + " millis " + millis + " ranks " + ranksFromOne + " spec " + spec;
  }

  /** Whether a search is running (tests). */
  boolean searching() {
    return searching;
  }

  /** Waits until the running search, if any, has answered (tests). */
  void awaitSearch() {
    waitForSearch();
  }

  /** At most about 80 characters of {@code text}, for an error line that quotes client input. */
  static String clip(String text) {
    String t = Protocols.printable(text);
    return t.length() <= 80 ? t : t.substring(0, 77) + "...";
  }

  /** A move the client wrote, in this session's rank convention; -1 if the text is not a move. */
  int parseMove(String text) {
    return Notation.parseIccs(ranksFromOne ? UciClient.VariantSetup.shift(text, -1) : text);
  }

  /** A move as this session writes it. */
  String formatMove(int move) {
    String iccs = Notation.iccs(move);
    return ranksFromOne ? UciClient.VariantSetup.shift(iccs, 1) : iccs;
  }

  /** Whether moves are written with ranks 1–10 (Fairy-Stockfish's convention) instead of ICCS's 0–9. */
  boolean ranksFromOne() {
    return ranksFromOne;
  }

  /** Sets the rank convention; refused during a search. */
  void setRanksFromOne(boolean on) {
    if (searching) {
      throw new IllegalArgumentException("cannot change the rank numbers during a search");
    }
    ranksFromOne = on;
  }

  /** The moves of a principal variation as {@code " pv m1 m2 ..."}. */
  String pv(SearchInfo info) {
    StringBuilder sb = new StringBuilder(" pv");
    for (int m : info.principalVariation()) {
      sb.append(' ').append(formatMove(m));
    }
    return sb.toString();
  }
}
