/**
 * Evaluation learning: feature extractors, models usable as evaluators (linear, Samuel's signature tables, Lee and
 * Mahajan's Bayesian discriminant, small neural networks, prior knowledge plus network) and their trainers
 * (least squares, gradient descent, book-move, TD(λ), TDLeaf(λ), comparison training, Texel's method over a game's
 * {@link org.gametree.core.learn.LinearEvaluation}).
 */
package org.gametree.core.learn;
