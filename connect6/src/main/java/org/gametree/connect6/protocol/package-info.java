/**
 * Engine protocols for connect games, one server and one client per protocol, named {@code <Protocol>Server} (a
 * {@link org.gametree.core.protocol.ProtocolProvider} for {@code gametree serve}, whose nested {@code Session} is one
 * connection) and {@code <Protocol>Client} (an {@link org.gametree.core.match.ExternalPlayerFactory} for the engine
 * specs {@code gomocup:COMMAND} and {@code connect6:COMMAND}, whose nested {@code Session} drives one engine process
 * through core's {@link org.gametree.core.match.ExternalEngine}): {@link org.gametree.connect6.protocol.GomocupServer}
 * and {@link org.gametree.connect6.protocol.GomocupClient} for the Gomocup (Piskvork) brain protocol,
 * {@link org.gametree.connect6.protocol.Connect6Server} and {@link org.gametree.connect6.protocol.Connect6Client} for
 * the Cloudict-style Connect6 text protocol.
 */
package org.gametree.connect6.protocol;
