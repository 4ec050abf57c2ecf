'use strict';
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { formatTable, machineFacts } = require('../pages/report');
const { sampleRss } = require('../pages/rss');
const { startSystem } = require('../pages/system');
const { cartQuantity, newVisitor, productIdOf } = require('./visitors');

/** Issue targets for adding to cart through the gateway. */
const TARGETS = { requestsPerSecond: 1_000, p99Ms: 50 };
/** Unlimited stock, no options: every add is valid and merges into the visitor's one line. */
const PRODUCT_SLUG = 'brass-candle-holder';
const MB = 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
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
  warmup: Number(options.warmup),
};

/** One autocannon run in which connection i is visitor i (its own crumb and cart). */
async function addLoad(url, itemId, visitors, duration) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/commerce/shopping-cart/entries`,
    method: 'POST',
    connections: visitors.length,
    duration,
    body: JSON.stringify({ itemId, sku: '', quantity: 1, additionalFields: null }),
    setupClient(client) {
      client.setHeaders(visitors[next++ % visitors.length]);
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}`,
  );
  console.log(
    `load: autocannon ${settings.connections} connections, each its own visitor and cart, POST ` +
      `/api/commerce/shopping-cart/entries (${PRODUCT_SLUG}, quantity 1) for ${settings.duration} s after ${settings.warmup} s warm-up`,
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

    if (settings.warmup > 0) await addLoad(system.url, itemId, visitors, settings.warmup);
    // the warm-up, too, stops with adds in flight; they must land before the count is taken
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = await Promise.all(visitors.map((headers) => cartQuantity(system.url, headers)));
    const rss = sampleRss({ gateway: system.gateway.pid, cart: system.cart.pid, catalog: system.catalog.pid });
    const run = await addLoad(system.url, itemId, visitors, settings.duration);
    const peak = rss.stop();
    // autocannon stops with up to one request per connection still in flight; let those land.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await Promise.all(visitors.map((headers) => cartQuantity(system.url, headers)));
    const added = after.reduce((sum, n) => sum + n, 0) - before.reduce((sum, n) => sum + n, 0);

    console.log(
      `\n${formatTable(
        ['req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors', 'RSS gateway MB', 'RSS cart MB', 'RSS catalog MB'],
        [
          [
            Math.round(run.requestsPerSecond),
            run.p50,
            run.p99,
            run.ok,
            run.non2xx,
            run.errors + run.timeouts,
            (peak.gateway / MB).toFixed(1),
            (peak.cart / MB).toFixed(1),
            (peak.catalog / MB).toFixed(1),
          ],
        ],
      )}\n`,
    );
    const inFlight = visitors.length;
    console.log(
      `units in the carts grew by ${added}; answered 2xx: ${run.ok}; unanswered when the run stopped: at most ${inFlight}`,
    );
    const checks = [
      [
        `add to cart >= ${TARGETS.requestsPerSecond} req/s: ${Math.round(run.requestsPerSecond)} req/s`,
        run.requestsPerSecond >= TARGETS.requestsPerSecond,
      ],
      [`add to cart p99 <= ${TARGETS.p99Ms} ms: ${run.p99} ms`, run.p99 <= TARGETS.p99Ms],
      [`no failed adds: ${run.non2xx + run.errors + run.timeouts}`, run.non2xx + run.errors + run.timeouts === 0],
      [
        `every acknowledged add is in a cart, nothing more: ${run.ok} <= ${added} <= ${run.ok} + ${inFlight}`,
        added >= run.ok && added <= run.ok + inFlight,
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

main();
