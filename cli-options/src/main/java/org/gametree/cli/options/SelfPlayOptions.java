package org.gametree.cli.options;

import java.nio.file.Path;
import org.gametree.core.Game;
import org.gametree.core.match.SelfPlayConfig;
import org.gametree.core.search.SearchLimits;
import picocli.CommandLine.Option;

/** The options of {@code gametree selfplay}, locally and with {@code --spark}. */
public final class SelfPlayOptions {
  /** The engine spec that plays both sides, or null for the game's default engine ({@code --engine}). */
  @Option(names = "--engine", paramLabel = "SPEC",
      description = "The built-in engine that plays both sides (default: the game's default engine, see 'gametree "
          + "games'; a fixed depth such as negascout:depth=4 makes the games reproducible).")
  public String engine;

  /** How many games to play ({@code --games}). */
  @Option(names = "--games", defaultValue = "100", paramLabel = "N", description = "Games (default 100).")
  public int games;

  /** The training file the games are written to, as JSON lines ({@code --out}). */
  @Option(names = "--out", required = true, paramLabel = "FILE", description = "The training file (JSON lines).")
  public Path out;

  /** Uniformly random plies before the engine takes over ({@code --opening-plies}). */
  @Option(names = "--opening-plies", defaultValue = "4", paramLabel = "N", description = "Uniformly random plies (default ${DEFAULT-VALUE}).")
  public int openingPlies;

  /** Seed of the random openings and move choices ({@code --seed}). */
  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Random seed (default ${DEFAULT-VALUE}).")
  public long seed;

  /** How many of the best moves the weighted choice picks among; 1 plays the best ({@code --top-k}). */
  @Option(names = "--top-k", defaultValue = "3", paramLabel = "K",
      description = "Choose among the K best moves, weighted as in Xu et al. 2010 (1 = always the best; default "
          + "${DEFAULT-VALUE}).")
  public int topK;

  /** Plies after the opening that use the top-K choice ({@code --top-k-plies}). */
  @Option(names = "--top-k-plies", defaultValue = "10", paramLabel = "N",
      description = "Plies after the opening that use the top-K choice (default ${DEFAULT-VALUE}).")
  public int topKPlies;

  /** Score units per logistic unit when move values become probabilities ({@code --value-scale}). */
  @Option(names = "--value-scale", defaultValue = "200", paramLabel = "X",
      description = "Score units per logistic unit when turning move values into probabilities (default "
          + "${DEFAULT-VALUE}).")
  public double valueScale;

  /** Whether positions are labelled by the game's exact solver ({@code --exact-labels}). */
  @Option(names = "--exact-labels", description = "Label positions with an exact solver where the game has one.")
  public boolean exactLabels;

  /** Node budget of each exact solve ({@code --solver-nodes}). */
  @Option(names = "--solver-nodes", defaultValue = "1000000", paramLabel = "N",
      description = "Node budget per exact solve (default 1000000).")
  public long solverNodes;

  /** Games played at once ({@code --concurrency}). */
  @Option(names = "--concurrency", defaultValue = "1", paramLabel = "K",
      description = "Games at once (default 1); with --spark the master's cores decide instead.")
  public int concurrency;

  /** Whether to continue the run recorded in {@link #out} ({@code --resume}). */
  @Option(names = "--resume", description = "Continue the run recorded in --out.")
  public boolean resume;

  /** The run these options describe for {@code game}, whose default engine plays unless {@code --engine} is given. */
  public SelfPlayConfig config(Game<?> game) {
    return SelfPlayConfig.builder(engine != null ? engine : game.defaultEngineSpec(), out)
        .games(games)
        .openingPlies(openingPlies)
        .seed(seed)
        .topK(topK)
        .topKPlies(topKPlies)
        .valueScale(valueScale)
        .exactLabels(exactLabels)
        .solverLimits(SearchLimits.nodes(solverNodes))
        .concurrency(concurrency)
        .resume(resume)
        .build();
  }
}
