package org.gametree.core.tune;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.gametree.core.engine.EngineSpec;

/**
 * One SPSA run: the engine spec the parameters are set on, the parameters, the gain schedule, the openings and where
 * the run's state goes.
 *
 * @param base the spec every engine is built from, the tuned parameters set on it
 * @param parameters the tuned parameters, distinct names
 * @param schedule the gain schedule (its iterations are the run's length)
 * @param seed the seed of every perturbation, opening and player seed (one stream per iteration)
 * @param openingsFile openings ({@link org.gametree.core.match.Opening#read}; iteration k plays opening k modulo
 *     their number), or null for random ones
 * @param openingPlies random plies of each iteration's opening (without an openings file)
 * @param concurrency game pairs played at once
 * @param drawAfterPlies adjudicate a draw after this many plies past the opening; 0 turns this off
 * @param engineTimeout how long an external engine may stay silent beyond its move time
 * @param out the directory of the run's state, trajectory, figures and final spec; a run there continues
 */
public record SpsaConfig(
    EngineSpec base,
    List<SpsaParameter> parameters,
    SpsaSchedule schedule,
    long seed,
    Path openingsFile,
    int openingPlies,
    int concurrency,
    int drawAfterPlies,
    Duration engineTimeout,
    Path out) {
  /** Checks the components and copies the parameters. */
  public SpsaConfig {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(schedule, "schedule");
    Objects.requireNonNull(engineTimeout, "engineTimeout");
    Objects.requireNonNull(out, "out");
    parameters = List.copyOf(parameters);
    if (parameters.isEmpty()) {
      throw new IllegalArgumentException("nothing to tune: give at least one parameter");
    }
    Set<String> names = new HashSet<>();
    for (SpsaParameter p : parameters) {
      if (!names.add(p.name())) {
        throw new IllegalArgumentException("parameter " + p.name() + " given twice");
      }
    }
    if (base.isExternal()) {
      throw new IllegalArgumentException("'" + base + "' is an external engine; tune a built-in engine spec");
    }
    if (openingPlies < 0 || concurrency < 1 || drawAfterPlies < 0) {
      throw new IllegalArgumentException("bad tuning settings: opening plies and draw-after must be >= 0, "
          + "concurrency >= 1");
    }
  }

  /**
   * A run of {@code iterations} with fishtest's schedule, 4 random opening plies, one pair at a time, no
   * adjudication and a 10-second engine timeout.
   */
  public static SpsaConfig of(EngineSpec base, List<SpsaParameter> parameters, int iterations, long seed, Path out) {
    return new SpsaConfig(base, parameters, SpsaSchedule.of(iterations), seed, null, 4, 1, 0, Duration.ofSeconds(10),
        out);
  }

  /** This run with another concurrency. */
  public SpsaConfig withConcurrency(int pairs) {
    return new SpsaConfig(base, parameters, schedule, seed, openingsFile, openingPlies, pairs, drawAfterPlies,
        engineTimeout, out);
  }

  /** This run with openings from {@code file} (null: random openings of {@code plies} plies). */
  public SpsaConfig withOpenings(Path file, int plies) {
    return new SpsaConfig(base, parameters, schedule, seed, file, plies, concurrency, drawAfterPlies, engineTimeout,
        out);
  }

  /** The spec with the parameters at {@code theta} (in parameter order), whole-number ones rounded. */
  public EngineSpec spec(double[] theta) {
    EngineSpec s = base;
    for (int i = 0; i < parameters.size(); i++) {
      SpsaParameter p = parameters.get(i);
      s = s.with(p.name(), p.format(p.clamp(theta[i])));
    }
    return s;
  }

  /** What must match for a run in {@link #out} to be continued: every setting but concurrency and timeouts. */
  String identity() {
    return base + " " + parameters + " " + schedule + " seed=" + seed + " openings="
        + (openingsFile == null ? openingPlies + " random plies" : openingsFile.toString()) + " drawAfter="
        + drawAfterPlies;
  }
}
