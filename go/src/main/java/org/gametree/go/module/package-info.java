/**
 * Go's wiring, the top of the module: {@link org.gametree.go.module.GoModule} (the plug-ins the registry loads: the
 * game, the GTP server and client, the training recipes) and {@link org.gametree.go.module.GoProvider}, which builds
 * the game with the MCTS knowledge of {@code org.gametree.go.search}.
 */
package org.gametree.go.module;
