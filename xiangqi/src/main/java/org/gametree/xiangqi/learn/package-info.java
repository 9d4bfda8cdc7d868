/**
 * Xiangqi's training recipes: {@code gametree train xiangqi tdleaf} (TDLeaf(λ), Baxter, Tridgell and Weaver's
 * KnightCap method, tuning the evaluation's weights from self-play or from games against another engine) and {@code
 * gametree train xiangqi fit} (the same weights fitted by core {@code LinearTrainers} to deeper-search scores). Both
 * train a linear model over {@code XiangqiFeatures} that {@code WeightedEvaluator} plays at the hand-set evaluator's
 * cost.
 */
package org.gametree.xiangqi.learn;
