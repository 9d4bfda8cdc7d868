package org.gametree.othello.protocol;

import java.time.Duration;
import java.util.Locale;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * The NBoard client: {@code gametree match othello --engine2 'nboard:edax -nboard'} (or this project's own
 * {@code gametree serve othello --protocol nboard}) drives an NBoard engine as a match {@link Player} through
 * {@link ExternalEngine}. At start it sends {@code nboard 2} and {@code ping 1} and waits for {@code pong 1} (reading
 * the engine's {@code set myname}); for each move it sends the whole game as {@code set game GGF} (the start position
 * and the moves since, so the engine sees the history) and {@code go}, skipping {@code status}, {@code nodestats},
 * {@code search} and other lines until {@code === MOVE}. NBoard has no clock: the engine searches to its own depth
 * ({@code set depth} is NBoard's only limit, left to the engine's default here), and the match's timeout applies to
 * the answer. A silent engine, an unreadable or illegal move forfeits the game ({@link PlayerException}); the server
 * for the same protocol is {@link NBoardServer}.
 */
public final class NBoardClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "nboard";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof OthelloGame;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return (Player<S>) new Session(spec.command(), timeout);
  }

  /** One NBoard engine process. */
  static final class Session implements Player<OthelloState> {
    private final ExternalEngine engine;
    private final Duration timeout;
    private final String name;
    private int pings = 1;

    Session(String commandLine, Duration timeout) {
      this.timeout = timeout;
      this.engine = ExternalEngine.start(commandLine);
      String myName = "";
      try {
        engine.send("nboard 2");
        engine.send("ping " + pings);
        for (String line = engine.readLine(timeout).strip(); !line.equals("pong " + pings);
            line = engine.readLine(timeout).strip()) {
          if (line.startsWith("set myname ")) {
            myName = line.substring("set myname ".length()).strip();
          }
        }
      } catch (PlayerException e) {
        engine.close();
        throw e;
      }
      this.name = "nboard:" + commandLine + (myName.isEmpty() ? "" : " (" + myName + ")");
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void newGame(OthelloState start) {}

    @Override
    public int chooseMove(MoveRequest<OthelloState> request) {
      OthelloState state = request.state();
      engine.send("set game " + Notation.toGgf(state));
      engine.send("go");
      Duration wait = request.timePerMove() == null ? timeout : request.timePerMove().multipliedBy(2).plus(timeout);
      String line;
      do {
        line = engine.readLine(wait).strip();
      } while (!line.startsWith("==="));
      String[] words = line.substring(3).strip().split("\\s+");
      String text = words[0].toLowerCase(Locale.ROOT);
      int move;
      try {
        move = text.equals("pa") || text.equals("pass") ? OthelloState.PASS : Notation.parseMove(text);
      } catch (RuntimeException e) {
        throw new PlayerException("NBoard engine answered a move that cannot be read: '" + line + "'", e);
      }
      if (!state.isLegal(move)) {
        throw new PlayerException("NBoard engine played an illegal move: '" + line + "'");
      }
      return move;
    }

    @Override
    public void close() {
      engine.close("quit", Duration.ofSeconds(1));
    }
  }
}
