package org.gametree.xiangqi.protocol;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.UciPlayer;
import org.gametree.core.option.Option;
import org.gametree.xiangqi.XiangqiGame;

/**
 * Serves {@code uci:COMMAND} specs for Xiangqi with core's {@link UciPlayer} (the game's FEN and ICCS-style moves are
 * what Xiangqi UCI engines read). Two rank conventions exist: Pikafish numbers ranks 0–9 as ICCS does, Fairy-Stockfish
 * 1–10 as chess does. The spec option {@code option.ranks=0-9|1-10|auto} (read by this client, not sent to the engine)
 * chooses; {@code auto}, the default, takes 1–10 for an engine whose {@code id name} is Fairy-Stockfish or that
 * declares {@code UCI_Variant} (a multi-variant engine), and 0–9 otherwise (Pikafish and the rest). An engine that
 * declares {@code UCI_Variant} is also told to play {@code xiangqi}: without it Fairy-Stockfish plays chess. Every
 * other {@code option.NAME=VALUE} of the spec is sent with {@code setoption}.
 */
public final class UciClient implements ExternalPlayerFactory {
  /** The client's own spec option: the engine's rank convention. */
  static final Option<String> RANKS = Option.choice("ranks", "auto", List.of("auto", "0-9", "1-10"),
      "rank numbers the engine writes: 0-9 (Pikafish), 1-10 (Fairy-Stockfish) or auto (from its id name)");

  @Override
  public String protocol() {
    return "uci";
  }

  @Override
  public boolean supports(Game<?> game) {
    return game instanceof XiangqiGame;
  }

  @Override
  public boolean gameSpecific() {
    return true;
  }

  @Override
  public boolean takesOptions() {
    return true;
  }

  @Override
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    Map<String, String> options = new LinkedHashMap<>(spec.params());
    String ranks = "auto";
    for (String key : List.copyOf(options.keySet())) {
      if (key.equalsIgnoreCase(RANKS.name())) {
        ranks = RANKS.parse(options.remove(key));
      }
    }
    return new UciPlayer<>(game, spec.command(), timeout, "depth 8", new VariantSetup(ranks), options);
  }

  /** Tells a multi-variant engine to play Xiangqi, and shifts ranks by one both ways for a 1–10 engine. */
  static final class VariantSetup implements UciPlayer.Setup {
    private static final Pattern MOVE = Pattern.compile("([a-i])(\\d+)([a-i])(\\d+)");
    private final String ranks;
    private boolean fromOne;

    /** {@code ranks}: {@code auto}, {@code 0-9} or {@code 1-10}. */
    VariantSetup(String ranks) {
      this.ranks = ranks;
    }

    @Override
    public List<String> commands(Set<String> declared) {
      return commands("", declared);
    }

    @Override
    public List<String> commands(String engineName, Set<String> declared) {
      boolean variant = declared.contains("UCI_Variant");
      fromOne = switch (ranks) {
        case "0-9" -> false;
        case "1-10" -> true;
        default -> fromOneByName(engineName, variant);
      };
      return variant ? List.of("setoption name UCI_Variant value xiangqi") : List.of();
    }

    /** The known engines by name; an unknown one counts from 1 if it is multi-variant. */
    static boolean fromOneByName(String engineName, boolean variant) {
      String n = engineName.toLowerCase(Locale.ROOT);
      if (n.contains("pikafish")) {
        return false;
      }
      return n.contains("fairy-stockfish") || n.contains("fairy stockfish") || variant;
    }

    /** Whether the engine was taken to number ranks 1–10 (known after the handshake). */
    boolean ranksFromOne() {
      return fromOne;
    }

    @Override
    public String toEngine(String move) {
      return fromOne ? shift(move, 1) : move;
    }

    @Override
    public String fromEngine(String move) {
      return fromOne ? shift(move, -1) : move;
    }

    /** {@code h0g2} with {@code by = 1} is {@code h1g3}; text that is not a move is left for the parser to reject. */
    static String shift(String move, int by) {
      Matcher m = MOVE.matcher(move);
      if (!m.matches() || m.group(2).length() > 2 || m.group(4).length() > 2) {
        return move;
      }
      return m.group(1) + (Ascii.parseInt(m.group(2)) + by) + m.group(3) + (Ascii.parseInt(m.group(4)) + by);
    }
  }
}
