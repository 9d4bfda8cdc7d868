/**
 * Package layering rules as ArchUnit rules: {@link org.gametree.core.layers.GameLayers}, the layering every game
 * module follows, which each game module's {@code *LayersTest} applies to its own package through core's test-jar.
 */
package org.gametree.core.layers;
