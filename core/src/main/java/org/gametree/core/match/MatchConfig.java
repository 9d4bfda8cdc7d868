package org.gametree.core.match;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Everything a match needs: {@code MatchConfig.builder("negascout:depth=8", "negascout:depth=2").games(40).build()}.
 *
 * @param engine1 engine 1's spec (statistics are from its side)
 * @param engine2 engine 2's spec
 * @param games games to play; game {@code g} plays opening {@code g / 2} with colours swapped when {@code g} is odd
 * @param openingPlies random plies of each random opening (ignored with an openings file)
 * @param seed seed of the random openings and of random players
 * @param openingsFile a file or directory of openings ({@link Opening#read}), or null for random openings
 * @param concurrency games played at once
 * @param timePerMove time per move for every player, or null to use each spec's own limits
 * @param engineTimeout how long an external engine may stay silent beyond its move time before it forfeits
 * @param resignScore adjudicate a loss when the mover's score is at most {@code -resignScore} for {@code resignMoves}
 *     of its moves in a row while the opponent's is at least {@code resignScore}; 0 turns this off
 * @param resignMoves see {@code resignScore}
 * @param drawAfterPlies adjudicate a draw after this many plies past the opening; 0 turns this off
 * @param sprt stop when this test decides, or null
 * @param out the JSON-lines record file, or null to keep no records
 * @param resume continue the match recorded in {@code out} instead of refusing to overwrite it
 * @param clock each side's clock, kept by the referee (a side over it loses on time), or null; not with
 *     {@code timePerMove}
 */
public record MatchConfig(
    String engine1,
    String engine2,
    int games,
    int openingPlies,
    long seed,
    Path openingsFile,
    int concurrency,
    Duration timePerMove,
    Duration engineTimeout,
    int resignScore,
    int resignMoves,
    int drawAfterPlies,
    Sprt sprt,
    Path out,
    boolean resume,
    MatchClock clock) {
  /** Checks the components. */
  public MatchConfig {
    Objects.requireNonNull(engine1, "engine1");
    Objects.requireNonNull(engine2, "engine2");
    Objects.requireNonNull(engineTimeout, "engineTimeout");
    if (games < 1) {
      throw new IllegalArgumentException("games must be >= 1: " + games);
    }
    if (openingPlies < 0 || concurrency < 1 || resignScore < 0 || resignMoves < 1 || drawAfterPlies < 0) {
      throw new IllegalArgumentException(
          "bad match settings: openingPlies, resignScore and drawAfterPlies must be >= 0, concurrency and resignMoves"
              + " >= 1");
    }
    if (engineTimeout.isNegative() || timePerMove != null && (timePerMove.isNegative() || timePerMove.isZero())) {
      throw new IllegalArgumentException("bad match settings: the engine timeout must be >= 0 and the time per move"
          + " > 0");
    }
    if (clock != null && timePerMove != null) {
      throw new IllegalArgumentException("a time per move (--time) and a time control (--tc) exclude each other");
    }
    if (resume && out == null) {
      throw new IllegalArgumentException("--resume needs a record file (--out)");
    }
  }

  /** A builder with 2 games, 4 random opening plies, seed 1, one game at a time, no adjudication, no records. */
  public static Builder builder(String engine1, String engine2) {
    return new Builder(engine1, engine2);
  }

  /** Collects a match configuration. */
  public static final class Builder {
    private final String engine1;
    private final String engine2;
    private int games = 2;
    private int openingPlies = 4;
    private long seed = 1;
    private Path openingsFile;
    private int concurrency = 1;
    private Duration timePerMove;
    private MatchClock clock;
    private Duration engineTimeout = Duration.ofSeconds(10);
    private int resignScore;
    private int resignMoves = 3;
    private int drawAfterPlies;
    private Sprt sprt;
    private Path out;
    private boolean resume;

    private Builder(String engine1, String engine2) {
      this.engine1 = engine1;
      this.engine2 = engine2;
    }

    /** Sets {@link MatchConfig#games()}. */
    public Builder games(int games) {
      this.games = games;
      return this;
    }

    /** Sets {@link MatchConfig#openingPlies()}. */
    public Builder openingPlies(int plies) {
      this.openingPlies = plies;
      return this;
    }

    /** Sets {@link MatchConfig#seed()}. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** Sets {@link MatchConfig#openingsFile()}. */
    public Builder openingsFile(Path file) {
      this.openingsFile = file;
      return this;
    }

    /** Sets {@link MatchConfig#concurrency()}. */
    public Builder concurrency(int concurrency) {
      this.concurrency = concurrency;
      return this;
    }

    /** Sets {@link MatchConfig#timePerMove()}. */
    public Builder timePerMove(Duration time) {
      this.timePerMove = time;
      return this;
    }

    /** Sets {@link MatchConfig#clock()}. */
    public Builder clock(MatchClock clock) {
      this.clock = clock;
      return this;
    }

    /** Sets {@link MatchConfig#engineTimeout()}. */
    public Builder engineTimeout(Duration timeout) {
      this.engineTimeout = timeout;
      return this;
    }

    /** Resign adjudication: score threshold (Score units, mover's view) and consecutive moves. */
    public Builder resign(int score, int moves) {
      this.resignScore = score;
      this.resignMoves = moves;
      return this;
    }

    /** Sets {@link MatchConfig#drawAfterPlies()}. */
    public Builder drawAfterPlies(int plies) {
      this.drawAfterPlies = plies;
      return this;
    }

    /** Sets {@link MatchConfig#sprt()}. */
    public Builder sprt(Sprt sprt) {
      this.sprt = sprt;
      return this;
    }

    /** Sets {@link MatchConfig#out()}. */
    public Builder out(Path out) {
      this.out = out;
      return this;
    }

    /** Sets {@link MatchConfig#resume()}. */
    public Builder resume(boolean resume) {
      this.resume = resume;
      return this;
    }

    /** The configuration, checked. */
    public MatchConfig build() {
      return new MatchConfig(engine1, engine2, games, openingPlies, seed, openingsFile, concurrency, timePerMove,
          engineTimeout, resignScore, resignMoves, drawAfterPlies, sprt, out, resume, clock);
    }
  }
}
