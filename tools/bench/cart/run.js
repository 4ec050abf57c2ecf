'use strict';
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { formatTable, machineFacts } = require('../pages/report');
const { measureCpu } = require('../pages/cpu-time');
const { sampleRss } = require('../pages/rss');
const { pacedLoad } = require('../pages/paced-load');
const { startSystem } = require('../pages/system');
const { cartQuantity, newVisitor, productIdOf } = require('./visitors');

/**
 * Issue targets for adding to cart through the gateway: it carries at least 1,000 adds a second,
 * and while it carries them an add is answered within 50 ms at p99.
 */
const TARGETS = { requestsPerSecond: 1_000, p99Ms: 50 };
/** Unlimited stock, no options: every add is valid and merges into the visitor's one line. */
const PRODUCT_SLUG = 'brass-candle-holder';
const MB = 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    rate: { type: 'string', default: String(TARGETS.requestsPerSecond) },
    warmup: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
  },
});
const settings = {
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  duration: Number(options.duration),
  connections: Number(options.connections),
  rate: Number(options.rate),
  warmup: Number(options.warmup),
};

const ADD_PATH = '/api/commerce/shopping-cart/entries';

/** One add of one unit; every add is valid and merges into the visitor's one line. */
const addBody = (itemId) => JSON.stringify({ itemId, sku: '', quantity: 1, additionalFields: null });

/**
 * The most the gateway carries: one autocannon run in which connection i is visitor i (its own
 * crumb and cart) and sends its next add as soon as the last is answered.
 */
async function saturatingLoad(url, itemId, visitors, duration) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${ADD_PATH}`,
    method: 'POST',
    connections: visitors.length,
    duration,
    body: addBody(itemId),
    setupClient(client) {
      client.setHeaders(visitors[next++ % visitors.length]);
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

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}`,
  );
  console.log(
    `load: ${settings.connections} connections, each its own visitor and cart, POST ` +
      `/api/commerce/shopping-cart/entries (${PRODUCT_SLUG}, quantity 1); after ${settings.warmup} s warm-up, ` +
      `${settings.duration} s closed loop (autocannon), then ${settings.duration} s at ${settings.rate} adds/s`,
  );
  let failed = false;
  try {
    const database = await createThrowawayDatabase(settings.databaseServer);
    cleanup.add(`drop database ${database.name}`, () => database.drop());
    console.log(
      `database: PostgreSQL ${new URL(database.url).host}/${database.name}, shared by catalog and cart (dropped at the end)`,
    );
    const system = await startSystem({
      database: { url: database.url },
      redisUrl: settings.redisUrl,
      logLevel: options['log-level'],
      withCart: true,
      // Each visitor adds about 20 times a second here; the limiter still runs (one Redis round trip per add).
      gatewayEnv: { CART_RATE_LIMIT: '1000' },
      cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof']),
    });
    cleanup.add('stop the services', () => system.stop());

    const itemId = await productIdOf(system.url, PRODUCT_SLUG);
    const visitors = [];
    for (let i = 0; i < settings.connections; i++) visitors.push(await newVisitor(system.url, itemId));
    console.log(`visitors: ${visitors.length}, each with a crumb and a cart holding 1 unit`);

    if (settings.warmup > 0) await saturatingLoad(system.url, itemId, visitors, settings.warmup);
    // the warm-up, too, stops with adds in flight; they must land before the count is taken
    await settle();
    const units = async () =>
      (await Promise.all(visitors.map((headers) => cartQuantity(system.url, headers)))).reduce((sum, n) => sum + n, 0);
    const rss = sampleRss({ gateway: system.gateway.pid, cart: system.cart.pid, catalog: system.catalog.pid });

    const beforeSaturated = await units();
    const cpu = measureCpu({ gateway: system.gateway.pid, cart: system.cart.pid, catalog: system.catalog.pid });
    const saturated = await saturatingLoad(system.url, itemId, visitors, settings.duration);
    const cpuMs = cpu.stop();
    // autocannon stops with up to one add per connection unanswered; let those land
    await settle();
    const beforePaced = await units();
    const paced = await pacedLoad(system.url, visitors.length, {
      rate: settings.rate,
      duration: settings.duration,
      status: 200,
      requestOf: (visitor) => ({ path: ADD_PATH, method: 'POST', headers: visitors[visitor], body: addBody(itemId) }),
    });
    const afterPaced = await units();
    const peak = rss.stop();

    const row = (name, run) => [
      name,
      Math.round(run.requestsPerSecond),
      run.p50.toFixed(1),
      run.p99.toFixed(1),
      run.ok,
      run.failed,
    ];
    console.log(
      `\n${formatTable(
        ['load', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
        [row('closed loop', saturated), row(`${settings.rate} adds/s`, paced)],
      )}\n`,
    );
    console.log(
      `peak RSS: gateway ${(peak.gateway / MB).toFixed(1)} MB, cart ${(peak.cart / MB).toFixed(1)} MB, catalog ${(peak.catalog / MB).toFixed(1)} MB`,
    );
    const perAdd = (name) => ((cpuMs[name] * 1000) / Math.max(saturated.ok, 1)).toFixed(0);
    console.log(
      `CPU per add in the closed loop (robust to a busy machine): gateway ${perAdd('gateway')} µs, ` +
        `cart ${perAdd('cart')} µs, catalog ${perAdd('catalog')} µs`,
    );
    const inFlight = visitors.length;
    const addedSaturated = beforePaced - beforeSaturated;
    const addedPaced = afterPaced - beforePaced;
    console.log(
      `units in the carts grew by ${addedSaturated} in the closed loop (answered 2xx: ${saturated.ok}, unanswered at its end: ` +
        `at most ${inFlight}) and by ${addedPaced} at ${settings.rate} adds/s (answered 2xx: ${paced.ok}, every add answered)`,
    );
    const checks = [
      [
        `add to cart >= ${TARGETS.requestsPerSecond} req/s (closed loop): ${Math.round(saturated.requestsPerSecond)} req/s`,
        saturated.requestsPerSecond >= TARGETS.requestsPerSecond,
      ],
      [
        `add to cart p99 <= ${TARGETS.p99Ms} ms at ${settings.rate} adds/s: ${paced.p99.toFixed(1)} ms`,
        paced.p99 <= TARGETS.p99Ms && settings.rate >= TARGETS.requestsPerSecond,
      ],
      [`no failed adds: ${saturated.failed + paced.failed}`, saturated.failed + paced.failed === 0],
      [
        `every acknowledged add is in a cart, nothing more: ${saturated.ok} <= ${addedSaturated} <= ${saturated.ok} + ${inFlight}; ` +
          `${addedPaced} = ${paced.ok}`,
        addedSaturated >= saturated.ok && addedSaturated <= saturated.ok + inFlight && addedPaced === paced.ok,
      ],
    ];
    for (const [text, ok] of checks) console.log(`${ok ? 'ok    ' : 'MISSED'}  ${text}`);
    if (!checks[2][1] || !checks[3][1]) failed = true;
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(failed ? 1 : 0);
}

/** Lets adds still in flight land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

main();
