package org.gametree.connect6.protocol;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;

/**
 * What the sessions of {@link GomocupClient} and {@link Connect6Client} share: one engine process started through
 * core's {@link ExternalEngine} and killed again if its handshake fails, the name shown in records, the wait for an
 * answer, and the moves the engine has been told, so that a request which only adds moves to them is sent as those
 * moves instead of as the whole game again.
 */
abstract class ClientSession implements Player<ConnectState> {
  final ConnectGame game;
  final ExternalEngine engine;
  final Duration timeout;
  /** The moves from the start position that the engine knows: sent to it or chosen by it. */
  final List<Integer> known = new ArrayList<>();
  private final String name;
  private final String quitCommand;

  /**
   * Starts {@code commandLine} and runs {@code handshake} on it, which returns the engine's own name (or "") within
   * {@code timeout}; any failure closes the process before it is thrown, so that no engine outlives a failed start.
   */
  ClientSession(ConnectGame game, String protocol, String commandLine, Duration timeout, String quitCommand,
      Function<ExternalEngine, String> handshake) {
    this.game = game;
    this.timeout = timeout;
    this.quitCommand = quitCommand;
    this.engine = ExternalEngine.start(commandLine);
    String engineName;
    try {
      engineName = handshake.apply(engine);
    } catch (RuntimeException e) {
      engine.close();
      throw e instanceof PlayerException ? e : new PlayerException("engine '" + commandLine + "' failed its "
          + protocol + " handshake: " + e.getMessage(), e);
    }
    this.name = protocol + ":" + commandLine + (engineName.isEmpty() ? "" : " (" + engineName + ")");
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame(ConnectState start) {
    known.clear();
  }

  /** Whether {@code moves} starts with the known moves (so that only the rest needs sending). */
  boolean extendsKnown(int[] moves) {
    if (known.size() > moves.length) {
      return false;
    }
    for (int i = 0; i < known.size(); i++) {
      if (known.get(i) != moves[i]) {
        return false;
      }
    }
    return true;
  }

  /** Records that the engine knows {@code moves} and then {@code chosen} (its own answer; -1 for none). */
  void knowMoves(int[] moves, int chosen) {
    known.clear();
    for (int m : moves) {
      known.add(m);
    }
    if (chosen >= 0) {
      known.add(chosen);
    }
  }

  /** How long to wait for a move: the match's timeout, plus twice the time per move when there is one. */
  Duration answerWait(MoveRequest<ConnectState> request) {
    return request.timePerMove() == null ? timeout : request.timePerMove().multipliedBy(2).plus(timeout);
  }

  /** Sends the protocol's quit command, then kills the process if it has not exited a second later. */
  @Override
  public void close() {
    engine.close(quitCommand, Duration.ofSeconds(1));
  }
}
