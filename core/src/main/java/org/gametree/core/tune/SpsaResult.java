package org.gametree.core.tune;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.gametree.core.engine.EngineSpec;

/**
 * A finished SPSA run.
 *
 * @param iterations the iterations applied in all (the schedule's length)
 * @param resumed the iterations a previous run had applied when this one started
 * @param theta the final value of each parameter, by name, before rounding
 * @param finalSpec the base spec with the final values (whole-number options rounded)
 * @param trajectory the trajectory file
 */
public record SpsaResult(int iterations, int resumed, Map<String, Double> theta, EngineSpec finalSpec,
    Path trajectory) {
  /** Copies the values. */
  public SpsaResult {
    theta = Collections.unmodifiableMap(new LinkedHashMap<>(theta));
  }
}
