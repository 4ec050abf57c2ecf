'use strict';
const { randomUUID } = require('node:crypto');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { Client } = require('undici');
const { productIdOf } = require('../cart/visitors');
const { createCleanup } = require('../pages/cleanup');
const { measureCpu } = require('../pages/cpu-time');
const { createThrowawayDatabase } = require('../pages/database');
const { pacedLoad } = require('../pages/paced-load');
const { formatTable, loadAverage, machineFacts } = require('../pages/report');
const { sampleRss } = require('../pages/rss');
const { startSystem } = require('../pages/system');
const { placeOrderRequest, readyCarts } = require('./carts');

/**
 * Targets for placing orders through the gateway on PostgreSQL: at least 300 orders a second in a
 * closed loop, and an order answered within 100 ms at p99 while 200 a second are placed.
 */
const TARGETS = { ordersPerSecond: 300, pacedRate: 200, p99Ms: 100 };
/** Unlimited stock and no options: every order is valid, none waits for another's last unit. */
const PRODUCT_SLUG = 'brass-candle-holder';
const MB = 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: String(TARGETS.pacedRate) },
    'log-level': { type: 'string', default: 'warn' },
    // each service writes a V8 CPU profile there (<dir>/<after|before>/<service>.cpuprofile), read by
    // ../pages/profile-summary.js
    'cpu-prof': { type: 'string' },
    // another checkout's build (a copy of the tree before a change), measured in the same invocation as "before"
    before: { type: 'string' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const rate = Number(options.rate);

function percentile(sorted, share) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Every cart bought as fast as `connections` keep-alive connections can: orders a second and latency. */
async function closedLoop(url, carts) {
  const latencies = [];
  let next = 0;
  let created = 0;
  let firstFailure;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new Client(url, { pipelining: 1 });
      while (next < carts.length) {
        const headers = carts[next++];
        const sent = performance.now();
        const response = await client.request(placeOrderRequest(headers, randomUUID()));
        const text = await response.body.text();
        latencies.push(performance.now() - sent);
        if (response.statusCode === 201) created++;
        else firstFailure ??= `${response.statusCode} ${text.slice(0, 200)}`;
      }
      await client.close();
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: created / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    created,
    failed: carts.length - created,
    firstFailure,
  };
}

const PIDS_OF = (system) => ({ gateway: system.gateway.pid, cart: system.cart.pid, catalog: system.catalog.pid });
/** CPU milliseconds of each process per order placed, and their sum. */
function cpuPerOrder(used, orders) {
  const per = Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, ms / Math.max(orders, 1)]));
  return { ...per, total: Object.values(per).reduce((sum, ms) => sum + ms, 0) };
}

/** One build (`root`, undefined: this checkout) started on its own database, then both loads run. */
async function measure(cleanup, label, root) {
  const database = await createThrowawayDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  const system = await startSystem({
    root,
    database: { url: database.url },
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    logLevel: options['log-level'],
    withCart: true,
    cartEnv: { SEED_ON_START: 'true' },
    // every cart below is made by one address: the per-visitor limits stay, the address's is lifted
    gatewayEnv: { CART_RATE_LIMIT: '1000', CART_ADDRESS_RATE_LIMIT: '10000000' },
    cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof'], label),
  });
  cleanup.add(`stop the ${label} services`, () => system.stop());
  const loadBefore = loadAverage();
  const { url } = system;
  console.log(
    `${label}: ${root ?? 'this checkout'}; database PostgreSQL ${new URL(database.url).host}/${database.name}, ` +
      'shared by catalog and cart (dropped at the end)',
  );
  const itemId = await productIdOf(url, PRODUCT_SLUG);
  const rss = sampleRss(PIDS_OF(system));

  const closedCarts = await readyCarts(url, itemId, Math.round(TARGETS.ordersPerSecond * duration * 1.5));
  console.log(
    `${label} closed loop: ${closedCarts.length} carts ready (one unit, e-mail and a New York address each), ${connections} connections`,
  );
  let cpu = measureCpu(PIDS_OF(system));
  const closed = await closedLoop(url, closedCarts);
  closed.cpu = cpuPerOrder(cpu.stop(), closed.created);

  const warmup = 1;
  const pacedCarts = await readyCarts(url, itemId, Math.round(rate * (duration + warmup)));
  let next = 0;
  console.log(
    `${label} paced: ${pacedCarts.length} carts ready, ${rate} orders/s for ${duration} s after ${warmup} s warm-up`,
  );
  cpu = measureCpu(PIDS_OF(system));
  const paced = await pacedLoad(url, connections, {
    rate,
    duration,
    warmup,
    status: 201,
    requestOf: () => placeOrderRequest(pacedCarts[next++], randomUUID()),
  });
  paced.cpu = cpuPerOrder(cpu.stop(), paced.ok + paced.failed);
  const peak = rss.stop();
  const load = `${loadBefore} -> ${loadAverage()}`;
  // stopped now (a second stop at cleanup does nothing), so its profiles are written and the next build runs alone
  await system.stop();
  return { label, closed, paced, peak, load };
}

