/**
 * Othello's wiring, the top of the module: {@link org.gametree.othello.module.OthelloModule} (the plug-ins the
 * registry loads: the game, the NBoard and GTP servers and clients, the training and experiment recipes) and
 * {@link org.gametree.othello.module.OthelloProvider}, which builds the game with the capabilities of
 * {@code org.gametree.othello.search} (the exact solver, the engine options).
 */
package org.gametree.othello.module;
