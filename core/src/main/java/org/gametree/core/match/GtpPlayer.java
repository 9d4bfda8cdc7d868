package org.gametree.core.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Drives a GTP v2 engine: {@code clear_board} and the game's setup commands at each game, {@code play b|w MOVE} for
 * the moves since it last looked, {@code genmove b|w} for its move. Move text is the game's own
 * ({@link GameState#moveToString}) unless the game's {@link Dialect} says otherwise; colours follow {@link
 * GameState#currentPlayer()} (0 = b). A {@code resign} answer loses the game ({@link PlayerException#resignation()},
 * recorded as {@code resign}), {@code pass} (any case) is the game's pass move.
 */
public final class GtpPlayer<S extends GameState> implements Player<S> {
  /**
   * What one game adds to GTP, supplied by its game module: the commands after {@code clear_board} (for Go
   * {@code boardsize 9} and {@code komi 7.5}), and where its engines disagree with the plain protocol, the text of a
   * move and how forced passes are sent.
   */
  @FunctionalInterface
  public interface Dialect<S extends GameState> {
    /** The commands to send after {@code clear_board} for a game starting at {@code start}. */
    List<String> setupCommands(Game<S> game, S start);

    /** The vertex {@code play} sends for {@code move} in {@code state} (before the move); the game's own text. */
    default String vertex(S state, int move) {
      return state.moveToString(move);
    }

    /**
     * Whether an engine may refuse {@code play} of a forced pass because it passed implicitly (Othello engines such
     * as GRhino do, others expect the pass); the refusal is then ignored and the game goes on.
     */
    default boolean passMayBeImplicit() {
      return false;
    }
  }

  /** The plain protocol: no setup commands, the game's own move text, passes sent and answered. */
  private static final Dialect<GameState> PLAIN = (game, start) -> List.of();

  private final Game<S> game;
  private final ExternalEngine engine;
  private final Duration timeout;
  private final Dialect<S> dialect;
  private final String name;
  private final List<Integer> sent = new ArrayList<>();
  private S shadow;

  /**
   * Starts {@code commandLine} and checks it answers {@code protocol_version} and {@code name} within {@code timeout};
   * {@code dialect} may be {@code null} for the plain protocol.
   */
  @SuppressWarnings("unchecked")
  public GtpPlayer(Game<S> game, String commandLine, Duration timeout, Dialect<S> dialect) {
    this.game = game;
    this.timeout = timeout;
    this.dialect = dialect == null ? (Dialect<S>) PLAIN : dialect;
    this.engine = ExternalEngine.start(commandLine);
    String n;
    try {
      command("protocol_version", timeout);
      n = command("name", timeout);
    } catch (PlayerException e) {
      engine.close();
      throw e;
    }
    this.name = "gtp:" + commandLine + (n.isEmpty() ? "" : " (" + n + ")");
  }

  @Override
  public String name() {
    return name;
  }

  /** Sends one command and returns the text of its success answer; {@link PlayerException} on {@code ?} or silence. */
  public String command(String cmd, Duration wait) {
    engine.send(cmd);
    String first;
    do {
      first = engine.readLine(wait).strip();
    } while (first.isEmpty());
    StringBuilder body = new StringBuilder();
    String line;
    while (!(line = engine.readLine(wait)).strip().isEmpty()) {
      body.append('\n').append(line);
    }
    if (first.startsWith("?")) {
      throw new PlayerException("GTP engine refused '" + cmd + "': " + first.substring(1).strip() + body);
    }
    if (!first.startsWith("=")) {
      throw new PlayerException("GTP engine answered '" + first + "' to '" + cmd + "'");
    }
    String text = first.substring(1).replaceFirst("^\\d+", "").strip();
    return (text + body).strip();
  }

  @Override
  public void newGame(S start) {
    shadow = null;
    sent.clear();
  }

  @SuppressWarnings("unchecked")
  private void sync(MoveRequest<S> request) {
    int[] moves = request.moves();
    boolean prefix = shadow != null && sent.size() <= moves.length;
    for (int i = 0; prefix && i < sent.size(); i++) {
      prefix = sent.get(i) == moves[i];
    }
    if (!prefix) {
      if (!request.startIsInitial()) {
        throw new PlayerException("GTP cannot set up a position that is not the initial one");
      }
      command("clear_board", timeout);
      for (String c : dialect.setupCommands(game, request.start())) {
        command(c, timeout);
      }
      shadow = (S) request.start().copy();
      sent.clear();
    }
    for (int i = sent.size(); i < moves.length; i++) {
      String play = "play " + colour(shadow.currentPlayer()) + " " + dialect.vertex(shadow, moves[i]);
      try {
        command(play, timeout);
      } catch (PlayerException e) {
        if (moves[i] != game.passMove() || !dialect.passMayBeImplicit()) {
          throw e;
        }
      }
      shadow.play(moves[i]);
      sent.add(moves[i]);
    }
  }

  private static String colour(int player) {
    return player == 0 ? "b" : "w";
  }

  @Override
  public int chooseMove(MoveRequest<S> request) {
    sync(request);
    Duration wait = timeout;
    if (request.timePerMove() != null) {
      long secs = Math.max(1, (request.timePerMove().toMillis() + 999) / 1000);
      command("time_settings 0 " + secs + " 1", timeout);
      wait = request.timePerMove().multipliedBy(2).plus(timeout);
    }
    S state = request.state();
    String answer = command("genmove " + colour(state.currentPlayer()), wait);
    String word = answer.strip().toLowerCase(Locale.ROOT);
    if (word.equals("resign")) {
      throw PlayerException.resignation();
    }
    int move;
    try {
      move = word.equals("pass") && game.passMove() >= 0 ? game.passMove() : state.parseMove(answer.strip());
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
    engine.close("quit", Duration.ofSeconds(1));
  }
}
