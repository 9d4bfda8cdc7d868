/**
 * Typed options: one {@link org.gametree.core.option.Option} (name, type, default, range, help) per setting, read
 * the same way in engine specs, MCTS options, training recipes and protocol {@code setoption}s, so that a value is
 * either what its type says or an error naming the option and the text.
 */
package org.gametree.core.option;
