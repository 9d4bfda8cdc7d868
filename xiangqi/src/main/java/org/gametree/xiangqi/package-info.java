/** Xiangqi (Chinese chess): rules, FEN, ICCS/WXF notation, perft, evaluation and the UCCI/UCI front ends. */
package org.gametree.xiangqi;
