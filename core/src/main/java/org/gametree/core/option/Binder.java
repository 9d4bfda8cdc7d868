package org.gametree.core.option;

/**
 * How an option's parsed value lands on a configuration: the configuration with the value applied. Immutable
 * configurations return a changed copy; a builder may return itself.
 *
 * @param <C> the configuration's type
 * @param <T> the option's value type
 */
@FunctionalInterface
public interface Binder<C, T> {
  /** {@code target} with {@code value} applied. */
  C apply(C target, T value);
}
