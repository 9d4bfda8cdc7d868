package org.gametree.core;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The optional capabilities a game hands out from {@link Game#capability(Class)} besides the ones its class
 * implements: a value a game holds, built by whoever wires the game (a game module's provider), so the game's own
 * package need not depend on the packages that implement them (an exact solver, engine options, MCTS knowledge).
 *
 * <p>Each entry maps a capability type to a function of the game, so one set serves every game of a family (a Go
 * board of any size, a connect game of any shape): the function receives the game asking.
 *
 * <pre>{@code
 * Capabilities<OthelloGame> caps = Capabilities.<OthelloGame>none()
 *     .with(Solvable.class, g -> new OthelloSolver())
 *     .with(SearchOptions.class, g -> OthelloSearchOptions.INSTANCE);
 * // in the game:
 * public <T> Optional<T> capability(Class<T> type) { return capabilities.find(type, this); }
 * }</pre>
 *
 * @param <G> the game class the functions receive
 */
public final class Capabilities<G extends Game<?>> {
  private static final Capabilities<?> NONE = new Capabilities<>(ImmutableMap.of());

  private final ImmutableMap<Class<?>, Function<? super G, ?>> entries;

  private Capabilities(ImmutableMap<Class<?>, Function<? super G, ?>> entries) {
    this.entries = entries;
  }

  /** No capabilities beyond what the game class implements. */
  @SuppressWarnings("unchecked")
  public static <G extends Game<?>> Capabilities<G> none() {
    return (Capabilities<G>) NONE;
  }

  /**
   * These capabilities and {@code type}, answered by {@code capability} applied to the game; replaces an earlier entry
   * for the same type.
   */
  public <T> Capabilities<G> with(Class<T> type, Function<? super G, ? extends T> capability) {
    Preconditions.checkNotNull(type, "type");
    Preconditions.checkNotNull(capability, "capability of %s", type);
    ImmutableMap.Builder<Class<?>, Function<? super G, ?>> b = ImmutableMap.builder();
    for (Map.Entry<Class<?>, Function<? super G, ?>> e : entries.entrySet()) {
      if (e.getKey() != type) {
        b.put(e);
      }
    }
    return new Capabilities<>(b.put(type, capability).build());
  }

  /** The types with an entry, in the order they were added. */
  public Set<Class<?>> types() {
    return entries.keySet();
  }

  /**
   * The capability of kind {@code type} for {@code game}: its entry if it has one (empty if the entry's function
   * returns null), otherwise {@code game} itself if its class implements {@code type} (the default of
   * {@link Game#capability(Class)}).
   */
  public <T> Optional<T> find(Class<T> type, G game) {
    Function<? super G, ?> f = entries.get(type);
    if (f != null) {
      return Optional.ofNullable(f.apply(game)).map(type::cast);
    }
    return type.isInstance(game) ? Optional.of(type.cast(game)) : Optional.empty();
  }

  @Override
  public String toString() {
    return "Capabilities" + entries.keySet().stream().map(Class::getSimpleName).toList();
  }
}
