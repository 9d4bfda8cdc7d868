/**
 * Go, the bottom of the module: rules ({@link org.gametree.go.GoGame}, {@link org.gametree.go.GoState}, rule sets
 * {@code tt}, {@code psk}, {@code simple}), the stones and chains ({@link org.gametree.go.GoBoard}), local reading
 * ({@link org.gametree.go.GoTactics}), the history-free playout board ({@link org.gametree.go.GoPlayoutBoard}), SGF
 * FF[4], Tromp-Taylor scoring and dead-stone judgement, the learned leaf value ({@link org.gametree.go.LearnedValue})
 * and the features it and the learned priors read ({@link org.gametree.go.GoValueFeatures},
 * {@link org.gametree.go.GoMoveFeatures}). MCTS knowledge lives in {@code org.gametree.go.search}, the GTP server and
 * client in {@code org.gametree.go.protocol}, training in {@code org.gametree.go.learn}, and
 * {@code org.gametree.go.module} wires them together.
 */
package org.gametree.go;
