'use strict';
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..', '..');
/** A service's built entry point in the checkout at `root`. */
const mainOf = (root, service) => path.join(root, 'services', service, 'dist', 'main.js');
// The node flags each service runs with under npm start, so the figures are the deployed ones.
const { findFreePort } = require('../../dev/free-port');
const { canConnect } = require('../../dev/health');
const { demoDataOf, nodeArgsOf } = require('../../dev/services');
const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 5_000;
// Lines kept from each child's output, shown when it fails to start or dies under load.
const TAIL_LINES = 40;

/** One per run: the processes of a run sign their calls to each other with it. */
const serviceAuthSecret = randomBytes(32).toString('hex');
/** The gateway runs as in production, where it refuses to start without a crumb key. */
const crumbSecret = randomBytes(32).toString('hex');

/**
 * Only what the services need is passed on, so a DATABASE_URL, NODE_OPTIONS or LOG_LEVEL of the
 * calling shell cannot change what is measured.
 */
function serviceEnv(own) {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    GRPC_HOST: '127.0.0.1',
    SERVICE_AUTH_SECRET: serviceAuthSecret,
  };
  for (const [name, value] of Object.entries(own)) if (value !== undefined) env[name] = String(value);
  return env;
}

function startChild(name, main, env, nodeArgs = [], root = ROOT) {
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      exit = { code: 127, signal: null, error };
      resolve(exit);
    });
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  return {
    name,
    pid: child.pid,
    exited,
    exit: () => exit,
    tail: () => tail.join('\n'),
    async stop() {
      if (exit) return exit;
      child.kill('SIGTERM');
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_GRACE_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') child.kill('SIGKILL');
      clearTimeout(timer);
      return exited;
    },
  };
}

async function waitForReady(url, children, ports = []) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const dead = children.find((child) => child.exit());
    if (dead) {
      const { code, signal } = dead.exit();
      throw new Error(`${dead.name} exited (code ${code}, signal ${signal}) before ${url} was ready:\n${dead.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      // /readyz asks the catalog and Redis only; a service behind the gateway must take connections too
      if (response.status === 200 && (await Promise.all(ports.map((port) => canConnect(port)))).every(Boolean)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const tails = children.map((child) => `--- ${child.name}\n${child.tail()}`).join('\n');
      throw new Error(`${url} not 200 after ${READY_TIMEOUT_MS / 1000} s\n${tails}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the catalog (and, with `withCart`, the cart; with `performance`, the performance service)
 * and the gateway from their builds on free ports and waits until the gateway's /readyz answers
 * 200 (catalog and Redis reachable) and every other service takes connections.
 * `database`: { url } for PostgreSQL or { dataDir } for PGlite (the cart gets a folder beside it).
 * `performance`, `census`: { databaseUrl, queuePrefix, env? }: the service's own database, and the
 * Redis prefix of its ingest queue, the same in the gateway and the service so a run meets no
 * other's jobs; `env`, the service's tuning.
 * `cpuProfileDir`: every service writes a V8 CPU profile there when it stops.
 * `root`: the checkout whose builds run (another worktree's, to measure a "before" in the same run).
 * Returns { url, catalog, cart?, performance?, census?, gateway, stop() } where each process carries its pid.
 */
async function startSystem({
  root = ROOT,
  database,
  redisUrl,
  logLevel,
  withCart = false,
  cartEnv = {},
  performance,
  census,
  gatewayEnv = {},
  cpuProfileDir,
}) {
  const nodeArgs = (name) => [
    ...nodeArgsOf(name),
    ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []),
  ];
  const [grpcPort, cartPort, httpPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const performancePort = performance ? await findFreePort() : undefined;
  const catalog = startChild(
    'catalog',
    mainOf(root, 'catalog'),
    serviceEnv({
      ...demoDataOf('catalog'),
      LOG_LEVEL: logLevel,
      GRPC_PORT: grpcPort,
      REDIS_URL: redisUrl,
      CATALOG_DATABASE_URL: database.url,
      DATA_DIR: database.dataDir && path.join(database.dataDir, 'catalog'),
    }),
    nodeArgs('catalog'),
    root,
  );
  const cart = withCart
    ? startChild(
        'cart',
        mainOf(root, 'cart'),
        serviceEnv({
          LOG_LEVEL: logLevel,
          GRPC_PORT: cartPort,
          CATALOG_ADDR: `127.0.0.1:${grpcPort}`,
          REDIS_URL: redisUrl,
          CART_DATABASE_URL: database.url,
          DATA_DIR: database.dataDir && path.join(database.dataDir, 'cart'),
          ...cartEnv,
        }),
        nodeArgs('cart'),
        root,
      )
    : undefined;
  /** An ingest service (performance, census) on a port of its own, with its database and queue prefix. */
  const ingestService = (name, port, settings) =>
    settings
      ? startChild(
          name,
          mainOf(root, name),
          serviceEnv({
            LOG_LEVEL: logLevel,
            GRPC_PORT: port,
            REDIS_URL: redisUrl,
            [`${name.toUpperCase()}_DATABASE_URL`]: settings.databaseUrl,
            [`${name.toUpperCase()}_QUEUE_PREFIX`]: settings.queuePrefix,
            ...settings.env,
          }),
          nodeArgs(name),
          root,
        )
      : undefined;
  const censusPort = census ? await findFreePort() : undefined;
  const performanceService = ingestService('performance', performancePort, performance);
  const censusService = ingestService('census', censusPort, census);
  const gateway = startChild(
    'gateway',
    mainOf(root, 'gateway'),
    serviceEnv({
      LOG_LEVEL: logLevel,
      PORT: httpPort,
      CRUMB_SECRET: crumbSecret,
      HOST: '127.0.0.1',
      CATALOG_ADDR: `127.0.0.1:${grpcPort}`,
      CART_ADDR: `127.0.0.1:${cartPort}`,
      PERFORMANCE_ADDR: performance && `127.0.0.1:${performancePort}`,
      PERFORMANCE_QUEUE_PREFIX: performance?.queuePrefix,
      CENSUS_ADDR: census && `127.0.0.1:${censusPort}`,
      CENSUS_QUEUE_PREFIX: census?.queuePrefix,
      REDIS_URL: redisUrl,
      ...gatewayEnv,
    }),
    nodeArgs('gateway'),
    root,
  );
  const url = `http://127.0.0.1:${httpPort}`;
  const children = [catalog, cart, performanceService, censusService, gateway].filter(Boolean);
  const stop = () => Promise.all(children.map((child) => child.stop()));
  try {
    // the cart is not asked by /readyz either: a first add to a cart still starting answers 503
    await waitForReady(`${url}/readyz`, children, [cart && cartPort, performancePort, censusPort].filter(Boolean));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, catalog, cart, performance: performanceService, census: censusService, gateway, stop };
}

module.exports = { startSystem, ROOT };
