'use strict';
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { launcherSecrets, SECRETS_FILE } = require('./secrets');

let dataDir;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-secrets-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const file = () => path.join(dataDir, SECRETS_FILE);

test('made once, 48 random bytes each, kept in the data folder readable by the owner only', () => {
  const first = launcherSecrets(path.join(dataDir), {});
  expect(Object.keys(first).sort()).toEqual(['CRUMB_SECRET', 'SERVICE_AUTH_SECRET']);
  for (const value of Object.values(first)) {
    expect(value).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(Buffer.from(value, 'base64url')).toHaveLength(48);
  }
  expect(first.CRUMB_SECRET).not.toBe(first.SERVICE_AUTH_SECRET);
  if (process.platform !== 'win32') expect(fs.statSync(file()).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(file(), 'utf8'))).toEqual(first);

  // the next start of the shop gets the same ones
  expect(launcherSecrets(dataDir, {})).toEqual(first);
});

test('a data folder that does not exist yet is made', () => {
  const nested = path.join(dataDir, 'new', '.data');
  launcherSecrets(nested, {});
  expect(fs.existsSync(path.join(nested, SECRETS_FILE))).toBe(true);
});

test('values in the environment win, and only what is missing is made and kept', () => {
  const given = 'g'.repeat(40);
  expect(launcherSecrets(dataDir, { CRUMB_SECRET: given, SERVICE_AUTH_SECRET: given })).toEqual({
    CRUMB_SECRET: given,
    SERVICE_AUTH_SECRET: given,
  });
  expect(fs.existsSync(file())).toBe(false);

  const mixed = launcherSecrets(dataDir, { CRUMB_SECRET: given });
  expect(mixed.CRUMB_SECRET).toBe(given);
  expect(Object.keys(JSON.parse(fs.readFileSync(file(), 'utf8')))).toEqual(['SERVICE_AUTH_SECRET']);
  expect(launcherSecrets(dataDir, {}).SERVICE_AUTH_SECRET).toBe(mixed.SERVICE_AUTH_SECRET);
});

test('a kept value too short to use is replaced; a file that is not JSON is named', () => {
  fs.writeFileSync(file(), JSON.stringify({ SERVICE_AUTH_SECRET: 'short' }));
  expect(launcherSecrets(dataDir, {}).SERVICE_AUTH_SECRET).toHaveLength(64);
  fs.writeFileSync(file(), '{ half');
  expect(() => launcherSecrets(dataDir, {})).toThrow(`${file()} is not a JSON object`);
});
