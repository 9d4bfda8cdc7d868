/**
 * The connect(m,n,k,p,q) family (Connect6, gomoku, tic-tac-toe): rules on bitsets with incremental window counts,
 * Wu's threat counts, threat-space search, a small-board solver, the 16-per-side features and the prior evaluation.
 */
package org.gametree.connect6;
