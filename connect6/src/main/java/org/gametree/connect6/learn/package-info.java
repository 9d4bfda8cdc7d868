/**
 * Learning for the connect games: the 16-per-side line-pattern features
 * ({@link org.gametree.connect6.learn.ConnectFeatures}) that the prior and TD evaluations read; Xu et al.'s TD(λ)
 * experiment for Connect6 (self-play by the core search of the 32-14-2 network plus the prior,
 * {@link org.gametree.connect6.TdNetwork} over core's prior-plus-network evaluator, TSS-based truncation, evaluation
 * against the prior alone: {@code gametree train connect6 td}); and comparison training for gomoku
 * ({@code gametree train gomoku comparison}).
 */
package org.gametree.connect6.learn;
