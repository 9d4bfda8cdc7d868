/**
 * Engine specs: the one-line strings that configure a searcher wherever an engine is named ({@code gametree play},
 * {@code serve}, {@code match}), such as {@code negascout:depth=8,hash=64} or {@code mcts:playouts=20000,threads=2}.
 */
package org.gametree.core.engine;
