/**
 * The connect(m,n,k,p,q) family (Connect6, gomoku, tic-tac-toe), the bottom of the module: rules on bitsets with
 * incremental window counts ({@link org.gametree.connect6.ConnectState} over the board's
 * {@link org.gametree.connect6.BoardWindows}), the search's candidate moves, Wu's threat counts
 * ({@link org.gametree.connect6.Threats}), line patterns ({@link org.gametree.connect6.LinePatterns}), notation and
 * records, the prior, pattern, TD and per-point evaluations and the
 * features and inputs they read ({@link org.gametree.connect6.ConnectFeatures}, {@link org.gametree.connect6.TdInputs},
 * {@link org.gametree.connect6.PointNetwork}). Searches and solvers are in {@code .search}, training in
 * {@code .learn}, protocol servers and clients in {@code .protocol}, and {@code .module} wires them together.
 */
package org.gametree.connect6;
