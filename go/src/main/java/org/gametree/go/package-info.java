/**
 * Go: rules ({@link org.gametree.go.GoGame}, {@link org.gametree.go.GoState}, rule sets {@code tt}, {@code psk},
 * {@code simple}), SGF FF[4], Tromp-Taylor scoring and dead-stone judgement, MCTS rollout and prior policies, and the
 * GTP v2 engine.
 */
package org.gametree.go;
