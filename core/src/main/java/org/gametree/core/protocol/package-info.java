/**
 * Line-protocol plumbing shared by every engine protocol (GTP, UCI, UCCI, NBoard, Gomocup, Connect6): a server loop
 * that never dies on bad input, thread-safe flushed output, and the {@link org.gametree.core.protocol.ProtocolProvider}
 * registry through which games offer their protocols to {@code gametree serve}.
 */
package org.gametree.core.protocol;
