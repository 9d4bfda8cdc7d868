/**
 * Go: rules ({@link org.gametree.go.GoGame}, {@link org.gametree.go.GoState}, rule sets {@code tt}, {@code psk},
 * {@code simple}), the stones and chains ({@link org.gametree.go.GoBoard}), local reading
 * ({@link org.gametree.go.GoTactics}), the history-free playout board ({@link org.gametree.go.GoPlayoutBoard}), SGF
 * FF[4], Tromp-Taylor scoring and dead-stone judgement, and the module's plug-ins. MCTS knowledge lives in
 * {@code org.gametree.go.search}, the GTP server and client in {@code org.gametree.go.protocol}.
 */
package org.gametree.go;
