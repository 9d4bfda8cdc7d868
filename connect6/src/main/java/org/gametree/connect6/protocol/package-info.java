/**
 * Engine protocols for connect games: the Gomocup (Piskvork) brain protocol and the Cloudict-style Connect6 text
 * protocol, as servers ({@code gametree serve}) and as small clients that drive external engines.
 */
package org.gametree.connect6.protocol;
