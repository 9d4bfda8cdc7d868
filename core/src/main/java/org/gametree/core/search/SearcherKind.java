package org.gametree.core.search;

/**
 * What kind of searcher a {@link SearchConfig} builds: a depth-first {@link Algorithm}, or a {@link SearcherFactory}
 * from another package (MCTS's {@code MctsConfig} is one).
 */
public sealed interface SearcherKind permits Algorithm, SearcherFactory {}