const verdict = (ok) => (ok ? 'ok' : 'MISSED');
const cpuText = (cpu) =>
  `${cpu.total.toFixed(1)} (${cpu.gateway.toFixed(1)} / ${cpu.cart.toFixed(1)} / ${cpu.catalog.toFixed(1)})`;

function rowsOf({ label, closed, paced, peak, load }) {
  const name = (text) => (options.before ? `${label}: ${text}` : text);
  return [
    [
      name('closed loop orders/s'),
      closed.ordersPerSecond.toFixed(0),
      `>= ${TARGETS.ordersPerSecond}`,
      verdict(closed.ordersPerSecond >= TARGETS.ordersPerSecond),
    ],
    [name('closed loop p50 / p99 ms'), `${closed.p50.toFixed(1)} / ${closed.p99.toFixed(1)}`, '', ''],
    [name('closed loop CPU ms/order'), cpuText(closed.cpu), '', ''],
    [
      name(`paced ${rate}/s p50 / p99 ms`),
      `${paced.p50.toFixed(1)} / ${paced.p99.toFixed(1)}`,
      `p99 <= ${TARGETS.p99Ms}`,
      verdict(paced.p99 <= TARGETS.p99Ms),
    ],
    [name('paced achieved orders/s'), paced.requestsPerSecond.toFixed(0), '', ''],
    [name('paced CPU ms/order'), cpuText(paced.cpu), '', ''],
    [
      name('orders placed / refused'),
      `${closed.created + paced.ok} / ${closed.failed + paced.failed}`,
      'none refused',
      verdict(closed.failed + paced.failed === 0),
    ],
    ...Object.entries(peak).map(([process, bytes]) => [
      name(`peak RSS ${process}`),
      `${(bytes / MB).toFixed(0)} MB`,
      '',
      '',
    ]),
    [name('load average (1/5/15 min) start -> end'), load, '', ''],
  ];
}

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}`,
  );
  let failed = false;
  try {
    const results = [];
    if (options.before) results.push(await measure(cleanup, 'before', path.resolve(options.before)));
    results.push(await measure(cleanup, 'after', undefined));
    console.log(
      '\nCPU ms/order: the sum of the three processes (gateway / cart / catalog); PostgreSQL not counted\n' +
        formatTable(['measure', 'figure', 'target', ''], results.flatMap(rowsOf)),
    );
    for (const { label, closed, paced } of results) {
      if (closed.firstFailure || paced.firstFailure)
        console.log(`${label}: first refusal: ${closed.firstFailure ?? paced.firstFailure}`);
      failed ||= closed.failed + paced.failed > 0;
    }
    if (options['cpu-prof'] !== undefined)
      console.log(
        `CPU profiles written to ${path.resolve(options['cpu-prof'])}/<after|before>/<gateway|cart|catalog>.cpuprofile ` +
          '(node ../pages/profile-summary.js <file>)',
      );
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(failed ? 1 : 0);
}

main();
