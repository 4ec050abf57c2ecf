'use strict';
const { randomBytes } = require('node:crypto');
const { keptSecret } = require('./secrets');

const DEMO_OWNER_EMAIL = 'owner@example.com';
const PASSWORD_NAME = 'ACCOUNTS_DEMO_OWNER_PASSWORD';
// what the accounts service accepts as a password; a shorter kept one was not written by the launcher
const MIN_PASSWORD_LENGTH = 8;

/** 15 random bytes: 20 characters to type, 120 bits to guess. */
function newPassword() {
  return randomBytes(15).toString('base64url');
}

/**
 * The admin the accounts service makes on the first start (when the website has no owner yet):
 * owner@example.com unless ACCOUNTS_DEMO_OWNER_EMAIL says otherwise, with the password of
 * ACCOUNTS_DEMO_OWNER_PASSWORD or else the one kept in <dataDir>/secrets.json beside the other
 * secrets, made the first time. `created` is true only on the start that made it: the one start
 * that shows it (`ownerAreaLine`).
 */
function demoOwner(dataDir, env = process.env) {
  const email = env.ACCOUNTS_DEMO_OWNER_EMAIL || DEMO_OWNER_EMAIL;
  const { value: password, created } = keptSecret(dataDir, PASSWORD_NAME, env, {
    make: newPassword,
    minLength: MIN_PASSWORD_LENGTH,
  });
  return { email, password, created };
}

function demoOwnerEnvironment({ email, password }) {
  return { ACCOUNTS_DEMO_OWNER_EMAIL: email, [PASSWORD_NAME]: password };
}

/** What `npm start` prints once, on the terminal only: the launcher writes no log file. */
function ownerAreaLine(url, { email, password }) {
  return `Owner area: ${url}/config  e-mail: ${email}  password: ${password}`;
}

module.exports = { demoOwner, demoOwnerEnvironment, ownerAreaLine, DEMO_OWNER_EMAIL };
