/**
 * Search for the connect games: the threat-space search ({@link org.gametree.connect6.search.ThreatSpaceSearch}), VCF
 * and VCT for one stone a turn ({@link org.gametree.connect6.search.VctSearch}), the core search's exact-solver hook
 * built on them ({@link org.gametree.connect6.search.TssSolver}, engine option {@code tss=on}, with its defence), and
 * the exact solver of small boards ({@link org.gametree.connect6.search.SmallBoardSolver},
 * {@code gametree solve}). They read the board through the public {@link org.gametree.connect6.BoardWindows} and
 * {@link org.gametree.connect6.Threats}; {@link org.gametree.connect6.search.ConnectSolver} and
 * {@link org.gametree.connect6.search.ConnectSearchOptions} are the capabilities the module gives the games.
 */
package org.gametree.connect6.search;
