package org.gametree.xiangqi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.gametree.core.search.SearchLimits;

/**
 * Drives an external Xiangqi engine over UCCI or UCI (stdin/stdout): handshake, {@code position fen}, {@code go},
 * read {@code bestmove}, {@code quit}. Works on a launched process or on any pair of streams.
 */
public final class EngineClient implements AutoCloseable {
  private final EngineSession.Dialect dialect;
  private final BufferedReader in;
  private final PrintStream out;
  private final Process process;
  private String name = "";
  private String lastInfo = "";

  /** A client over streams: {@code fromEngine} is what the engine prints, {@code toEngine} its input. */
  public EngineClient(EngineSession.Dialect dialect, InputStream fromEngine, OutputStream toEngine) {
    this(dialect, fromEngine, toEngine, null);
  }

  private EngineClient(EngineSession.Dialect dialect, InputStream fromEngine, OutputStream toEngine, Process p) {
    this.dialect = dialect;
    this.in = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8));
    this.out = new PrintStream(toEngine, true, StandardCharsets.UTF_8);
    this.process = p;
    handshake();
  }

  /** Starts an engine process (e.g. {@code List.of("pikafish")}) and shakes hands. */
  public static EngineClient launch(EngineSession.Dialect dialect, List<String> command) {
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      return new EngineClient(dialect, p.getInputStream(), p.getOutputStream(), p);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start engine " + command, e);
    }
  }

  private void handshake() {
    boolean ucci = dialect == EngineSession.Dialect.UCCI;
    send(ucci ? "ucci" : "uci");
    for (String line = read(); ; line = read()) {
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
    send("isready");
    while (!read().equals("readyok")) {
      // skip
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
    out.println(line);
  }

  private String read() {
    try {
      String line = in.readLine();
      if (line == null) {
        throw new IllegalStateException("engine " + name + " closed its output");
      }
      return line.strip();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Asks the engine for a move in {@code state} within {@code limits} (depth, nodes, time as movetime); returns the
   * move, or -1 if the engine has none ({@code nobestmove}, {@code bestmove (none)}).
   */
  public int bestMove(XiangqiState state, SearchLimits limits) {
    send("position fen " + Fen.format(state));
    StringBuilder go = new StringBuilder("go");
    if (limits.maxDepth() < SearchLimits.MAX_DEPTH) {
      go.append(" depth ").append(limits.maxDepth());
    }
    if (limits.maxNodes() < Long.MAX_VALUE) {
      go.append(" nodes ").append(limits.maxNodes());
    }
    if (limits.maxTime() != null) {
      go.append(dialect == EngineSession.Dialect.UCI ? " movetime " : " time ")
          .append(limits.maxTime().toMillis());
      if (dialect == EngineSession.Dialect.UCCI) {
        go.append(" movestogo 1");
      }
    }
    send(go.toString());
    for (String line = read(); ; line = read()) {
      if (line.startsWith("info") && line.contains(" pv ")) {
        lastInfo = line;
      } else if (line.equals("nobestmove")) {
        return -1;
      } else if (line.startsWith("bestmove")) {
        String[] tok = line.split("\\s+");
        if (tok.length < 2) {
          return -1;
        }
        int move = Notation.parseIccs(tok[1]);
        return move >= 0 && state.isLegal(move) ? move : -1;
      }
    }
  }

  /** Sends {@code quit}; kills the process if it does not exit within a second. */
  @Override
  public void close() {
    send("quit");
    if (process != null) {
      try {
        if (!process.waitFor(1, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroyForcibly();
      }
    }
  }
}
