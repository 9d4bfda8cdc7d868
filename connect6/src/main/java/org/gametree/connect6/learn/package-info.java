/**
 * Learning for the connect games: the 16-per-side line-pattern features
 * ({@link org.gametree.connect6.learn.ConnectFeatures}) that the prior and TD evaluations read; Xu et al.'s TD(λ)
 * experiment for Connect6 (the core search playing the 32-14-2 network plus the prior, by self-play or against the prior,
 * {@link org.gametree.connect6.TdNetwork} over core's prior-plus-network evaluator, TSS-based truncation, evaluation
 * against the prior alone: {@code gametree train connect6 td}); and comparison training for gomoku, of a linear
 * model ({@code gametree train gomoku comparison}) and of the gomoku thesis's per-point network
 * ({@link org.gametree.connect6.learn.PointNetwork}, {@code gametree train gomoku point}, {@code eval=point}).
 */
package org.gametree.connect6.learn;
