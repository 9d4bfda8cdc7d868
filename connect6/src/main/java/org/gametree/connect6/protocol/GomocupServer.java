package org.gametree.connect6.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectRule;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameException;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;
import org.gametree.core.protocol.Protocols;

/**
 * {@code gametree serve gomoku --protocol gomocup}: a Gomocup (Piskvork) brain for p = q = 1 connect games. Commands:
 * START, RECTSTART, BEGIN, TURN, BOARD…DONE, INFO, END, ABOUT, RESTART, TAKEBACK. Coordinates are {@code x,y} from
 * the top-left, 0-based; the first stone of a game is the centre. Unknown commands get {@code UNKNOWN}, impossible
 * ones {@code ERROR} naming the offending text (at most about 80 characters of it), with the position unchanged;
 * nothing stops the session but {@code END} and end of input. The brain thinks on its own thread: {@code END},
 * {@code ABOUT} and {@code INFO} are answered during a search, {@code END} (or end of input) stops it, any other
 * command stops it and waits for its answer first. {@code INFO} values are read by {@link GomocupInfo}; {@code INFO
 * rule} (0 freestyle, 1 exactly five, 4 renju) re-creates the game under that rule, the stones so far kept. Under
 * renju a {@code TURN} on a forbidden point of Black gets {@code ERROR} naming the point and the foul. The client
 * for the same protocol is {@link GomocupClient}.
 *
 * <p>Colours follow the protocol's turns, not the stone count: the brain plays first after {@code BEGIN}, second
 * after a {@code TURN} on the empty board, and the side to move after {@code BOARD}; a {@code TURN} while the brain
 * has the move (after a {@code TAKEBACK} of its stone, say) is refused with {@code ERROR} and changes nothing. Once
 * the game is over, {@code TURN} and {@code BEGIN} get {@code ERROR game over: ...} and the brain does not play on
 * (a {@code TURN} that ends the game is played and answered that way too); {@code TAKEBACK}, {@code BOARD} and
 * {@code RESTART} still work.
 */
public final class GomocupServer implements ProtocolProvider {
  @Override
  public String protocol() {
    return "gomocup";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.p() == 1 && g.q() == 1;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    if (!supports(game)) {
      throw new IllegalArgumentException("gomocup serves connect games with one stone per turn, not " + game.id());
    }
    return new Session((ConnectGame) game, g -> new EnginePlayer(g, engine), out);
  }

  /** At most about 80 characters of client text, for an error line. */
  static String clip(String text) {
    String t = Protocols.printable(text);
    return t.length() <= 80 ? t : t.substring(0, 77) + "...";
  }

  /** One brain session: the position, the move chooser (made again when START changes the board size). */
  static final class Session implements ProtocolHandler {
    /** The game START makes boards of: the one served, under the rule of the last INFO rule. */
    private ConnectGame template;
    private final Function<ConnectGame, EnginePlayer> players;
    private final ProtocolOutput out;
    private ConnectGame game;
    private EnginePlayer player;
    private ConnectState base;
    private final List<Integer> moves = new ArrayList<>();
    private ConnectState state;
    private List<String> boardLines;
    /** Whether this BOARD had more lines than the board has cells (the rest are read and dropped). */
    private boolean boardOverflow;
    /** The brain's player (0 first, 1 second), or -1 before the game says which (an empty board). */
    private int brain = -1;
    private final GomocupInfo info = new GomocupInfo();
    private final SearchThread search = new SearchThread("gomocup-search");

    /**
     * A session; {@code players} makes the move chooser for a board size (START may change it).
     *
     * @param game the game served (its k and rule are kept when START changes the board size; INFO rule changes the
     *     rule)
     */
    Session(ConnectGame game, Function<ConnectGame, EnginePlayer> players, ProtocolOutput out) {
      this.template = game;
      this.players = players;
      this.out = out;
    }

