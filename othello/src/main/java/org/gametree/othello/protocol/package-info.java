/** Othello's engine protocols: NBoard and GTP (as Edax speaks it), and the engine behind them. */
package org.gametree.othello.protocol;
