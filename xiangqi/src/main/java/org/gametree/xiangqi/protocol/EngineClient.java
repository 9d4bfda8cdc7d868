package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.PlayerException;
import org.gametree.core.search.SearchLimits;

/**
 * Drives an external Xiangqi engine over UCCI or UCI: handshake, {@code position fen ... moves ...}, {@code go},
 * read {@code bestmove}, {@code quit}. A launched engine is a {@link ExternalEngine} child process (reads time out,
 * the process is killed if it does not quit); a client can also talk over any pair of streams. A silent, dead or
 * confused engine raises {@link PlayerException}.
 */
public final class EngineClient implements AutoCloseable {
  /** How long the handshake and a search past its own limit may take before the engine counts as silent. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

  private final EngineSession.Dialect dialect;
  private final Channel channel;
  private final Duration timeout;
  private String name = "";
  private String lastInfo = "";

  /** One line-oriented connection to an engine. */
  private interface Channel {
    void send(String line);

    String read(Duration timeout);

    void close();
  }

  /** A client over streams: {@code fromEngine} is what the engine prints, {@code toEngine} its input. */
  public EngineClient(EngineSession.Dialect dialect, InputStream fromEngine, OutputStream toEngine) {
    this(dialect, streams(fromEngine, toEngine), DEFAULT_TIMEOUT);
  }

  private EngineClient(EngineSession.Dialect dialect, Channel channel, Duration timeout) {
    this.dialect = dialect;
    this.channel = channel;
    this.timeout = timeout;
    try {
      handshake();
    } catch (RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  /**
   * Starts an engine process from a command line (split on whitespace, "..." keeps spaces; e.g. {@code pikafish})
   * and shakes hands within {@code timeout}.
   */
  public static EngineClient launch(EngineSession.Dialect dialect, String commandLine, Duration timeout) {
    ExternalEngine engine = ExternalEngine.start(commandLine);
    Channel channel = new Channel() {
      @Override
      public void send(String line) {
        engine.send(line);
      }

      @Override
      public String read(Duration wait) {
        return engine.readLine(wait);
      }

      @Override
      public void close() {
        engine.close("quit", Duration.ofSeconds(1));
      }
    };
    return new EngineClient(dialect, channel, timeout);
  }

  /** Starts an engine process from its arguments (e.g. {@code List.of("pikafish")}) and shakes hands. */
  public static EngineClient launch(EngineSession.Dialect dialect, List<String> command) {
    StringBuilder line = new StringBuilder();
    for (String arg : command) {
      line.append(line.length() == 0 ? "" : " ").append(arg.contains(" ") ? '"' + arg + '"' : arg);
    }
    return launch(dialect, line.toString(), DEFAULT_TIMEOUT);
  }

  private static Channel streams(InputStream fromEngine, OutputStream toEngine) {
    BufferedReader in = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(toEngine, true, StandardCharsets.UTF_8);
    return new Channel() {
      @Override
      public void send(String line) {
        out.println(line);
      }

      @Override
      public String read(Duration wait) {
        try {
          String line = in.readLine();
          if (line == null) {
            throw new PlayerException("engine closed its output");
          }
          return line;
        } catch (IOException e) {
          throw new PlayerException("engine output failed: " + e.getMessage(), e);
        }
      }

      @Override
      public void close() {
        out.println("quit");
      }
    };
  }

  private void handshake() {
    boolean ucci = dialect == EngineSession.Dialect.UCCI;
    send(ucci ? "ucci" : "uci");
    for (String line = read(timeout); ; line = read(timeout)) {
      if (line.startsWith("id name ")) {
        name = line.substring(8).strip();
      }
      if (line.equals(ucci ? "ucciok" : "uciok")) {
        break;
      }
    }
    if (ucci) {
      send("setoption usemillisec true");
    }
    ready();
  }

  private void ready() {
    send("isready");
    while (!read(timeout).equals("readyok")) {
      // skip info lines
    }
  }

  /** The engine's {@code id name}. */
  public String name() {
    return name;
  }

  /** The last {@code info} line with a {@code pv} the engine printed during the last search. */
  public String lastInfo() {
    return lastInfo;
  }

  /** Sends a line to the engine. */
  public void send(String line) {
    channel.send(line);
  }

  private String read(Duration wait) {
    return channel.read(wait).strip();
  }

  /** Tells the engine a new game starts ({@code ucinewgame} in UCI, {@code setoption newgame} in UCCI). */
  public void newGame() {
    send(dialect == EngineSession.Dialect.UCI ? "ucinewgame" : "setoption newgame");
    ready();
  }

  /**
   * Asks the engine for a move in {@code state} within {@code limits} (depth, nodes, time as movetime); returns the
   * move, or -1 if the engine has none ({@code nobestmove}, {@code bestmove (none)}).
   */
  public int bestMove(XiangqiState state, SearchLimits limits) {
    return bestMove(state, new int[0], state, limits);
  }

  /**
   * Asks for a move after {@code moves} from {@code start} (sent as {@code position fen <start> moves ...}, so the
   * engine sees the repetition history), {@code current} being where they lead; -1 if the engine has none.
   * {@link PlayerException} if the engine answers an illegal or unreadable move, or nothing in time.
   */
  public int bestMove(XiangqiState start, int[] moves, XiangqiState current, SearchLimits limits) {
    StringBuilder position = new StringBuilder("position fen ").append(Fen.format(start));
    if (moves.length > 0) {
      position.append(" moves");
      for (int m : moves) {
        position.append(' ').append(Notation.iccs(m));
      }
    }
    send(position.toString());
    StringBuilder go = new StringBuilder("go");
    if (limits.maxDepth() < SearchLimits.MAX_DEPTH) {
      go.append(" depth ").append(limits.maxDepth());
    }
    if (limits.maxNodes() < Long.MAX_VALUE) {
      go.append(" nodes ").append(limits.maxNodes());
    }
    Duration wait = timeout;
    if (limits.maxTime() != null) {
      // UCCI has no movetime: the whole clock for one move is the nearest
      go.append(dialect == EngineSession.Dialect.UCI ? " movetime " : " time ").append(limits.maxTime().toMillis());
      if (dialect == EngineSession.Dialect.UCCI) {
        go.append(" movestogo 1");
      }
      wait = limits.maxTime().multipliedBy(2).plus(timeout);
    }
    send(go.toString());
    for (String line = read(wait); ; line = read(wait)) {
      if (line.startsWith("info") && line.contains(" pv ")) {
        lastInfo = line;
      } else if (line.equals("nobestmove")) {
        return -1;
      } else if (line.startsWith("bestmove")) {
        String[] tok = line.split("\\s+");
        if (tok.length < 2 || tok[1].equals("(none)")) {
          return -1;
        }
        int move = Notation.parseIccs(tok[1]);
        if (move < 0 || !current.isLegal(move)) {
          throw new PlayerException("engine " + name + " answered an illegal or unreadable move '" + tok[1] + "'");
        }
        return move;
      }
    }
  }

  /** Sends {@code quit}; a launched engine is killed if it does not exit within a second. */
  @Override
  public void close() {
    channel.close();
  }
}
