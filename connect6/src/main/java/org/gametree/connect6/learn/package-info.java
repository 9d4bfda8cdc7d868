/**
 * Seed 004's TD(λ) experiment for Connect6: self-play training of the 32-14-2 network with the prior evaluation
 * ({@link org.gametree.connect6.TdEvaluator}), TSS-based truncation, and evaluation against the prior alone
 * ({@code gametree train connect6 td}).
 */
package org.gametree.connect6.learn;
