package org.gametree.core.match;

import java.nio.file.Path;
import java.util.Objects;
import org.gametree.core.search.SearchLimits;

/**
 * What {@link SelfPlay} generates: {@code SelfPlayConfig.builder("negascout:depth=4", out).games(1000).build()}.
 *
 * @param engine the engine spec that plays both sides
 * @param games games to generate
 * @param openingPlies uniformly random plies at the start of each game (reproducible from {@code seed})
 * @param seed seed of openings and of the top-K choice
 * @param topK choose among the {@code topK} best moves (Xu et al.'s weighted choice); 1 plays the engine's move
 * @param topKPlies how many plies after the opening use the top-K choice; 0 means every ply
 * @param valueScale score units per logistic unit when scores become win probabilities for the top-K weights
 * @param exactLabels label positions with the game's exact solver ({@link org.gametree.core.search.Solvable}) when it
 *     proves them within {@code solverLimits}; other positions keep the final result
 * @param solverLimits budget per solved position
 * @param concurrency games generated at once
 * @param out the training file (JSON lines, one game per line)
 * @param resume continue an interrupted run instead of refusing to overwrite {@code out}
 */
public record SelfPlayConfig(
    String engine,
    int games,
    int openingPlies,
    long seed,
    int topK,
    int topKPlies,
    double valueScale,
    boolean exactLabels,
    SearchLimits solverLimits,
    int concurrency,
    Path out,
    boolean resume) {
  /** Checks the components. */
  public SelfPlayConfig {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(solverLimits, "solverLimits");
    if (games < 1 || openingPlies < 0 || topK < 1 || topKPlies < 0 || !(valueScale > 0) || concurrency < 1) {
      throw new IllegalArgumentException("bad self-play settings: games, topK, concurrency >= 1; openingPlies,"
          + " topKPlies >= 0; valueScale > 0");
    }
  }

  /** A builder: 100 games, 4 random plies, seed 1, top-3 choice over the first 10 plies, scale 200, result labels. */
  public static Builder builder(String engine, Path out) {
    return new Builder(engine, out);
  }

  /** Collects a self-play configuration. */
  public static final class Builder {
    private final String engine;
    private final Path out;
    private int games = 100;
    private int openingPlies = 4;
    private long seed = 1;
    private int topK = 3;
    private int topKPlies = 10;
    private double valueScale = 200;
    private boolean exactLabels;
    private SearchLimits solverLimits = SearchLimits.nodes(1_000_000);
    private int concurrency = 1;
    private boolean resume;

    private Builder(String engine, Path out) {
      this.engine = engine;
      this.out = out;
    }

    /** Sets {@link SelfPlayConfig#games()}. */
    public Builder games(int games) {
      this.games = games;
      return this;
    }

    /** Sets {@link SelfPlayConfig#openingPlies()}. */
    public Builder openingPlies(int plies) {
      this.openingPlies = plies;
      return this;
    }

    /** Sets {@link SelfPlayConfig#seed()}. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** Sets {@link SelfPlayConfig#topK()}. */
    public Builder topK(int k) {
      this.topK = k;
      return this;
    }

    /** Sets {@link SelfPlayConfig#topKPlies()}. */
    public Builder topKPlies(int plies) {
      this.topKPlies = plies;
      return this;
    }

    /** Sets {@link SelfPlayConfig#valueScale()}. */
    public Builder valueScale(double scale) {
      this.valueScale = scale;
      return this;
    }

    /** Sets {@link SelfPlayConfig#exactLabels()}. */
    public Builder exactLabels(boolean on) {
      this.exactLabels = on;
      return this;
    }

    /** Sets {@link SelfPlayConfig#solverLimits()}. */
    public Builder solverLimits(SearchLimits limits) {
      this.solverLimits = limits;
      return this;
    }

    /** Sets {@link SelfPlayConfig#concurrency()}. */
    public Builder concurrency(int concurrency) {
      this.concurrency = concurrency;
      return this;
    }

    /** Sets {@link SelfPlayConfig#resume()}. */
    public Builder resume(boolean resume) {
      this.resume = resume;
      return this;
    }

    /** The configuration, checked. */
    public SelfPlayConfig build() {
      return new SelfPlayConfig(engine, games, openingPlies, seed, topK, topKPlies, valueScale, exactLabels,
          solverLimits, concurrency, out, resume);
    }
  }
}
