package org.gametree.xiangqi.protocol;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Notation;
import org.gametree.xiangqi.XiangqiState;

/**
 * The UCCI client: an external Xiangqi engine (ElephantEye, Fairy-Stockfish, ...) as a match player, the
 * {@code ucci:COMMAND} spec. The process is a core {@link ExternalEngine}: every read waits at most the match's engine
 * timeout (plus twice the time per move during a search), stderr is drained, and {@link #close()} sends {@code quit}
 * and kills the process if it has not exited a second later.
 *
 * <p>Handshake {@code ucci} … {@code ucciok}, {@code setoption usemillisec true}, {@code isready} … {@code readyok};
 * a new game sends {@code setoption newgame}. Each move sends {@code position fen <start> moves …} (the whole game, so
 * the engine sees the repetition history) and {@code go time T movestogo 1} (UCCI has no movetime: the whole clock
 * for one move is the nearest), or {@code go depth 8} when the match sets no time per move. {@code nobestmove}, an
 * illegal or unreadable {@code bestmove}, silence or exit is a {@link PlayerException}, which forfeits the game.
 */
public final class UcciPlayer implements Player<XiangqiState> {
  /** The depth asked for when the match sets no time per move. */
  static final int DEFAULT_DEPTH = 8;

  private final ExternalEngine engine;
  private final Duration timeout;
  private final String name;

  /**
   * Starts {@code commandLine} (split on whitespace, "..." keeps spaces) and completes the handshake; a
   * {@link PlayerException} (and no process left behind) if it cannot start or does not answer within {@code timeout}.
   */
  public UcciPlayer(String commandLine, Duration timeout) {
    this(commandLine, timeout, Map.of());
  }

  /**
   * As above, then sending {@code setoption NAME VALUE} for each engine option (the spec's {@code option.NAME=VALUE}
   * words); an option the engine did not declare in its handshake is a {@link PlayerException} naming it.
   */
  public UcciPlayer(String commandLine, Duration timeout, Map<String, String> options) {
    this.timeout = timeout;
    this.engine = ExternalEngine.start(commandLine);
    String id = "";
    try {
      engine.send("ucci");
      String line;
      Set<String> declared = new LinkedHashSet<>();
      while (!(line = read(timeout)).equals("ucciok")) {
        if (line.startsWith("id name ")) {
          id = line.substring(8).strip();
        } else if (line.startsWith("option ")) {
          String[] w = line.split("\\s+");
          if (w.length > 1) {
            declared.add(w[1]);
          }
        }
      }
      engine.send("setoption usemillisec true");
      for (Map.Entry<String, String> o : options.entrySet()) {
        String as = declared.stream().filter(d -> d.equalsIgnoreCase(o.getKey())).findFirst()
            .orElseThrow(() -> new PlayerException("UCCI engine '" + commandLine + "' has no option '" + o.getKey()
                + "'; it declares " + shortList(declared)));
        engine.send("setoption " + as + (o.getValue().isEmpty() ? "" : " " + o.getValue()));
      }
      ready();
    } catch (PlayerException e) {
      engine.close();
      throw e;
    }
    this.name = "ucci:" + commandLine + (id.isEmpty() ? "" : " (" + id + ")");
  }

  private static String shortList(Set<String> declared) {
    String all = declared.toString();
    return all.length() <= 80 ? all : all.substring(0, 77) + "...";
  }

  private String read(Duration wait) {
    return engine.readLine(wait).strip();
  }

  private void ready() {
    engine.send("isready");
    while (!read(timeout).equals("readyok")) {
      // skip info lines
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame(XiangqiState start) {
    engine.send("setoption newgame");
    ready();
  }

  @Override
  public int chooseMove(MoveRequest<XiangqiState> request) {
    StringBuilder position = new StringBuilder("position fen ").append(Fen.format(request.start()));
    if (request.moves().length > 0) {
      position.append(" moves");
      for (int m : request.moves()) {
        position.append(' ').append(Notation.iccs(m));
      }
    }
    engine.send(position.toString());
    Duration wait = timeout;
    if (request.timePerMove() != null) {
      engine.send("go time " + request.timePerMove().toMillis() + " movestogo 1");
      wait = request.timePerMove().multipliedBy(2).plus(timeout);
    } else {
      engine.send("go depth " + DEFAULT_DEPTH);
    }
    String line;
    while (!(line = read(wait)).equals("bestmove") && !line.startsWith("bestmove ")) {
      if (line.equals("nobestmove")) {
        throw new PlayerException(name + " has no move in " + Fen.format(request.state()));
      }
      // skip info lines
    }
    String[] words = line.split("\\s+");
    if (words.length < 2) {
      throw new PlayerException(name + " sent an empty bestmove");
    }
    int move = Notation.parseIccs(words[1]);
    if (move < 0 || !request.state().isLegal(move)) {
      throw new PlayerException(name + " answered an illegal or unreadable move '" + words[1] + "'");
    }
    return move;
  }

  /** Sends {@code quit}; kills the process (and its children) if it has not exited within a second. */
  @Override
  public void close() {
    engine.close("quit", Duration.ofSeconds(1));
  }
}