    @Override
    public boolean handle(String raw) {
      String line = raw.strip();
      if (line.isEmpty()) {
        return true;
      }
      int space = line.indexOf(' ');
      String cmd = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
      String arg = space < 0 ? "" : line.substring(space + 1).strip();
      if (cmd.equals("END")) {
        search.stopAndWait();
        return false;
      }
      if (boardLines != null) {
        if (line.equalsIgnoreCase("DONE")) {
          finishBoard();
        } else if (boardLines.size() < game.moveSpace()) {
          boardLines.add(line);
        } else {
          boardOverflow = true;
        }
        return true;
      }
      if (!cmd.equals("ABOUT") && !cmd.equals("INFO")) {
        search.stopAndWait();
      }
      switch (cmd) {
        case "START":
          start(arg, arg);
          return true;
        case "RECTSTART": {
          String[] wh = arg.split(",");
          if (wh.length != 2) {
            out.println("ERROR RECTSTART needs width,height, got '" + clip(arg) + "'");
          } else {
            start(wh[0].strip(), wh[1].strip());
          }
          return true;
        }
        case "RESTART":
          if (requireGame()) {
            newGame(game);
            out.println("OK");
          }
          return true;
        case "BEGIN":
          if (requireGame()) {
            if (state.stoneCount() != 0) {
              out.println("ERROR BEGIN on a board that is not empty");
            } else {
              brain = 0;
              reply();
            }
          }
          return true;
        case "TURN":
          if (requireGame()) {
            int c = parseCell(arg);
            if (c < 0) {
              out.println("ERROR bad coordinates '" + clip(arg) + "'");
            } else if (state.isTerminal()) {
              out.println("ERROR " + gameOver() + "; TURN " + clip(arg) + " not played");
            } else if (state.stoneCount() > 0 && brain == state.currentPlayer()) {
              out.println("ERROR it is the brain's move, not the opponent's: TURN " + clip(arg) + " not played");
            } else if (state.isForbidden(c)) {
              out.println("ERROR illegal move " + clip(arg) + ": forbidden for Black under renju ("
                  + state.foul(c).text() + ")");
            } else if (!state.isLegal(c)) {
              out.println("ERROR illegal move " + clip(arg));
            } else {
              brain = 1 - state.currentPlayer();
              state.play(c);
              moves.add(c);
              reply();
            }
          }
          return true;
        case "BOARD":
          if (requireGame()) {
            boardLines = new ArrayList<>();
            boardOverflow = false;
          }
          return true;
        case "TAKEBACK":
          takeback(arg);
          return true;
        case "INFO":
          String refused = info.set(arg);
          ConnectRule rule = refused == null ? info.takeRule() : null;
          if (rule != null) {
            refused = changeRule(rule);
          }
          if (refused != null) {
            out.println("ERROR " + refused);
          } else if (player != null) {
            player.setTimeControl(info.timeControl());
          }
          return true;
        case "ABOUT":
          out.println("name=\"gametree\", version=\"0.1\", author=\"gametree authors\", country=\"-\"");
          return true;
        default:
          out.println("UNKNOWN " + clip(cmd));
          return true;
      }
    }

    private boolean requireGame() {
      if (state == null) {
        out.println("ERROR no START yet");
        return false;
      }
      return true;
    }

    private void start(String w, String h) {
      int m;
      int n;
      try {
        m = Ascii.parseInt(w);
        n = Ascii.parseInt(h);
      } catch (NumberFormatException e) {
        out.println("ERROR board size must be a number, got '" + clip(w.equals(h) ? w : w + "," + h) + "'");
        return;
      }
      if (m < template.k() && n < template.k() || m > ConnectGame.MAX_SIDE || n > ConnectGame.MAX_SIDE || m < 1
          || n < 1) {
        out.println("ERROR unsupported board size " + m + "x" + n);
        return;
      }
      ConnectGame g = m == template.width() && n == template.height() ? template
          : template.withBoard(m, n);
      if (player != null && g != game) {
        player.close();
        player = null;
      }
      if (player == null) {
        player = players.apply(g);
      }
      newGame(g);
      out.println("OK");
    }

    /**
     * INFO rule: the game from now on, and the game in progress re-created under {@code rule} with its stones and
     * moves (a search under way is stopped and answers first). Returns null, or why not (the rule does not fit the
     * game, or a move so far breaks it), with nothing changed.
     */
    private String changeRule(ConnectRule rule) {
      if (rule == template.rule()) {
        return null;
      }
      ConnectGame t;
      try {
        t = template.withRule(rule);
      } catch (IllegalArgumentException e) {
        return "INFO rule " + rule.gomocupValue() + ": " + e.getMessage();
      }
      if (game == null) {
        template = t;
        return null;
      }
      search.stopAndWait();
      ConnectGame g = game.width() == t.width() && game.height() == t.height() ? t : t.withBoard(game.width(),
          game.height());
      ConnectState b;
      ConnectState st;
      try {
        b = g.parsePosition(game.formatPosition(base));
        st = b.copy();
        for (int c : moves) {
          st.play(c);
        }
      } catch (GameException e) {
        return "INFO rule " + rule.gomocupValue() + " does not fit the game so far: " + clip(e.getMessage());
      }
      template = t;
      player.close();
      player = players.apply(g);
      player.newGame();
      player.setTimeControl(info.timeControl());
      game = g;
      base = b;
      state = st;
      return null;
    }

