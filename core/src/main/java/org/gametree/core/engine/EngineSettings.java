package org.gametree.core.engine;

import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;

/**
 * What {@link Engines#OPTIONS} bind onto while a spec resolves: the configuration, the limits, and whether any
 * limit was given (a second a move otherwise).
 */
record EngineSettings(SearchConfig<?> search, SearchLimits limits, boolean limited) {
  EngineSettings withSearch(SearchConfig<?> config) {
    return new EngineSettings(config, limits, limited);
  }

  EngineSettings withLimits(SearchLimits limits) {
    return new EngineSettings(search, limits, true);
  }
}
