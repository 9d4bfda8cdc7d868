package org.gametree.core.match;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/** Core's own plug-ins: the generic GTP and UCI clients that any game with a matching notation can use. */
public final class ClientsModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new GtpClient(), new UciClient());
  }
}
