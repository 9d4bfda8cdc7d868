package org.gametree.core.tune;

import java.util.ArrayList;
import java.util.List;
import org.gametree.core.Game;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchOptions;

/**
 * The engine options SPSA can tune: every numeric option ({@link Option#numeric()}) a spec of a given kind takes for
 * a game, from {@link Engines#OPTIONS}, the game's {@link SearchOptions} and, for {@code mcts}, {@link
 * MctsConfig#OPTIONS}; and parameters parsed against them.
 */
public final class Tunables {
  private Tunables() {}

  /** The numeric options a spec of {@code kind} takes for {@code game}, in help order. */
  public static List<Option<?>> of(Game<?> game, String kind) {
    EngineFamily family = EngineFamily.ofKind(kind);
    List<Option<?>> out = new ArrayList<>();
    List<OptionSet> sets = new ArrayList<>(List.of(Engines.OPTIONS));
    game.capability(SearchOptions.class).ifPresent(o -> sets.add(((SearchOptions<?>) o).options()));
    if (family == EngineFamily.MCTS) {
      sets.add(MctsConfig.OPTIONS);
    }
    for (OptionSet set : sets) {
      for (Option<?> o : set.options()) {
        if (o.numeric() && o.appliesTo(family)) {
          out.add(o);
        }
      }
    }
    return out;
  }

  /**
   * The parameter {@code NAME=start,min,max,step[,R_end]} for specs like {@code base}: NAME must be a numeric option
   * of the base's kind and {@code [min, max]} inside the option's range; {@link IllegalArgumentException} naming the
   * text otherwise.
   */
  public static SpsaParameter parse(Game<?> game, EngineSpec base, String text) {
    int eq = text.indexOf('=');
    if (eq <= 0) {
      throw new IllegalArgumentException("expected NAME=start,min,max,step[,R_end], got '" + text + "'");
    }
    String name = text.substring(0, eq).strip().toLowerCase(java.util.Locale.ROOT);
    List<Option<?>> tunable = of(game, base.kind());
    Option<?> option = tunable.stream().filter(o -> o.name().equals(name)).findFirst().orElse(null);
    if (option == null) {
      boolean known = Engines.OPTIONS.contains(name) || MctsConfig.OPTIONS.contains(name)
          || game.capability(SearchOptions.class).map(o -> ((SearchOptions<?>) o).options().contains(name))
              .orElse(false);
      throw new IllegalArgumentException((known ? "option '" + name + "' is not a number " + base.kind()
          + " engines take" : "unknown engine option '" + name + "'") + " in '" + text + "'; tunable: "
          + String.join(", ", tunable.stream().map(Option::name).toList()));
    }
    String[] f = text.substring(eq + 1).split(",", -1);
    if (f.length != 4 && f.length != 5) {
      throw new IllegalArgumentException("expected NAME=start,min,max,step[,R_end], got '" + text + "'");
    }
    double[] v = new double[f.length];
    for (int i = 0; i < f.length; i++) {
      try {
        v[i] = Double.parseDouble(f[i].strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a number '" + f[i].strip() + "' in '" + text + "'");
      }
    }
    if (v[1] < option.lowest() || v[2] > option.highest()) {
      throw new IllegalArgumentException("parameter " + name + ": [" + f[1].strip() + ", " + f[2].strip()
          + "] is outside the option's range (" + option.type() + ") in '" + text + "'");
    }
    try {
      return new SpsaParameter(name, v[0], v[1], v[2], v[3], f.length == 5 ? v[4] : SpsaParameter.DEFAULT_R_END,
          option.wholeNumber());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(e.getMessage() + " in '" + text + "'", e);
    }
  }
}
