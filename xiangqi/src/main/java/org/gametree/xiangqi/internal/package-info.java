/** Xiangqi internals: a small built-in searcher used until (or where) the core search is unavailable. */
package org.gametree.xiangqi.internal;
