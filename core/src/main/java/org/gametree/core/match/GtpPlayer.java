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
 *
 * <p>Engines print more than GTP on stdout (Edax: {@code *** SEARCH STILL RUNNING ? (0) ***} during a search): a line
 * that is not an answer ({@code =} or {@code ?}, an optional id, then a space or the end) is skipped and logged
 * ({@link ExternalEngine#skipped}). A refused {@code time_settings} (Egaroucid does not know it) is logged and not sent
 * again: the engine plays on its own limits, the match's timeout still applies. A dialect may mark setup commands as
 * optional in the same way ({@link Dialect#optional}).
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

    /** Whether the engine may refuse setup command {@code command} and the game go on (a komi the game lacks). */
    default boolean optional(String command) {
      return false;
    }
  }

  /** A GTP answer's first line: {@code =} or {@code ?}, an optional numeric id, then a space or the end. */
  private static final java.util.regex.Pattern ANSWER = java.util.regex.Pattern.compile("^[=?][0-9]*(\\s.*)?$");

  /** The plain protocol: no setup commands, the game's own move text, passes sent and answered. */
  private static final Dialect<GameState> PLAIN = (game, start) -> List.of();

  private final Game<S> game;
  private final ExternalEngine engine;
  private final Duration timeout;
  private final Dialect<S> dialect;
  private final String name;
  private final List<Integer> sent = new ArrayList<>();
  private S shadow;
  private boolean timeSettingsRefused;

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
    return exchange(cmd, wait, false);
  }

  /**
   * Sends one command and reads its answer, skipping lines that are not GTP answers; returns the success text, or
   * null for a refusal when {@code mayRefuse} (else {@link PlayerException}, as for silence).
   */
  private String exchange(String cmd, Duration wait, boolean mayRefuse) {
    engine.send(cmd);
    // one deadline for the whole answer, so that an engine printing noise without end is still silent
    long end = System.nanoTime() + wait.toNanos();
    String first;
    while (true) {
      first = engine.readLine(left(end)).strip();
      if (ANSWER.matcher(first).matches()) {
        break;
      }
      if (!first.isEmpty()) {
        engine.skipped(first, "not a GTP answer to '" + cmd + "', skipped");
      }
    }
    StringBuilder body = new StringBuilder();
    String line;
    while (!(line = engine.readLine(left(end))).strip().isEmpty()) {
      body.append('\n').append(line);
    }
    if (first.startsWith("?")) {
      String refusal = "GTP engine refused '" + cmd + "': " + first.substring(1).strip() + body;
      if (mayRefuse) {
        engine.skipped(refusal, "an optional command, going on without it");
        return null;
      }
      throw new PlayerException(refusal);
    }
    String text = first.substring(1).replaceFirst("^[0-9]+", "").strip();
    return (text + body).strip();
  }

  private static Duration left(long end) {
    return Duration.ofNanos(Math.max(1_000_000L, end - System.nanoTime()));
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
        if (dialect.optional(c)) {
          optionalCommand(c);
        } else {
          command(c, timeout);
        }
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

  /** Sends a command the engine may refuse; a refusal is logged and the game goes on. */
  private boolean optionalCommand(String cmd) {
    return exchange(cmd, timeout, true) != null;
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
      if (!timeSettingsRefused) {
        timeSettingsRefused = !optionalCommand("time_settings 0 " + secs + " 1");
      }
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
