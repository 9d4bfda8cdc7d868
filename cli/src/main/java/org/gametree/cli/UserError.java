package org.gametree.cli;

/** A mistake in what the user asked for: reported as one line on stderr with exit code 2. */
final class UserError extends RuntimeException {
  UserError(String message) {
    super(message, null, false, false);
  }
}
