/**
 * Xiangqi over engine protocols, named by the pattern every game module uses: a {@code <Protocol>Server} is the
 * plug-in that {@code gametree serve} finds ({@link org.gametree.xiangqi.protocol.UcciServer},
 * {@link org.gametree.xiangqi.protocol.UciServer}), a {@code <Protocol>Session} is one connection it serves
 * ({@link org.gametree.xiangqi.protocol.UcciSession}, {@link org.gametree.xiangqi.protocol.UciSession}), a
 * {@code <Protocol>Client} is the plug-in that starts external engines in matches
 * ({@link org.gametree.xiangqi.protocol.UcciClient}, {@link org.gametree.xiangqi.protocol.UciClient}) and a
 * {@code <Protocol>Player} is one such engine ({@link org.gametree.xiangqi.protocol.UcciPlayer}; {@code uci:}
 * engines use core's {@link org.gametree.core.match.UciPlayer}).
 */
package org.gametree.xiangqi.protocol;
