/**
 * Tuning engine options by play: {@link org.gametree.core.tune.Spsa}, simultaneous perturbation stochastic
 * approximation with fishtest's gain schedule, over the numeric options of an engine spec
 * ({@link org.gametree.core.tune.Tunables}), resumable and with game pairs played in parallel.
 */
package org.gametree.core.tune;