    private void newGame(ConnectGame g) {
      brain = -1;
      game = g;
      base = g.newInitialState();
      state = base.copy();
      moves.clear();
      player.newGame();
      player.setTimeControl(info.timeControl());
    }

    private int parseCell(String text) {
      String[] xy = text.split(",", -1);
      if (xy.length != 2) {
        return -1;
      }
      try {
        int x = Ascii.parseInt(xy[0].strip());
        int y = Ascii.parseInt(xy[1].strip());
        return x >= 0 && x < game.width() && y >= 0 && y < game.height() ? game.cell(x, y) : -1;
      } catch (NumberFormatException e) {
        return -1;
      }
    }

    /** Thinks on the search thread, then plays the brain's stone and prints it. */
    private void reply() {
      if (state.isTerminal()) {
        out.println("ERROR " + gameOver());
        return;
      }
      search.start(stop -> {
        try {
          int c = player.choose(state, stop);
          state.play(c);
          moves.add(c);
          out.println((c % game.width()) + "," + (c / game.width()));
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
          out.println("ERROR search failed: " + clip(String.valueOf(e)));
        }
      });
    }

    /** Why the brain does not move: the game is over, and who won it. */
    private String gameOver() {
      var outcome = state.outcome();
      String result = outcome.isDraw() ? "a draw" : outcome.winner() == brain ? "the brain won" : "the opponent won";
      return "game over: " + result;
    }

    /** The game, its position and moves, as text (tests compare it before and after a refused command). */
    String dump() {
      search.await();
      return state == null ? "no game"
          : game.id() + "\n" + game.formatPosition(state) + moves + " turn " + info.turnMillis();
    }

    /** Waits for the brain's answer (tests). */
    void awaitAnswer() {
      search.await();
    }

    private void finishBoard() {
      List<String> lines = boardLines;
      boardLines = null;
      if (boardOverflow) {
        out.println("ERROR BOARD has more lines than the board has cells");
        return;
      }
      int[] field = new int[game.moveSpace()];
      int own = 0;
      int theirs = 0;
      for (String l : lines) {
        String[] f = l.split(",");
        int c = f.length == 3 ? parseCell(f[0] + "," + f[1]) : -1;
        int v;
        try {
          v = f.length == 3 ? Ascii.parseInt(f[2].strip()) : -1;
        } catch (NumberFormatException e) {
          v = -1;
        }
        if (c < 0 || v < 1 || v > 3 || field[c] != 0) {
          out.println("ERROR bad BOARD line '" + clip(l) + "'");
          return;
        }
        field[c] = v == 3 ? 2 : v;
        if (field[c] == 1) {
          own++;
        } else {
          theirs++;
        }
      }
      int me;
      if (own == theirs) {
        me = 0;
      } else if (theirs == own + 1) {
        me = 1;
      } else {
        out.println("ERROR stone counts do not fit alternate play: " + own + " own, " + theirs + " opponent");
        return;
      }
      StringBuilder b = new StringBuilder();
      for (int y = 0; y < game.height(); y++) {
        for (int x = 0; x < game.width(); x++) {
          int f = field[game.cell(x, y)];
          b.append(f == 0 ? '.' : (f == 1) == (me == 0) ? 'X' : 'O');
        }
        b.append('\n');
      }
      b.append(me == 0 ? "X" : "O").append(" 1\n");
      ConnectState parsed;
      try {
        parsed = game.parsePosition(b.toString());
      } catch (GameException e) {
        out.println("ERROR " + e.getMessage());
        return;
      }
      if (parsed.isTerminal()) {
        out.println("ERROR the game on this BOARD is over");
        return;
      }
      base = parsed;
      state = base.copy();
      moves.clear();
      brain = parsed.currentPlayer();
      reply();
    }

    private void takeback(String arg) {
      if (!requireGame()) {
        return;
      }
      int c = parseCell(arg);
      if (c < 0 || moves.isEmpty() || moves.get(moves.size() - 1) != c) {
        out.println("ERROR can only take back the last move, not '" + clip(arg) + "'");
        return;
      }
      moves.remove(moves.size() - 1);
      state.undo();
      out.println("OK");
    }

    @Override
    public void close() {
      search.stopAndWait();
      if (player != null) {
        player.close();
      }
    }
  }
}
