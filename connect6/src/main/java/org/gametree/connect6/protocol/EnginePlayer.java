package org.gametree.connect6.protocol;

import java.time.Duration;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.Threats;
import org.gametree.connect6.search.ThreatSpaceSearch;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.StopSignal;
import org.gametree.core.search.TimeControl;

/**
 * Chooses one stone at a time for the protocol servers ({@link GomocupServer}, {@link Connect6Server}): an immediate
 * win if there is one, then a threat-space win (when enabled), then the built-in searcher an engine spec describes;
 * engine kind {@code greedy} (or a search that is not available) falls back to the best cell by the threat/window
 * move ordering near the stones.
 */
final class EnginePlayer implements AutoCloseable {
  private final ConnectGame game;
  private final Threats threats;
  private final ThreatSpaceSearch tss;
  private final SearchEngine<ConnectState> engine;
  private final int[] moves;
  private final int[] scores;
  private volatile boolean useTss = true;
  private volatile TimeControl clock;
  private volatile int depth;

  /** A player for {@code game} using the built-in engine {@code spec} (or the greedy chooser). */
  EnginePlayer(ConnectGame game, EngineSpec spec) {
    this.game = game;
    this.threats = new Threats(game);
    this.tss = new ThreatSpaceSearch(game);
    this.engine = spec != null && !spec.kind().equals("greedy") ? Engines.create(game, spec) : null;
    this.moves = new int[game.maxLegalMoves()];
    this.scores = new int[game.maxLegalMoves()];
  }

  /** The game played. */
  public ConnectGame game() {
    return game;
  }

  /** Sets the clock of each stone (null: the engine spec's own limits). */
  public void setTimeControl(TimeControl clock) {
    this.clock = clock;
  }

  /** Sets a fixed search depth (0: the engine spec's own limits). */
  public void setDepth(int depth) {
    this.depth = Math.max(0, depth);
  }

  /** Turns the threat-space win check on or off. */
  public void setTss(boolean on) {
    this.useTss = on;
  }

  /** A stone for the side to move; the state is left unchanged. -1 if the game is over. */
  public int choose(ConnectState s) {
    return choose(s, new StopSignal());
  }

  /**
   * As {@link #choose(ConnectState)}, returning early when {@code stop} is raised. The first stone of a game goes to
   * the centre, as Gomocup managers and Connect6 programs expect (openings are balanced around it).
   */
  public int choose(ConnectState s, StopSignal stop) {
    if (s.isTerminal()) {
      return -1;
    }
    if (s.stoneCount() == 0) {
      int centre = game.cell(game.width() / 2, game.height() / 2);
      if (s.isLegal(centre)) {
        return centre;
      }
    }
    int me = s.currentPlayer();
    if (threats.moverWinsNow(s)) {
      int n = threats.collect(s, me, s.stonesLeft());
      for (int i = 0; i < n; i++) {
        int w = threats.window(i);
        for (int j = 0; j < game.k(); j++) {
          int c = game.windows().cell(w, j);
          if (s.at(c) == 0) {
            return c;
          }
        }
      }
    }
    if (useTss && !stop.isRaised()) {
      ThreatSpaceSearch.Result r = tss.search(s, 4, 20_000, Duration.ofMillis(200));
      if (r.win() && r.firstStone() >= 0) {
        return r.firstStone();
      }
    }
    if (engine != null) {
      SearchLimits limits = engine.limits().withStop(stop);
      TimeControl tc = clock;
      if (tc != null) {
        limits = limits.withTimeControl(tc);
      }
      if (depth > 0) {
        limits = limits.withDepth(depth);
      }
      SearchResult r = engine.searcher().search(s, limits);
      if (r.bestMove() >= 0 && s.isLegal(r.bestMove())) {
        return r.bestMove();
      }
    }
    return greedy(s);
  }

  private int greedy(ConnectState s) {
    int n = s.candidateMoves(moves, 2);
    if (n == 0) {
      n = s.legalMoves(moves);
    }
    s.scoreMoves(moves, n, scores);
    int best = 0;
    for (int i = 1; i < n; i++) {
      if (scores[i] > scores[best]) {
        best = i;
      }
    }
    return moves[best];
  }

  /** Starts a new game (forgets search tables). */
  public void newGame() {
    if (engine != null) {
      engine.searcher().newGame();
    }
  }

  @Override
  public void close() {
    if (engine != null) {
      engine.close();
    }
  }
}
