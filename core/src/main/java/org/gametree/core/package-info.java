/**
 * The game API every part of gametree is written against: {@link org.gametree.core.GameState} (a mutable position
 * that plays and undoes int moves in place), {@link org.gametree.core.Game} (rules, notation, evaluators), the
 * {@link org.gametree.core.Games} registry and the typed exceptions. Core knows nothing about any particular game.
 */
package org.gametree.core;
