'use strict';

/** A failure to explain to the person at the terminal, without a stack trace. */
class LaunchError extends Error {
  constructor(message) {
    super(message);
    this.name = 'LaunchError';
  }
}

module.exports = { LaunchError };
