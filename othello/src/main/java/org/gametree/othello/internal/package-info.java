/** Othello internals: bitboard primitives and the endgame solver's machinery. */
package org.gametree.othello.internal;
