'use strict';
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { startProcess } = require('../../dev/child-process');
const { findFreePort } = require('../../dev/free-port');
const { canConnect, httpStatus, waitUntil } = require('../../dev/health');
const { demoDataOf, nodeArgsOf } = require('../../dev/services');

const ROOT = path.join(__dirname, '..', '..', '..');
const READY_TIMEOUT_MS = 90_000;
// Lines kept from each process's output, shown when it fails to start.
const TAIL_LINES = 40;

/** The demo owner the accounts service makes at start: the account every sign-in of the run uses. */
const DEMO_OWNER = { email: 'owner@example.com', password: randomBytes(12).toString('base64url') };

/**
 * The catalog, the accounts service and the gateway from their builds, on free ports, each on its
 * own throwaway database, configured as in production (NODE_ENV, secrets, heap flags). Resolves
 * once the gateway is ready and the accounts service takes connections.
 * Returns { url, owner, processes: { catalog, accounts, gateway }, stop() }.
 */
async function startAccountsSystem({ databases, redisUrl, logLevel, gatewayEnv = {} }) {
  const secrets = {
    SERVICE_AUTH_SECRET: randomBytes(32).toString('hex'),
    CRUMB_SECRET: randomBytes(32).toString('hex'),
  };
  const [catalogPort, accountsPort, httpPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  // Only what the services need: the caller's DATABASE_URL or LOG_LEVEL must not change what is measured.
  const base = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    GRPC_HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    SERVICE_AUTH_SECRET: secrets.SERVICE_AUTH_SECRET,
  };
  const tails = new Map();
  const start = (name, entry, env) => {
    const tail = [];
    tails.set(name, tail);
    return startProcess({
      name,
      command: process.execPath,
      args: [...nodeArgsOf(name), entry],
      env: { ...base, ...env },
      cwd: ROOT,
      tag: name,
      pretty: false,
      write: (line) => {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      },
    });
  };
  const processes = {
    catalog: start('catalog', 'services/catalog/dist/main.js', {
      ...demoDataOf('catalog'),
      GRPC_PORT: catalogPort,
      CATALOG_DATABASE_URL: databases.catalog,
    }),
    accounts: start('accounts', 'services/accounts/dist/main.js', {
      GRPC_PORT: accountsPort,
      ACCOUNTS_DATABASE_URL: databases.accounts,
      ACCOUNTS_DEMO_OWNER_EMAIL: DEMO_OWNER.email,
      ACCOUNTS_DEMO_OWNER_PASSWORD: DEMO_OWNER.password,
    }),
    gateway: start('gateway', 'services/gateway/dist/main.js', {
      PORT: httpPort,
      HOST: '127.0.0.1',
      CRUMB_SECRET: secrets.CRUMB_SECRET,
      CATALOG_ADDR: `127.0.0.1:${catalogPort}`,
      ACCOUNTS_ADDR: `127.0.0.1:${accountsPort}`,
      ...gatewayEnv,
    }),
  };
  const all = Object.values(processes);
  const stop = () => Promise.all(all.map((handle) => handle.stop(5_000)));
  const url = `http://127.0.0.1:${httpPort}`;
  const givenUp = () => {
    const dead = all.find((handle) => !handle.running());
    return dead && `${dead.name} exited:\n${tails.get(dead.name).join('\n')}`;
  };
  try {
    await waitUntil(async () => (await httpStatus(`${url}/readyz`)) === 200, {
      what: 'the gateway',
      timeoutMs: READY_TIMEOUT_MS,
      givenUp,
    });
    await waitUntil(() => canConnect(accountsPort), {
      what: 'the accounts service',
      timeoutMs: READY_TIMEOUT_MS,
      givenUp,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, owner: DEMO_OWNER, processes, stop };
}

module.exports = { startAccountsSystem };
