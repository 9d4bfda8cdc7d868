package org.gametree.core.engine;

import org.gametree.core.GameState;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;

/**
 * What an engine spec resolves to before a searcher is built ({@link Engines#configure}): the searcher's
 * configuration and the limits the spec gave. Specs that differ only in the order of their options resolve to equal
 * values.
 *
 * @param search the searcher's configuration
 * @param limits the limits the spec gave (a second a move when it gives none)
 */
public record EngineConfig<S extends GameState>(SearchConfig<S> search, SearchLimits limits) {}
