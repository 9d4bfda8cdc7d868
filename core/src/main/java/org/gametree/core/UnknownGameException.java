package org.gametree.core;

/** A game spec that names no registered game, or has parameters the game does not accept. */
public class UnknownGameException extends GameException {
  /** {@code spec} names no game the registry can build, for {@code reason}. */
  public UnknownGameException(String spec, String reason) {
    super(reason, spec);
  }
}
