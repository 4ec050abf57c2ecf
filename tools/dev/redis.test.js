'use strict';
const { expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findOnPath, redisArguments, redisMissingMessage } = require('./redis');

test('finds an executable on PATH, not a plain file nor a folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-path-'));
  try {
    fs.writeFileSync(path.join(dir, 'not-executable'), '');
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.writeFileSync(path.join(dir, 'redis-server'), '#!/bin/sh\n', { mode: 0o755 });
    const searchPath = ['/nonexistent', dir].join(path.delimiter);
    expect(findOnPath('redis-server', searchPath)).toBe(path.join(dir, 'redis-server'));
    expect(findOnPath('not-executable', searchPath)).toBeUndefined();
    expect(findOnPath('folder', searchPath)).toBeUndefined();
    expect(findOnPath('redis-server', '')).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the missing-redis message names the install command of the platform and REDIS_URL', () => {
  expect(redisMissingMessage('linux')).toContain('sudo apt-get install -y redis-server');
  expect(redisMissingMessage('linux')).not.toContain('brew');
  expect(redisMissingMessage('darwin')).toContain('brew install redis');
  const other = redisMissingMessage('freebsd');
  expect(other).toContain('brew install redis');
  expect(other).toContain('sudo apt-get install -y redis-server');
  for (const platform of ['linux', 'darwin']) {
    expect(redisMissingMessage(platform)).toMatch(/^redis-server was not found on PATH/);
    expect(redisMissingMessage(platform)).toContain('REDIS_URL=redis://127.0.0.1:6379 npm start');
  }
});

test('the private redis listens on loopback only and writes nothing to disk', () => {
  const args = redisArguments(7001);
  const value = (name) => args[args.indexOf(name) + 1];
  expect(value('--port')).toBe('7001');
  expect(value('--bind')).toBe('127.0.0.1');
  expect(value('--save')).toBe('');
  expect(value('--appendonly')).toBe('no');
});
