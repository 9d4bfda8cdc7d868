package org.gametree.core.engine;

import org.gametree.core.GameState;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/**
 * A built-in engine made from a spec: the searcher and the limits the spec gave (depth, nodes, time, playouts).
 * Protocol front ends replace the limits with the ones their {@code go}/{@code genmove} commands carry.
 */
public record SearchEngine<S extends GameState>(EngineSpec spec, Searcher<S> searcher, SearchLimits limits)
    implements AutoCloseable {
  @Override
  public void close() {
    searcher.close();
  }
}
