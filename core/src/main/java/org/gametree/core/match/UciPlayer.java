package org.gametree.core.match;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Drives a UCI-style engine ({@code uci}/{@code uciok}, {@code isready}/{@code readyok}, {@code ucinewgame},
 * {@code position startpos|fen F moves ...}, {@code go movetime MS} or {@code go depth N}, {@code bestmove M}). The
 * position text is the game's {@link Game#formatPosition} and the move text its own notation, so the same client
 * serves chess-like games whose engines speak UCI (Xiangqi engines in UCI mode).
 */
public final class UciPlayer<S extends GameState> implements Player<S> {
  /**
   * What a game needs from a particular engine: the {@code setoption} lines to send after {@code uciok}, given the
   * names of the options the engine declared (a multi-variant engine such as Fairy-Stockfish is told
   * {@code UCI_Variant} this way), and, where the engine writes moves differently from the game's notation, the
   * translation both ways. One setup serves one player, so it may remember what the engine declared.
   */
  public interface Setup {
    /** The {@code setoption} lines to send, given the options the engine declared. */
    List<String> commands(Set<String> declaredOptions);

    /**
     * As {@link #commands(Set)}, also given the engine's {@code id name} ("" if it sent none), for a setup that
     * recognises particular engines.
     */
    default List<String> commands(String engineName, Set<String> declaredOptions) {
      return commands(declaredOptions);
    }

    /** A move in the game's notation as the engine writes it. */
    default String toEngine(String move) {
      return move;
    }

    /** A move the engine wrote, in the game's notation. */
    default String fromEngine(String move) {
      return move;
    }

    /** Sends nothing and translates nothing. */
    Setup NONE = declared -> List.of();
  }

  private final Setup setup;

  private final Game<S> game;
  private final ExternalEngine engine;
  private final Duration timeout;
  private final String goDefault;
  private String name;

  /** Starts the engine and waits for {@code uciok} and {@code readyok}; {@code goDefault} like {@code "depth 8"}. */
  public UciPlayer(Game<S> game, String commandLine, Duration timeout, String goDefault) {
    this(game, commandLine, timeout, goDefault, Setup.NONE);
  }

  /** As above, sending {@code setup}'s lines between {@code uciok} and {@code isready}. */
  public UciPlayer(Game<S> game, String commandLine, Duration timeout, String goDefault, Setup setup) {
    this(game, commandLine, timeout, goDefault, setup, Map.of());
  }

  /**
   * As above, then sending {@code setoption name N value V} for each engine option (the spec's
   * {@code option.N=V} words); an option the engine did not declare (names compare without case, as UCI says) is a
   * {@link PlayerException} naming it, and the engine is closed.
   */
  public UciPlayer(Game<S> game, String commandLine, Duration timeout, String goDefault, Setup setup,
      Map<String, String> options) {
    this.game = game;
    this.timeout = timeout;
    this.goDefault = goDefault;
    this.setup = setup;
    this.engine = ExternalEngine.start(commandLine);
    this.name = "uci:" + commandLine;
    try {
      engine.send("uci");
      String line;
      String id = "";
      Set<String> declared = new LinkedHashSet<>();
      while (!(line = engine.readLine(timeout).strip()).equals("uciok")) {
        if (line.startsWith("id name ")) {
          id = line.substring(8).strip();
          name = "uci:" + commandLine + " (" + id + ")";
        } else if (line.startsWith("option name ")) {
          int type = line.indexOf(" type ");
          declared.add(line.substring(12, type < 0 ? line.length() : type).strip());
        }
      }
      setup.commands(id, declared).forEach(engine::send);
      for (Map.Entry<String, String> o : options.entrySet()) {
        String as = declared.stream().filter(d -> d.equalsIgnoreCase(o.getKey())).findFirst()
            .orElseThrow(() -> new PlayerException("UCI engine '" + commandLine + "' has no option '" + o.getKey()
                + "'; it declares " + shortList(declared)));
        engine.send("setoption name " + as + (o.getValue().isEmpty() ? "" : " value " + o.getValue()));
      }
      ready();
    } catch (PlayerException e) {
      engine.close();
      throw e;
    }
  }

  /** The declared names, cut to about 80 characters. */
  static String shortList(Set<String> declared) {
    String all = declared.toString();
    return all.length() <= 80 ? all : all.substring(0, 77) + "...";
  }

  private void ready() {
    engine.send("isready");
    String line;
    while (!(line = engine.readLine(timeout).strip()).equals("readyok")) {
      skip(line);
    }
  }

  /** Info lines are the engine's business; anything else is noise, logged (not stdout) and skipped. */
  private void skip(String line) {
    if (!line.isEmpty() && !line.startsWith("info ") && !line.equals("info")) {
      engine.skipped(line, "not a UCI answer, skipped");
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame(S start) {
    engine.send("ucinewgame");
    ready();
  }

  @Override
  public int chooseMove(MoveRequest<S> request) {
    StringBuilder pos = new StringBuilder("position ");
    if (request.startIsInitial()) {
      pos.append("startpos");
    } else {
      pos.append("fen ").append(game.formatPosition(request.start()));
    }
    if (request.moves().length > 0) {
      pos.append(" moves");
      S replay = game.newInitialState();
      @SuppressWarnings("unchecked")
      S s = request.startIsInitial() ? replay : (S) request.start().copy();
      for (int m : request.moves()) {
        pos.append(' ').append(setup.toEngine(s.moveToString(m)));
        s.play(m);
      }
    }
    engine.send(pos.toString());
    Duration wait = timeout;
    if (request.timePerMove() != null) {
      engine.send("go movetime " + request.timePerMove().toMillis());
      wait = request.timePerMove().multipliedBy(2).plus(timeout);
    } else {
      engine.send("go " + goDefault);
    }
    String line;
    while (!(line = engine.readLine(wait).strip()).equals("bestmove") && !line.startsWith("bestmove ")) {
      skip(line);
    }
    String[] words = line.split("\\s+");
    if (words.length < 2) {
      throw new PlayerException("UCI engine sent an empty bestmove");
    }
    S state = request.state();
    int move;
    try {
      move = state.parseMove(setup.fromEngine(words[1]));
    } catch (RuntimeException e) {
      throw new PlayerException("UCI engine answered a move that cannot be read: '" + words[1] + "'", e);
    }
    if (!state.isLegal(move)) {
      throw new PlayerException("UCI engine played an illegal move: '" + words[1] + "'");
    }
    return move;
  }

  @Override
  public void close() {
    engine.close("quit", Duration.ofSeconds(1));
  }
}
