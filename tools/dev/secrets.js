'use strict';
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { LaunchError } = require('./launch-error');

/** The secrets the launcher provides; which process reads which is in services.js. */
const SECRET_NAMES = ['SERVICE_AUTH_SECRET', 'CRUMB_SECRET'];
const SECRET_BYTES = 48;
// what the services accept; anything shorter in the file was not written by the launcher
const MIN_LENGTH = 32;
const SECRETS_FILE = 'secrets.json';

function newSecret() {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

function readKept(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  try {
    const kept = JSON.parse(text);
    if (kept !== null && typeof kept === 'object' && !Array.isArray(kept)) return kept;
  } catch {
    // explained below
  }
  throw new LaunchError(`${file} is not a JSON object. Delete it and start again: new secrets are made.`);
}

/** Written whole and then renamed, so the file is never half-written nor readable by others. */
function writeKept(file, kept) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * Every launcher secret: the environment's value when it has one, else the one kept in
 * <dataDir>/secrets.json, made (48 random bytes, base64url) the first time it is needed. Kept, not
 * drawn per start, so a restarted gateway still accepts the crumbs of pages opened before it and
 * restarted services still accept each other's calls.
 */
function launcherSecrets(dataDir, env = process.env) {
  const secrets = {};
  const missing = [];
  for (const name of SECRET_NAMES) {
    if (env[name]) secrets[name] = env[name];
    else missing.push(name);
  }
  if (missing.length === 0) return secrets;

  const file = path.join(dataDir, SECRETS_FILE);
  const kept = readKept(file);
  let changed = false;
  for (const name of missing) {
    if (typeof kept[name] !== 'string' || kept[name].length < MIN_LENGTH) {
      kept[name] = newSecret();
      changed = true;
    }
    secrets[name] = kept[name];
  }
  if (changed) writeKept(file, kept);
  return secrets;
}

/**
 * One more value kept in the same file the same way, made by `make` when the environment has none
 * and the file none of at least `minLength` characters. `created` says whether this call made it.
 */
function keptSecret(dataDir, name, env, { make, minLength }) {
  if (env[name]) return { value: env[name], created: false };
  const file = path.join(dataDir, SECRETS_FILE);
  const kept = readKept(file);
  if (typeof kept[name] === 'string' && kept[name].length >= minLength) return { value: kept[name], created: false };
  kept[name] = make();
  writeKept(file, kept);
  return { value: kept[name], created: true };
}

module.exports = { keptSecret, launcherSecrets, SECRET_NAMES, SECRETS_FILE };
