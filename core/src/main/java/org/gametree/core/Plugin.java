package org.gametree.core;

/**
 * Something a {@link GameModule} contributes: a game ({@link GameProvider}), an engine protocol server
 * ({@link org.gametree.core.protocol.ProtocolProvider}), a client for external engines
 * ({@link org.gametree.core.match.ExternalPlayerFactory}) or a training recipe
 * ({@link org.gametree.core.learn.TrainingRecipe}). {@link Registry#plugins(Class)} finds them by kind.
 */
public interface Plugin {}
