/**
 * Go's protocols: the GTP v2 engine ({@link org.gametree.go.protocol.GtpSession}) behind
 * {@code gametree serve go --protocol gtp}, and the GTP client that sets up external engines such as GNU Go for
 * matches ({@link org.gametree.go.protocol.GtpClient}).
 */
package org.gametree.go.protocol;
