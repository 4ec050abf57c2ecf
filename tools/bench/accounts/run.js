'use strict';
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { Client } = require('undici');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { formatTable, machineFacts } = require('../pages/report');
const { startAccountsSystem } = require('./system');

/** What the owner session check may add to an owner API call, at the median. */
const TARGET_ADDED_P50_MS = 1;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '8' },
    pairs: { type: 'string', default: '3000' },
    'session-cache-ms': { type: 'string', default: '' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const settings = {
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  duration: Number(options.duration),
  connections: Number(options.connections),
  pairs: Number(options.pairs),
  /** Unset: the gateway's own default, as deployed. */
  sessionCacheMs: options['session-cache-ms'],
};

/** The crumb cookie a page view hands out, which every change repeats in X-CSRF-Token. */
async function crumbOf(url) {
  const page = await fetch(`${url}/config/login`);
  await page.arrayBuffer();
  const line = page.headers.getSetCookie().find((cookie) => cookie.startsWith('crumb='));
  if (!line) throw new Error('the sign-in page set no crumb cookie');
  return line.slice('crumb='.length, line.indexOf(';'));
}

function signInRequest(crumb, owner) {
  return {
    method: 'POST',
    path: '/api/owner/session',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': decodeURIComponent(crumb),
      cookie: `crumb=${crumb}`,
    },
    body: JSON.stringify(owner),
  };
}

/**
 * Sign-ins through the gateway in a closed loop: each connection is a browser of its own (its own
 * crumb) signing the demo owner in as soon as its last sign-in was answered. Each costs the
 * accounts service one argon2id verification, which is what bounds it.
 */
async function signInThroughput(url, owner) {
  const crumbs = [];
  for (let i = 0; i < settings.connections; i++) crumbs.push(await crumbOf(url));
  let next = 0;
  const { method, path, body } = signInRequest(crumbs[0], owner);
  const result = await autocannon({
    url: `${url}${path}`,
    method,
    body,
    connections: settings.connections,
    duration: settings.duration,
    setupClient(client) {
      client.setHeaders(signInRequest(crumbs[next++ % crumbs.length], owner).headers);
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** One signed-in owner's cookie header, as the owner remote's calls carry it. */
async function ownerCookie(url, owner) {
  const crumb = await crumbOf(url);
  const { method, path, headers, body } = signInRequest(crumb, owner);
  const response = await fetch(`${url}${path}`, { method, headers, body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const session = response.headers.getSetCookie().find((line) => line.startsWith('owner_session='));
  return `crumb=${crumb}; ${session.slice(0, session.indexOf(';'))}`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The owner API call and the gateway's cheapest route (GET /healthz, no session), one after the
 * other on one keep-alive connection, `pairs` times after a warm-up, so both meet the same
 * machine at the same moments. Latency in ms as the client sees it.
 */
async function interleavedLatency(url, cookie) {
  const client = new Client(url, { pipelining: 1 });
  const timed = async (path, headers) => {
    const start = process.hrtime.bigint();
    const { statusCode, body } = await client.request({ method: 'GET', path, headers });
    await body.dump();
    if (statusCode !== 200) throw new Error(`GET ${path} answered ${statusCode}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const owner = [];
  const plain = [];
  try {
    const warmup = Math.min(500, settings.pairs);
    for (let i = 0; i < warmup + settings.pairs; i++) {
      // Alternate which goes first, so neither always follows the other's garbage.
      let checked;
      let unchecked;
      if (i % 2 === 0) {
        checked = await timed('/api/owner/session', { cookie });
        unchecked = await timed('/healthz', {});
      } else {
        unchecked = await timed('/healthz', {});
        checked = await timed('/api/owner/session', { cookie });
      }
      if (i >= warmup) {
        owner.push(checked);
        plain.push(unchecked);
      }
    }
  } finally {
    await client.close();
  }
  const summary = (samples) => {
    const sorted = [...samples].sort((x, y) => x - y);
    return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) };
  };
  return { owner: summary(owner), plain: summary(plain) };
}

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}`,
  );
  let failed = false;
  try {
    const databases = {};
    for (const service of ['catalog', 'accounts']) {
      const database = await createThrowawayDatabase(settings.databaseServer);
      cleanup.add(`drop database ${database.name}`, () => database.drop());
      databases[service] = database.url;
    }
    console.log(
      `databases: PostgreSQL ${new URL(settings.databaseServer).host}, one throwaway each for catalog and accounts`,
    );
    const gatewayEnv = {
      // Every sign-in of the run comes from one address and a few crumbs; the limiter still runs.
      ACCOUNT_RATE_LIMIT: '100000',
      ACCOUNT_ADDRESS_RATE_LIMIT: '10000000',
    };
    if (settings.sessionCacheMs !== '') gatewayEnv.OWNER_SESSION_CACHE_MS = settings.sessionCacheMs;
    const system = await startAccountsSystem({
      databases,
      redisUrl: settings.redisUrl,
      logLevel: options['log-level'],
      gatewayEnv,
    });
    cleanup.add('stop the services', () => system.stop());
    console.log(
      `owner session cache: ${settings.sessionCacheMs === '' ? "the gateway's default" : `${settings.sessionCacheMs} ms`}`,
    );

    console.log(
      `\nsign-in: ${settings.connections} connections, each its own browser, POST /api/owner/session for 1 owner, ${settings.duration} s closed loop`,
    );
    const signIns = await signInThroughput(system.url, system.owner);
    console.log(
      formatTable(
        ['load', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
        [
          [
            'sign-in',
            signIns.requestsPerSecond.toFixed(1),
            signIns.p50.toFixed(1),
            signIns.p99.toFixed(1),
            signIns.ok,
            signIns.failed,
          ],
        ],
      ),
    );

    console.log(`\nsession check: ${settings.pairs} interleaved pairs on one keep-alive connection, one at a time`);
    const latency = await interleavedLatency(system.url, await ownerCookie(system.url, system.owner));
    const row = (name, figures) => [name, figures.p50.toFixed(3), figures.p90.toFixed(3), figures.p99.toFixed(3)];
    console.log(
      formatTable(
        ['route', 'p50 ms', 'p90 ms', 'p99 ms'],
        [
          row('GET /api/owner/session (owner session checked)', latency.owner),
          row('GET /healthz (no session)', latency.plain),
        ],
      ),
    );
    const added = latency.owner.p50 - latency.plain.p50;
    const ok = added <= TARGET_ADDED_P50_MS;
    console.log(
      `\n${ok ? 'ok    ' : 'MISSED'}  the session check adds ${added.toFixed(3)} ms at p50 (target <= ${TARGET_ADDED_P50_MS} ms)`,
    );
    const signInOk = signIns.failed === 0 && signIns.ok > 0;
    console.log(
      `${signInOk ? 'ok    ' : 'MISSED'}  sign-ins all answered 200: ${signIns.ok} ok, ${signIns.failed} failed`,
    );
    if (!signInOk) failed = true;
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(failed ? 1 : 0);
}

main();
