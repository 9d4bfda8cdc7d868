package org.gametree.connect6.protocol;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalEngine;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;

/**
 * The Connect6 client: {@code gametree match connect6 --engine1 'connect6:ENGINE COMMAND' ...} (or
 * {@code Players.create} with the spec {@code connect6:COMMAND}) drives an engine speaking the Cloudict-style
 * Connect6 text protocol ({@code name}, {@code new black|white}, {@code move XXXX}, {@code black|white XXXX},
 * {@code next}, {@code quit}) as a match {@link Player}, through {@link ExternalEngine}: every read has the match's
 * timeout, an engine that is silent, exits or answers unreadable or illegal stones forfeits the game
 * ({@link PlayerException}), and closing kills it if it does not exit after {@code quit}.
 *
 * <p>A turn's stones come back in one {@code move} line: the first is returned, the second is kept and returned at
 * the next request if the position is the expected one. From the empty board with the engine to move it gets
 * {@code new black}; after the opponent's turn it gets {@code move} with that turn's stones. Any other position (an
 * opening, a position after a take-back) is replayed: {@code new white}, then each turn's stones with {@code black}
 * or {@code white}, then {@code next}. The protocol has no way to hand over half a turn: asked in the middle of its
 * turn (an opening with an odd number of stones after the first), the engine gets the position before the turn and
 * the first of its stones that is still free is played; the next request replays again. Chatter lines are skipped;
 * only {@code move ..} and {@code name ..} are read. The server for the same protocol is {@link Connect6Server}.
 */
public final class Connect6Client implements ExternalPlayerFactory {
  @Override
  public String protocol() {
    return "connect6";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.width() <= 26 && g.height() <= 26;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return (Player<S>) new Session((ConnectGame) game, spec.command(), timeout);
  }

  /** Two letters per stone: column then row, {@code A} = left column / top row. */
  static String stoneText(ConnectGame g, int cell) {
    return "" + (char) ('A' + cell % g.width()) + (char) ('A' + cell / g.width());
  }

  /** The cells of a stone string, or an exception naming it. */
  static int[] parseStones(ConnectGame g, String text) {
    if (text.length() % 2 != 0 || text.isEmpty()) {
      throw new PlayerException("Connect6 engine answered stones that cannot be read: '" + text + "'");
    }
    int[] cells = new int[text.length() / 2];
    for (int i = 0; i < cells.length; i++) {
      int x = Character.toUpperCase(text.charAt(2 * i)) - 'A';
      int y = Character.toUpperCase(text.charAt(2 * i + 1)) - 'A';
      if (x < 0 || x >= g.width() || y < 0 || y >= g.height()) {
        throw new PlayerException("Connect6 engine answered a stone off the board: '" + text + "'");
      }
      cells[i] = y * g.width() + x;
    }
    return cells;
  }

  /** The player: one engine process, one game at a time. */
  static final class Session extends ClientSession {
    private static final Pattern MOVE = Pattern.compile("^move ([A-Za-z]{2}([A-Za-z]{2})?)$");
    /** The second stone of the engine's last answer, played at the next request if the game is as expected. */
    private int pending = -1;

    Session(ConnectGame game, String commandLine, Duration timeout) {
      super(game, "connect6", commandLine, timeout, "quit", engine -> {
        engine.send("name");
        String line;
        while (!(line = engine.readLine(timeout).strip()).startsWith("name")) {
          // chatter before the name
        }
        return line.substring(4).strip();
      });
    }

    @Override
    public void newGame(ConnectState start) {
      super.newGame(start);
      pending = -1;
    }

    @Override
    public int chooseMove(MoveRequest<ConnectState> request) {
      ConnectState state = request.state();
      int[] moves = request.moves();
      if (!request.startIsInitial()) {
        throw new PlayerException("the Connect6 protocol cannot set up a position that is not reached from the empty "
            + "board by moves");
      }
      boolean prefix = extendsKnown(moves);
      if (prefix && pending >= 0 && known.size() == moves.length) {
        int stone = pending;
        pending = -1;
        if (!state.isLegal(stone)) {
          throw new PlayerException("Connect6 engine played an occupied or illegal stone: "
              + stoneText(game, stone));
        }
        known.add(stone);
        return stone;
      }
      pending = -1;
      int turn = state.stoneCount() == 0 ? game.q() : game.p();
      int placed = turn - state.stonesLeft();
      String answer;
      if (moves.length == 0 && placed == 0) {
        engine.send("new " + (state.currentPlayer() == 0 ? "black" : "white"));
        answer = readMove(request);
      } else if (prefix && !known.isEmpty() && placed == 0 && opponentTurnSince(request, moves)) {
        StringBuilder sb = new StringBuilder("move ");
        for (int i = known.size(); i < moves.length; i++) {
          sb.append(stoneText(game, moves[i]));
        }
        engine.send(sb.toString());
        answer = readMove(request);
      } else {
        // replay up to the start of this turn; the protocol cannot hand over half a turn
        replay(request, moves.length - placed);
        engine.send("next");
        answer = readMove(request);
      }
      int[] stones = parseStones(game, answer);
      known.clear();
      if (placed > 0) {
        // the engine answered a whole turn for a position where some of its stones are already down: play one of
        // its stones that is still free, and replay from scratch next time (the engine's board is not the game's)
        for (int st : stones) {
          if (state.isLegal(st)) {
            return st;
          }
        }
        throw new PlayerException("Connect6 engine answered only occupied stones: '" + answer + "'");
      }
      int first = stones[0];
      if (!state.isLegal(first)) {
        throw new PlayerException("Connect6 engine played an occupied or illegal stone: '" + answer + "'");
      }
      if (stones.length > 1 && state.stonesLeft() > 1) {
        pending = stones[1];
      }
      knowMoves(moves, first);
      return first;
    }

    /** Whether the moves after the known ones are exactly one full turn of the opponent. */
    private boolean opponentTurnSince(MoveRequest<ConnectState> request, int[] moves) {
      ConnectState s = request.start().copy();
      for (int i = 0; i < known.size(); i++) {
        s.play(moves[i]);
      }
      int opponent = request.state().currentPlayer() ^ 1;
      if (s.currentPlayer() != opponent) {
        return false;
      }
      int left = s.stonesLeft();
      return moves.length - known.size() == left;
    }

    /** {@code new white}, then the first {@code count} moves, turn by turn, with {@code black}/{@code white}. */
    private void replay(MoveRequest<ConnectState> request, int count) {
      engine.send("new white");
      ConnectState s = request.start().copy();
      int[] moves = request.moves();
      int i = 0;
      while (i < count) {
        int player = s.currentPlayer();
        StringBuilder sb = new StringBuilder(player == 0 ? "black " : "white ");
        while (i < count && s.currentPlayer() == player && !s.isTerminal()) {
          sb.append(stoneText(game, moves[i]));
          s.play(moves[i]);
          i++;
          if (s.currentPlayer() != player) {
            break;
          }
        }
        engine.send(sb.toString());
      }
    }

    private String readMove(MoveRequest<ConnectState> request) {
      Duration wait = answerWait(request);
      while (true) {
        String line = engine.readLine(wait).strip();
        Matcher m = MOVE.matcher(line);
        if (m.matches()) {
          return m.group(1).toUpperCase(Locale.ROOT);
        }
      }
    }
  }
}
