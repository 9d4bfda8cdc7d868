/**
 * Learning for the connect games: Xu et al.'s TD(λ) experiment for Connect6 (the core search playing the 32-14-2
 * network plus the prior, by self-play or against the prior, {@link org.gametree.connect6.TdNetwork} over core's
 * prior-plus-network evaluator, TSS-based truncation, evaluation against the prior alone:
 * {@code gametree train connect6 td}); and comparison training for gomoku, of a linear model
 * ({@code gametree train gomoku comparison}) and of the gomoku thesis's per-point network
 * ({@link org.gametree.connect6.PointNetwork}, {@code gametree train gomoku point}, {@code eval=point}). The features
 * the evaluations read ({@link org.gametree.connect6.ConnectFeatures}) are in the game's package.
 */
package org.gametree.connect6.learn;
