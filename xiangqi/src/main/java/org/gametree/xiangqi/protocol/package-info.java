/**
 * Xiangqi over engine protocols, named by one pattern: a server is a {@code <Protocol>Session} (one connection of
 * {@code gametree serve xiangqi --protocol ucci|uci}: {@link org.gametree.xiangqi.protocol.UcciSession},
 * {@link org.gametree.xiangqi.protocol.UciSession}, started by {@link org.gametree.xiangqi.protocol.XiangqiProtocols})
 * and a client is a {@code <Protocol>Player} (an external engine in a match:
 * {@link org.gametree.xiangqi.protocol.UcciPlayer}, made by {@link org.gametree.xiangqi.protocol.UcciPlayerFactory};
 * {@code uci:} engines use core's {@link org.gametree.core.match.UciPlayer}).
 */
package org.gametree.xiangqi.protocol;
