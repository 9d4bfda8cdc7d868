package org.gametree.connect6.protocol;

import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;

/**
 * The Gomocup client: {@code gametree match gomoku --engine1 'gomocup:pbrain-xxx' ...} (or {@code Players.create}
 * with the spec {@code gomocup:COMMAND}) drives a Gomocup (Piskvork) brain for connect games with one stone a turn
 * as a match {@link Player}, through {@link ExternalEngine}: every read has the match's timeout, a brain that is
 * silent, exits or answers nonsense forfeits the game ({@link PlayerException}), and closing kills it if it does not
 * exit after {@code END}. At the first move of a game: {@code START size} (or {@code RECTSTART w,h}),
 * {@code INFO rule 1} (exactly k) or {@code INFO rule 4} (renju) unless the game is freestyle, then {@code INFO NAME VALUE} for each {@code option.NAME=VALUE} of the
 * spec; {@code INFO timeout_turn} before each move when the match has a time per move. Then {@code BEGIN} on an empty
 * board, {@code TURN x,y} when the opponent has made one move since the brain's last, and {@code BOARD} … {@code DONE} (1 own, 2 opponent's stones, in move order) for anything else.
 * {@code MESSAGE}/{@code DEBUG}/{@code SUGGEST} lines are skipped, and so are as many {@code UNKNOWN}/{@code ERROR}
 * lines as INFO lines were sent (some brains answer an INFO line with one, even after their next move); any other
 * {@code ERROR}/{@code UNKNOWN} answer forfeits the game. The server for the same protocol is {@link GomocupServer}.
 */
public final class GomocupClient implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "gomocup";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.p() == 1 && g.q() == 1;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  /** Engine options are sent as {@code INFO NAME VALUE} after each {@code START}. */
  @Override
  public boolean takesOptions() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return (Player<S>) new Session((ConnectGame) game, spec.command(), timeout, spec.params());
  }

  /** The player: one brain process, one game at a time. */
  static final class Session extends ClientSession {
    private static final Pattern XY = Pattern.compile("^(\\d+)\\s*,\\s*(\\d+)$");
    /** Whether this game's START was sent. */
    private boolean started;
    /**
     * INFO lines sent and not yet answered with an error: INFO takes no reply, but some brains answer an INFO line
     * with {@code UNKNOWN} or {@code ERROR} (Rapfi at times after its next move: {@code ERROR Unknown command: 500});
     * as many such lines are skipped wherever a move is read, never more.
     */
    private int infosUnanswered;
    private final Map<String, String> options;

    Session(ConnectGame game, String commandLine, Duration timeout) {
      this(game, commandLine, timeout, Map.of());
    }

    /** As above, sending {@code INFO NAME VALUE} for each of {@code options} after each {@code START}. */
    Session(ConnectGame game, String commandLine, Duration timeout, Map<String, String> options) {
      super(game, "gomocup", commandLine, timeout, "END", engine -> {
        engine.send("ABOUT");
        return reply(engine, timeout);
      });
      this.options = new java.util.LinkedHashMap<>(options);
    }

    @Override
    public void newGame(ConnectState start) {
      super.newGame(start);
      started = false;
    }

    private String reply(Duration wait) {
      return reply(engine, wait);
    }

    /** The next line from {@code engine} that is not MESSAGE/DEBUG/SUGGEST chatter. */
    private static String reply(ExternalEngine engine, Duration wait) {
      while (true) {
        String line = engine.readLine(wait).strip();
        String upper = line.toUpperCase(java.util.Locale.ROOT);
        if (line.isEmpty() || upper.startsWith("MESSAGE") || upper.startsWith("DEBUG") || upper.startsWith("SUGGEST")) {
          continue;
        }
        return line;
      }
    }

    private void info(String keyAndValue) {
      engine.send("INFO " + keyAndValue);
      infosUnanswered++;
    }

    /** The move line, past UNKNOWN/ERROR answers to the INFO lines sent so far (one at most for each). */
    private String moveReply(Duration wait) {
      while (true) {
        String line = reply(wait);
        String upper = line.toUpperCase(java.util.Locale.ROOT);
        if (infosUnanswered > 0 && (upper.startsWith("UNKNOWN") || upper.startsWith("ERROR"))) {
          infosUnanswered--;
          continue;
        }
        return line;
      }
    }

    private void start() {
      if (game.width() == game.height()) {
        engine.send("START " + game.width());
      } else {
        engine.send("RECTSTART " + game.width() + "," + game.height());
      }
      String ok = reply(timeout);
      if (!ok.equalsIgnoreCase("OK")) {
        throw new PlayerException("Gomocup brain refused the board " + game.width() + "x" + game.height() + ": '"
            + ok + "'");
      }
      if (game.rule() != ConnectRule.FREESTYLE) {
        info("rule " + game.rule().gomocupValue());
      }
      options.forEach((name, value) -> info(name + " " + value));
      started = true;
    }

    @Override
    public int chooseMove(MoveRequest<ConnectState> request) {
      ConnectState state = request.state();
      int[] moves = request.moves();
      if (!request.startIsInitial()) {
        throw new PlayerException("Gomocup BOARD needs the move order: a start position that is not the empty board "
            + "is not supported");
      }
      if (!started) {
        start();
      }
      if (request.timePerMove() != null) {
        info("timeout_turn " + request.timePerMove().toMillis());
      }
      boolean prefix = extendsKnown(moves);
      if (moves.length == 0) {
        engine.send("BEGIN");
      } else if (prefix && !known.isEmpty() && moves.length == known.size() + 1) {
        int m = moves[moves.length - 1];
        engine.send("TURN " + (m % game.width()) + "," + (m / game.width()));
      } else {
        engine.send("BOARD");
        int me = state.currentPlayer();
        ConnectState s = request.start().copy();
        for (int m : moves) {
          int field = s.currentPlayer() == me ? 1 : 2;
          engine.send((m % game.width()) + "," + (m / game.width()) + "," + field);
          s.play(m);
        }
        engine.send("DONE");
      }
      String answer = moveReply(answerWait(request));
      Matcher xy = XY.matcher(answer);
      if (!xy.matches()) {
        throw new PlayerException("Gomocup brain answered '" + answer + "' instead of a move x,y");
      }
      int x = Ascii.parseInt(xy.group(1));
      int y = Ascii.parseInt(xy.group(2));
      if (x >= game.width() || y >= game.height() || !state.isLegal(y * game.width() + x)) {
        throw new PlayerException("Gomocup brain played an illegal move: '" + answer + "'");
      }
      int move = y * game.width() + x;
      knowMoves(moves, move);
      return move;
    }
  }
}
