/**
 * Matches between engines and self-play data: {@link org.gametree.core.match.Player}s (built-in searchers, random
 * play, external engines over GTP/UCI and protocols games add), {@link org.gametree.core.match.Match} (openings
 * played with colours swapped, K games at once, adjudication, durable resumable JSON-lines records, Elo statistics and
 * SPRT) and {@link org.gametree.core.match.SelfPlay} (labelled games for learning).
 */
package org.gametree.core.match;
