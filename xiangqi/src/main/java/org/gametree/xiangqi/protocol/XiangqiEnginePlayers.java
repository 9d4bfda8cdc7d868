package org.gametree.xiangqi.protocol;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;
import java.time.Duration;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.ExternalPlayerFactory;
import org.gametree.core.match.Player;
import org.gametree.core.match.PlayerException;
import org.gametree.core.search.SearchLimits;

/**
 * External Xiangqi engines as match players: {@code gametree match xiangqi --engine1 ucci:/path/to/eleeye ...} or
 * {@code uci:pikafish}. Each move is sent as {@code position fen <start> moves ...} (so the engine sees the
 * repetitions) with {@code go movetime} (UCI) or {@code go time ... movestogo 1} (UCCI, in milliseconds), or
 * {@code go depth 8} when the match gives no time per move.
 */
public final class XiangqiEnginePlayers {
  /** The depth asked for when the match sets no time per move. */
  static final int DEFAULT_DEPTH = 8;

  private XiangqiEnginePlayers() {}

  /** {@code ucci:COMMAND}. */
  public static final class Ucci extends Factory {
    /** Serves {@code ucci:} specs for Xiangqi. */
    public Ucci() {
      super(EngineSession.Dialect.UCCI);
    }
  }

  /** {@code uci:COMMAND}, preferred for Xiangqi over core's generic UCI client. */
  public static final class Uci extends Factory {
    /** Serves {@code uci:} specs for Xiangqi. */
    public Uci() {
      super(EngineSession.Dialect.UCI);
    }
  }

  private abstract static class Factory implements ExternalPlayerFactory {
    private final EngineSession.Dialect dialect;

    Factory(EngineSession.Dialect dialect) {
      this.dialect = dialect;
    }

    @Override
    public String protocol() {
      return dialect == EngineSession.Dialect.UCCI ? "ucci" : "uci";
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
    @SuppressWarnings("unchecked")
    public <S extends GameState> Player<S> create(Game<S> game, EngineSpec spec, Duration timeout) {
      EngineClient client = EngineClient.launch(dialect, spec.command(), timeout);
      return (Player<S>) new EnginePlayer(protocol() + ":" + spec.command(), client);
    }
  }

  /** One external engine playing one game at a time. */
  static final class EnginePlayer implements Player<XiangqiState> {
    private final String name;
    private final EngineClient client;

    EnginePlayer(String spec, EngineClient client) {
      this.client = client;
      this.name = client.name().isEmpty() ? spec : spec + " (" + client.name() + ")";
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void newGame(XiangqiState start) {
      client.newGame();
    }

    @Override
    public int chooseMove(MoveRequest<XiangqiState> request) {
      SearchLimits limits = request.timePerMove() != null
          ? SearchLimits.time(request.timePerMove()) : SearchLimits.depth(DEFAULT_DEPTH);
      int move = client.bestMove(request.start(), request.moves(), request.state(), limits);
      if (move < 0) {
        throw new PlayerException(name + " has no move in " + Fen.format(request.state()));
      }
      return move;
    }

    @Override
    public void close() {
      client.close();
    }
  }
}
