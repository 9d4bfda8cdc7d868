/**
 * The connect(m,n,k,p,q) family (Connect6, gomoku, tic-tac-toe): rules on bitsets with incremental window counts
 * ({@link org.gametree.connect6.ConnectState} over the board's {@link org.gametree.connect6.BoardWindows}), the
 * search's candidate moves, Wu's threat counts ({@link org.gametree.connect6.Threats}), notation, the prior and TD
 * evaluations, and the module's plug-in list ({@link org.gametree.connect6.ConnectModule}). Searches and solvers are
 * in {@code .search}, features and training in {@code .learn}, protocol servers and clients in {@code .protocol}.
 */
package org.gametree.connect6;
