'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The full path of an executable found on PATH, or undefined. */
function findOnPath(command, envPath = process.env.PATH ?? '') {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** What to tell someone who has no redis-server: how to install it here, or how to use another. */
function redisMissingMessage(platform = process.platform) {
  const install =
    platform === 'darwin'
      ? ['  brew install redis']
      : platform === 'linux'
        ? ['  sudo apt-get install -y redis-server    (Debian/Ubuntu)']
        : [
            '  sudo apt-get install -y redis-server    (Debian/Ubuntu)',
            '  brew install redis                      (macOS)',
          ];
  return [
    'redis-server was not found on PATH. The storefront needs Redis for its queues and caches.',
    'Install it:',
    ...install,
    'or point the storefront at a Redis server you already run:',
    '  REDIS_URL=redis://127.0.0.1:6379 npm start',
  ].join('\n');
}

/** A private, throw-away Redis: loopback only, nothing written to disk. */
function redisArguments(port) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    os.tmpdir(),
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ];
}

module.exports = { findOnPath, redisMissingMessage, redisArguments };
