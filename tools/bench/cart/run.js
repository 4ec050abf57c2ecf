'use strict';
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { machineFacts } = require('../pages/report');
const { startSystem } = require('../pages/system');
const { benchmarkAdds, CART_RATE_LIMIT, PRODUCT_SLUG, TARGETS } = require('./add-benchmark');

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    rate: { type: 'string', default: String(TARGETS.requestsPerSecond) },
    warmup: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
    // a system started elsewhere (tests/scale-out: nginx in front of replicas), its cart rate limit raised
    url: { type: 'string' },
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
    let url = options.url;
    let pids = {};
    if (url) console.log(`system: ${url} (started elsewhere)`);
    else {
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
        gatewayEnv: { CART_RATE_LIMIT: String(CART_RATE_LIMIT) },
        cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof']),
      });
      cleanup.add('stop the services', () => system.stop());
      url = system.url;
      pids = { gateway: system.gateway.pid, cart: system.cart.pid, catalog: system.catalog.pid };
    }
    const result = await benchmarkAdds({ url, pids, ...settings });
    failed = !result.passed;
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(failed ? 1 : 0);
}

main();
