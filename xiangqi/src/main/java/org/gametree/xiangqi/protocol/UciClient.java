package org.gametree.xiangqi.protocol;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.UciPlayer;
import org.gametree.xiangqi.XiangqiGame;

/**
 * Serves {@code uci:COMMAND} specs for Xiangqi with core's {@link UciPlayer} (the game's FEN and ICCS moves are what
 * Xiangqi UCI engines such as Pikafish read). An engine that declares {@code UCI_Variant} is a multi-variant engine
 * such as Fairy-Stockfish: it is told to play {@code xiangqi} (it plays chess otherwise), and since it numbers ranks
 * from 1 to 10 as chess does where ICCS numbers them from 0 to 9, its moves are translated both ways.
 */
public final class UciClient implements ExternalPlayerFactory {
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
  public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
    return new UciPlayer<>(game, spec.command(), timeout, "depth 8", new VariantSetup());
  }

  /** Remembers whether the engine is a multi-variant one, and if so shifts ranks by one in both directions. */
  static final class VariantSetup implements UciPlayer.Setup {
    private static final Pattern MOVE = Pattern.compile("([a-i])(\\d+)([a-i])(\\d+)");
    private boolean variant;

    @Override
    public List<String> commands(Set<String> declared) {
      variant = declared.contains("UCI_Variant");
      return variant ? List.of("setoption name UCI_Variant value xiangqi") : List.of();
    }

    @Override
    public String toEngine(String move) {
      return variant ? shift(move, 1) : move;
    }

    @Override
    public String fromEngine(String move) {
      return variant ? shift(move, -1) : move;
    }

    /** {@code h0g2} with {@code by = 1} is {@code h1g3}; text that is not a move is left for the parser to reject. */
    static String shift(String move, int by) {
      Matcher m = MOVE.matcher(move);
      if (!m.matches()) {
        return move;
      }
      return m.group(1) + (Integer.parseInt(m.group(2)) + by) + m.group(3) + (Integer.parseInt(m.group(4)) + by);
    }
  }
}
