/**
 * Xiangqi's wiring, the top of the module: {@link org.gametree.xiangqi.module.XiangqiModule} (the plug-ins the
 * registry loads: the game, the UCCI and UCI servers and clients, the training recipes) and
 * {@link org.gametree.xiangqi.module.XiangqiProvider}, which builds the game from its spec.
 */
package org.gametree.xiangqi.module;
