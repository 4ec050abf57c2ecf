'use strict';
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { demoOwner, ownerAreaLine } = require('./demo-owner');
const { launcherSecrets, SECRETS_FILE } = require('./secrets');

let dataDir;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-demo-owner-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const kept = () => JSON.parse(fs.readFileSync(path.join(dataDir, SECRETS_FILE), 'utf8'));

test('the password is made on the first start only, kept beside the other secrets, and said to be new once', () => {
  const secrets = launcherSecrets(dataDir, {});
  const first = demoOwner(dataDir, {});
  expect(first).toEqual({
    email: 'owner@example.com',
    password: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
    created: true,
  });
  expect(kept()).toEqual({ ...secrets, ACCOUNTS_DEMO_OWNER_PASSWORD: first.password });
  if (process.platform !== 'win32') expect(fs.statSync(path.join(dataDir, SECRETS_FILE)).mode & 0o777).toBe(0o600);

  expect(demoOwner(dataDir, {})).toEqual({ ...first, created: false });
  // the other secrets stay as they were
  expect(launcherSecrets(dataDir, {})).toEqual(secrets);
});

test('the environment names e-mail and password instead, and nothing is made or shown', () => {
  const given = { ACCOUNTS_DEMO_OWNER_EMAIL: 'me@shop.test', ACCOUNTS_DEMO_OWNER_PASSWORD: 'chosen-password' };
  expect(demoOwner(dataDir, given)).toEqual({ email: 'me@shop.test', password: 'chosen-password', created: false });
  expect(fs.existsSync(path.join(dataDir, SECRETS_FILE))).toBe(false);
});

test('the line printed once names the owner area, the e-mail and the password', () => {
  expect(ownerAreaLine('http://localhost:8080', { email: 'owner@example.com', password: 'pw-1234567890' })).toBe(
    'Owner area: http://localhost:8080/config  e-mail: owner@example.com  password: pw-1234567890',
  );
});
