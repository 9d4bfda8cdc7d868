package org.gametree.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Every {@link GameModule} on the class path, loaded once. The rule for class loaders, the same for every kind of
 * plug-in: modules visible to the loader of gametree's core come first, then any the thread's context class loader
 * (set by a container or a test runner) sees in addition; a module class found by both counts once.
 */
public final class Registry {
  private static final class Loaded {
    static final List<Plugin> PLUGINS = load();
  }

  private Registry() {}

  /** The plug-ins of one kind ({@code Registry.plugins(ProtocolProvider.class)}), in class-path order. */
  public static <T extends Plugin> List<T> plugins(Class<T> kind) {
    List<T> out = new ArrayList<>();
    for (Plugin p : Loaded.PLUGINS) {
      if (kind.isInstance(p)) {
        out.add(kind.cast(p));
      }
    }
    return out;
  }

  /** Every plug-in of every module. */
  public static List<Plugin> plugins() {
    return Loaded.PLUGINS;
  }

  private static List<Plugin> load() {
    Map<Class<?>, GameModule> modules = new LinkedHashMap<>();
    ClassLoader core = Registry.class.getClassLoader();
    ServiceLoader.load(GameModule.class, core).forEach(m -> modules.putIfAbsent(m.getClass(), m));
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null && context != core) {
      ServiceLoader.load(GameModule.class, context).forEach(m -> modules.putIfAbsent(m.getClass(), m));
    }
    ImmutableList.Builder<Plugin> plugins = ImmutableList.builder();
    modules.values().forEach(m -> plugins.addAll(m.plugins()));
    return plugins.build();
  }
}
