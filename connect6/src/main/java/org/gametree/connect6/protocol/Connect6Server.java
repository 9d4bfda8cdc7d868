package org.gametree.connect6.protocol;

import java.util.Locale;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolHandler;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.protocol.ProtocolProvider;

/**
 * {@code gametree serve connect6 --protocol connect6}: the Cloudict-style Connect6 text protocol for connect games
 * on boards up to 26 wide. Commands: {@code name}, {@code new black|white}, {@code move XXXX} (the opponent's stones;
 * the engine answers {@code move XXXX}), {@code black XXXX} / {@code white XXXX} (set stones), {@code next} (move for
 * the side to move), {@code depth d}, {@code vcf} / {@code unvcf}, {@code print}, {@code help}, {@code quit} /
 * {@code exit}. A stone is two letters, column then row, {@code A} = left column / top row. Bad input is answered
 * with a line starting {@code error} that names the offending text (at most about 80 characters of it; clients only
 * read {@code move}/{@code name} lines), the position is left unchanged and the session goes on. The first stone of
 * a game is the centre. The engine thinks on its own thread: {@code name}, {@code help} and {@code quit} are answered
 * during a search, {@code quit} (or end of input) stops it, any other command stops it and waits for its answer
 * first. The client for the same protocol is {@link Connect6Client}.
 */
public final class Connect6Server implements ProtocolProvider {
  @Override
  public String protocol() {
    return "connect6";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof ConnectGame g && g.width() <= 26;
  }

  @Override
  public ProtocolHandler create(Game<?> game, EngineSpec engine, ProtocolOutput out) {
    if (!supports(game)) {
      throw new IllegalArgumentException("connect6 protocol serves connect games, not " + game.id());
    }
    ConnectGame g = (ConnectGame) game;
    return new Session(g, new EnginePlayer(g, engine), out);
  }

  /** One session: the position and the move chooser. */
  static final class Session implements ProtocolHandler {
    private final ConnectGame game;
    private final EnginePlayer player;
    private final ProtocolOutput out;
    private ConnectState state;
    private final SearchThread search = new SearchThread("connect6-search");

    /** A session for {@code game} with {@code player} choosing stones. */
    Session(ConnectGame game, EnginePlayer player, ProtocolOutput out) {
      this.game = game;
      this.player = player;
      this.out = out;
      this.state = game.newInitialState();
    }

    @Override
    public boolean handle(String raw) {
      String line = raw.strip();
      if (line.isEmpty()) {
        return true;
      }
      String[] f = line.split("\\s+");
      String cmd = f[0].toLowerCase(Locale.ROOT);
      if (!cmd.equals("name") && !cmd.equals("help")) {
        search.stopAndWait();
      }
      switch (cmd) {
        case "name":
          out.println("name gametree");
          return true;
        case "new":
          if (f.length != 2 || !(f[1].equalsIgnoreCase("black") || f[1].equalsIgnoreCase("white"))) {
            out.println("error usage: new black|white, got '" + GomocupServer.clip(line) + "'");
            return true;
          }
          state = game.newInitialState();
          player.newGame();
          if (f[1].equalsIgnoreCase("black")) {
            reply();
          }
          return true;
        case "move":
          if (f.length != 2) {
            out.println("error usage: move XXXX, got '" + GomocupServer.clip(line) + "'");
            return true;
          }
          if (place(f[1], -1)) {
            reply();
          }
          return true;
        case "black":
        case "white":
          if (f.length != 2) {
            out.println("error usage: " + cmd + " XXXX, got '" + GomocupServer.clip(line) + "'");
            return true;
          }
          place(f[1], cmd.equals("black") ? 0 : 1);
          return true;
        case "next":
          reply();
          return true;
        case "depth":
          try {
            int d = Ascii.parseInt(f.length == 2 ? f[1] : "x");
            if (d < 1 || d > 64) {
              throw new NumberFormatException();
            }
            player.setDepth(d);
          } catch (NumberFormatException e) {
            out.println("error usage: depth 1..64, got '" + GomocupServer.clip(line) + "'");
          }
          return true;
        case "vcf":
          player.setTss(true);
          return true;
        case "unvcf":
          player.setTss(false);
          return true;
        case "print":
          out.print(game.render(state));
          return true;
        case "help":
          out.println("commands: name, new black|white, move XXXX, black XXXX, white XXXX, next, depth d, vcf, "
              + "unvcf, print, help, quit");
          return true;
        case "quit":
        case "exit":
          return false;
        default:
          out.println("error unknown command '" + GomocupServer.clip(f[0]) + "'");
          return true;
      }
    }

    /** Places the stones of {@code text} for the side to move (which must be {@code color} if >= 0). */
    private boolean place(String text, int color) {
      if (text.length() % 2 != 0 || text.isEmpty()) {
        out.println("error stones are two letters each: '" + GomocupServer.clip(text) + "'");
        return false;
      }
      int count = text.length() / 2;
      int[] cells = new int[count];
      for (int i = 0; i < count; i++) {
        int x = Character.toUpperCase(text.charAt(2 * i)) - 'A';
        int y = Character.toUpperCase(text.charAt(2 * i + 1)) - 'A';
        if (x < 0 || x >= game.width() || y < 0 || y >= game.height()) {
          out.println("error off the board: '" + text.substring(2 * i, 2 * i + 2) + "'");
          return false;
        }
        cells[i] = game.cell(x, y);
      }
      if (state.isTerminal()) {
        out.println("error the game is over");
        return false;
      }
      int mover = state.currentPlayer();
      if (color >= 0 && color != mover) {
        out.println("error it is " + (mover == 0 ? "black" : "white") + "'s turn");
        return false;
      }
      if (count != state.stonesLeft()) {
        out.println("error expected " + state.stonesLeft() + " stone(s), got " + count);
        return false;
      }
      ConnectState trial = state.copy();
      for (int c : cells) {
        if (!trial.isLegal(c)) {
          out.println("error illegal stone in '" + GomocupServer.clip(text) + "'");
          return false;
        }
        trial.play(c);
      }
      state = trial;
      return true;
    }

    /** Thinks on the search thread, then plays the turn's stones and prints them. */
    private void reply() {
      if (state.isTerminal()) {
        return;
      }
      ConnectState s = state;
      search.start(stop -> {
        try {
          int me = s.currentPlayer();
          StringBuilder b = new StringBuilder("move ");
          while (!s.isTerminal() && s.currentPlayer() == me) {
            int c = player.choose(s, stop);
            s.play(c);
            b.append((char) ('A' + c % game.width())).append((char) ('A' + c / game.width()));
          }
          out.println(b.toString());
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
          out.println("error search failed: " + GomocupServer.clip(String.valueOf(e)));
        }
      });
    }

    /** The position as text (tests compare it before and after a refused command). */
    String dump() {
      search.await();
      return game.formatPosition(state);
    }

    /** Waits for the engine's answer (tests). */
    void awaitAnswer() {
      search.await();
    }

    @Override
    public void close() {
      search.stopAndWait();
      player.close();
    }
  }
}
