/**
 * Go training: game records as move-choice and outcome examples ({@link org.gametree.go.learn.MoveRecords}), the
 * {@code gametree train go moves} recipe ({@link org.gametree.go.learn.MovesRecipe}), which fits the learned priors
 * ({@link org.gametree.go.search.LearnedPriors}) over the features of a candidate move
 * ({@link org.gametree.go.GoMoveFeatures}), and {@code gametree train go value}
 * ({@link org.gametree.go.learn.ValueRecipe}), which fits the leaf value ({@link org.gametree.go.LearnedValue}).
 */
package org.gametree.go.learn;
