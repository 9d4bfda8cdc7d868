package org.gametree.examples.hexapawn;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/**
 * Everything the tutorial adds: the game and its GTP server. Named in
 * {@code src/test/resources/META-INF/services/org.gametree.core.GameModule}, so the registry finds it whenever the
 * test classes are on the class path.
 */
public final class HexapawnModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new HexapawnProvider(), new HexapawnGtpProvider());
  }
}
