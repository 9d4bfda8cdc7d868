/**
 * Othello's training: the training games, the fits of BILL's and Samuel's evaluators and of ProbCut, and the
 * recipes {@code gametree train othello RECIPE} runs.
 */
package org.gametree.othello.learn;
