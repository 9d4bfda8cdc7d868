/**
 * Go move prediction: the features of a candidate move ({@link org.gametree.go.learn.GoMoveFeatures}), game records
 * as move-choice examples ({@link org.gametree.go.learn.MoveRecords}), the {@code gametree train go moves} recipe
 * ({@link org.gametree.go.learn.MovesRecipe}) and the learned priors it produces
 * ({@link org.gametree.go.learn.LearnedPriors}).
 */
package org.gametree.go.learn;
