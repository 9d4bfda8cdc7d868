/**
 * The connect games' wiring, the top of the module: {@link org.gametree.connect6.module.ConnectModule} (the plug-ins
 * the registry loads: the games, the Gomocup and Connect6 servers and clients, the training recipes) and
 * {@link org.gametree.connect6.module.ConnectProvider}, which builds the games with the capabilities of
 * {@code org.gametree.connect6.search} (the small-board solver, the {@code tss} option).
 */
package org.gametree.connect6.module;
