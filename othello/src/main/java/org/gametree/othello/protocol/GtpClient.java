package org.gametree.othello.protocol;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.GtpPlayer;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * The GTP client for Othello matches ({@code gtp:/usr/games/gtp-rhino}, Edax, this project's own GTP server). Othello
 * engines disagree on forced passes: some expect {@code play b pass}, others (GRhino) pass implicitly and refuse it.
 * This client sends the pass and, if it is refused, goes on without it; it answers {@code pass} from {@code genmove}
 * as the pass move, also in upper case.
 */
public final class GtpClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "gtp";
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
    return (Player<S>) new OthelloGtpPlayer(new GtpPlayer<>((OthelloGame) game, spec.command(), timeout, null),
        timeout);
  }

  /** One external Othello engine; the {@link GtpPlayer} is its connection (start, handshake, commands, quit). */
  static final class OthelloGtpPlayer implements Player<OthelloState> {
    private final GtpPlayer<OthelloState> gtp;
    private final Duration timeout;
    private final List<Integer> sent = new ArrayList<>();
    private OthelloState shadow;

    OthelloGtpPlayer(GtpPlayer<OthelloState> gtp, Duration timeout) {
      this.gtp = gtp;
      this.timeout = timeout;
    }

    @Override
    public String name() {
      return gtp.name();
    }

    @Override
    public void newGame(OthelloState start) {
      shadow = null;
      sent.clear();
    }

    private void sync(MoveRequest<OthelloState> request) {
      int[] moves = request.moves();
      boolean prefix = shadow != null && sent.size() <= moves.length;
      for (int i = 0; prefix && i < sent.size(); i++) {
        prefix = sent.get(i) == moves[i];
      }
      if (!prefix) {
        if (!request.startIsInitial()) {
          throw new PlayerException("GTP cannot set up a position that is not the initial one");
        }
        gtp.command("clear_board", timeout);
        shadow = request.start().copy();
        sent.clear();
      }
      for (int i = sent.size(); i < moves.length; i++) {
        String play = "play " + colour(shadow.currentPlayer()) + " " + vertex(moves[i]);
        if (moves[i] == OthelloState.PASS) {
          try {
            gtp.command(play, timeout);
          } catch (PlayerException e) {
            // an engine that passes implicitly (GRhino) refuses the forced pass: it already moved on
          }
        } else {
          gtp.command(play, timeout);
        }
        shadow.play(moves[i]);
        sent.add(moves[i]);
      }
    }

    private static String colour(int player) {
      return player == OthelloState.BLACK ? "b" : "w";
    }

    private static String vertex(int move) {
      return move == OthelloState.PASS ? "pass" : Notation.moveToString(move).toUpperCase(Locale.ROOT);
    }

    @Override
    public int chooseMove(MoveRequest<OthelloState> request) {
      sync(request);
      Duration wait = timeout;
      if (request.timePerMove() != null) {
        long secs = Math.max(1, (request.timePerMove().toMillis() + 999) / 1000);
        gtp.command("time_settings 0 " + secs + " 1", timeout);
        wait = request.timePerMove().multipliedBy(2).plus(timeout);
      }
      OthelloState state = request.state();
      String answer = gtp.command("genmove " + colour(state.currentPlayer()), wait).strip();
      if (answer.equalsIgnoreCase("resign")) {
        throw PlayerException.resignation();
      }
      int move;
      try {
        move = Notation.parseMove(answer);
      } catch (RuntimeException e) {
        throw new PlayerException("GTP engine answered a move that cannot be read: '" + answer + "'", e);
      }
      if (!state.isLegal(move)) {
        throw new PlayerException("GTP engine played an illegal move: '" + answer + "'");
      }
      shadow.play(move);
      sent.add(move);
      return move;
    }

    @Override
    public void close() {
      gtp.close();
    }
  }
}
