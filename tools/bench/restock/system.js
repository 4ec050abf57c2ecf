'use strict';
const { randomBytes } = require('node:crypto');
const { createWriteStream, mkdirSync } = require('node:fs');
const path = require('node:path');
const { startProcess } = require('../../dev/child-process');
const { findFreePort } = require('../../dev/free-port');
const { canConnect, httpStatus, waitUntil } = require('../../dev/health');
const { demoDataOf, nodeArgsOf } = require('../../dev/services');

const ROOT = path.join(__dirname, '..', '..', '..');
const READY_TIMEOUT_MS = 90_000;
// Lines kept from each process's output, shown when it fails to start or dies under load.
const TAIL_LINES = 40;

/** The demo owner the accounts service makes at start: the owner who presses send. */
const DEMO_OWNER = { email: 'owner@example.com', password: randomBytes(12).toString('base64url') };

/**
 * The catalog, forms, accounts, notifications and the gateway from their builds, on free ports,
 * each service on its own database, configured as in production (NODE_ENV, secrets, heap flags).
 * Notifications delivers to `smtpUrl` and keeps its queues under `queuePrefix`, so a run never
 * meets another's jobs on a shared Redis. `workers` 0: one notifications process in role `all`
 * (as `npm start` runs it); n > 0: one in role `server` and n in role `worker`.
 * `cpuProfileDir`: every process writes a V8 CPU profile there when it stops; `logDir`: every
 * process's output goes to <name>.log there (otherwise only its last lines are kept, for a failure).
 * Resolves once the gateway is ready and every gRPC service takes connections.
 * Returns { url, owner, processes: { name: handle with pid }, stop() }.
 */
async function startRestockSystem({
  databases,
  redisUrl,
  smtpUrl,
  queuePrefix,
  logLevel,
  workers = 0,
  gatewayEnv = {},
  notificationsEnv = {},
  cpuProfileDir,
  logDir,
}) {
  const secrets = {
    SERVICE_AUTH_SECRET: randomBytes(32).toString('hex'),
    CRUMB_SECRET: randomBytes(32).toString('hex'),
  };
  const ports = {};
  for (const name of ['catalog', 'forms', 'accounts', 'notifications', 'http']) ports[name] = await findFreePort();
  const addresses = {
    CATALOG_ADDR: `127.0.0.1:${ports.catalog}`,
    FORMS_ADDR: `127.0.0.1:${ports.forms}`,
    ACCOUNTS_ADDR: `127.0.0.1:${ports.accounts}`,
    NOTIFICATIONS_ADDR: `127.0.0.1:${ports.notifications}`,
  };
  const url = `http://127.0.0.1:${ports.http}`;
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
  if (logDir) mkdirSync(logDir, { recursive: true });
  const start = (name, service, entry, env) => {
    const tail = [];
    tails.set(name, tail);
    const log = logDir && createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    const profile = cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, `--cpu-prof-name=${name}.cpuprofile`]
      : [];
    return startProcess({
      name,
      command: process.execPath,
      args: [...nodeArgsOf(service), ...profile, entry],
      env: { ...base, ...env },
      cwd: ROOT,
      tag: name,
      pretty: false,
      write: (line) => {
        log?.write(`${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      },
    });
  };
  const notifications = (role, grpcPort) => ({
    ...addresses,
    GRPC_PORT: grpcPort,
    NOTIFICATIONS_ROLE: role,
    NOTIFICATIONS_DATABASE_URL: databases.notifications,
    NOTIFICATIONS_QUEUE_PREFIX: queuePrefix,
    NOTIFICATIONS_PUBLIC_URL: url,
    SMTP_URL: smtpUrl,
    ...notificationsEnv,
  });
  const processes = {
    catalog: start('catalog', 'catalog', 'services/catalog/dist/main.js', {
      ...demoDataOf('catalog'),
      GRPC_PORT: ports.catalog,
      CATALOG_DATABASE_URL: databases.catalog,
    }),
    forms: start('forms', 'forms', 'services/forms/dist/main.js', {
      ...demoDataOf('forms'),
      ...addresses,
      GRPC_PORT: ports.forms,
      FORMS_DATABASE_URL: databases.forms,
    }),
    accounts: start('accounts', 'accounts', 'services/accounts/dist/main.js', {
      ...addresses,
      GRPC_PORT: ports.accounts,
      ACCOUNTS_DATABASE_URL: databases.accounts,
      ACCOUNTS_DEMO_OWNER_EMAIL: DEMO_OWNER.email,
      ACCOUNTS_DEMO_OWNER_PASSWORD: DEMO_OWNER.password,
    }),
  };
  const notificationsMain = 'services/notifications/dist/main.js';
  if (workers === 0) {
    processes.notifications = start(
      'notifications',
      'notifications',
      notificationsMain,
      notifications('all', ports.notifications),
    );
  } else {
    processes.notifications = start(
      'notifications',
      'notifications',
      notificationsMain,
      notifications('server', ports.notifications),
    );
    for (let i = 1; i <= workers; i++)
      // a worker opens no gRPC port; the one given is never bound
      processes[`worker-${i}`] = start(`worker-${i}`, 'notifications', notificationsMain, notifications('worker', 0));
  }
  processes.gateway = start('gateway', 'gateway', 'services/gateway/dist/main.js', {
    ...addresses,
    PORT: ports.http,
    HOST: '127.0.0.1',
    CRUMB_SECRET: secrets.CRUMB_SECRET,
    ...gatewayEnv,
  });

  const all = Object.values(processes);
  const stop = () => Promise.all(all.map((handle) => handle.stop(10_000)));
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
    for (const name of ['forms', 'accounts', 'notifications'])
      await waitUntil(() => canConnect(ports[name]), {
        what: `the ${name} service`,
        timeoutMs: READY_TIMEOUT_MS,
        givenUp,
      });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    owner: DEMO_OWNER,
    processes,
    /** The last lines each process wrote, for a failure report. */
    tail: (name) => (tails.get(name) ?? []).join('\n'),
    /** Why the run cannot go on: a process that exited, with its last lines; undefined while all run. */
    givenUp,
    stop,
  };
}

module.exports = { startRestockSystem };
