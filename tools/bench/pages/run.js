'use strict';
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createCleanup } = require('./cleanup');
const { createThrowawayDatabase } = require('./database');
const { runLoad } = require('./load');
const { machineFacts, evaluate, runsTable, targetsText } = require('./report');
const { sampleRss } = require('./rss');
const { COPY_PATH, startStaticCopy } = require('./static-copy');
const { startSystem } = require('./system');

/** The static copy of the product page is served by the bench itself (static-copy.js), not by the gateway. */
const PAGES = [
  { name: 'product', path: '/shop/p/linen-shirt' },
  { name: 'list', path: '/shop' },
  { name: 'static', path: COPY_PATH },
];

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    warmup: { type: 'string', default: '3' },
    gzip: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
  },
});

const settings = {
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  duration: Number(options.duration),
  connections: Number(options.connections),
  warmup: Number(options.warmup),
  gzip: options.gzip,
  logLevel: options['log-level'],
};

/** Copies the live product page into the bench's own server and checks it serves the very same bytes. */
async function copyProductPage(gatewayUrl) {
  const live = await fetch(`${gatewayUrl}/shop/p/linen-shirt`);
  if (live.status !== 200) throw new Error(`/shop/p/linen-shirt answered ${live.status}`);
  const html = Buffer.from(await live.arrayBuffer());
  const copy = await startStaticCopy(html);
  const served = await fetch(copy.url);
  const bytes = Buffer.from(await served.arrayBuffer());
  if (served.status !== 200 || !bytes.equals(html)) {
    await copy.stop();
    throw new Error(`the static copy answered ${served.status} with other bytes than the page`);
  }
  return { copy, htmlBytes: html.length };
}

async function measure(system, copy, page) {
  const url = page.path === COPY_PATH ? copy.url : `${system.url}${page.path}`;
  const load = { url, connections: settings.connections, gzip: settings.gzip };
  if (settings.warmup > 0) await runLoad({ ...load, duration: settings.warmup });
  const rss = sampleRss({ gateway: system.gateway.pid, catalog: system.catalog.pid });
  const result = await runLoad({ ...load, duration: settings.duration });
  return { ...result, rss: rss.stop() };
}

async function main() {
  const started = Date.now();
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}`,
  );
  console.log(
    `load: autocannon ${settings.connections} connections, ${settings.duration} s per page after ${settings.warmup} s warm-up, ` +
      `${settings.gzip ? 'accept-encoding gzip' : 'uncompressed'}, in this process (it shares the CPUs with the services)`,
  );
  console.log(`services: LOG_LEVEL=${settings.logLevel}, CATALOG_CACHE_MS default (1000), Redis ${settings.redisUrl}`);

  let failed = false;
  try {
    const database = await createThrowawayDatabase(settings.databaseServer);
    cleanup.add(`drop database ${database.name}`, () => database.drop());
    console.log(`database: PostgreSQL ${new URL(database.url).host}/${database.name} (dropped at the end)`);

    let profileDir;
    if (options['cpu-prof'] !== undefined) profileDir = path.resolve(options['cpu-prof']);
    const system = await startSystem({
      database: { url: database.url },
      redisUrl: settings.redisUrl,
      logLevel: settings.logLevel,
      cpuProfileDir: profileDir,
    });
    cleanup.add('stop the services', () => system.stop());
    console.log(`system: gateway pid ${system.gateway.pid} at ${system.url}, catalog pid ${system.catalog.pid}`);

    const { copy, htmlBytes } = await copyProductPage(system.url);
    cleanup.add('stop the static copy', () => copy.stop());
    console.log(
      `static copy: ${copy.url} (express.static in a worker of this process), ${htmlBytes} bytes, identical to the live page`,
    );

    const pages = options.only ? PAGES.filter((page) => options.only.split(',').includes(page.name)) : PAGES;
    const runs = {};
    for (const page of pages) {
      process.stdout.write(`measuring ${page.name} ${page.path} ... `);
      runs[page.name] = await measure(system, copy, page);
      console.log(`${Math.round(runs[page.name].requestsPerSecond)} req/s`);
      const dead = [system.gateway, system.catalog].find((child) => child.exit());
      if (dead) {
        const { code, signal } = dead.exit();
        throw new Error(`${dead.name} died under load (code ${code}, signal ${signal}):\n${dead.tail()}`);
      }
    }

    console.log(`\n${runsTable(pages, runs)}\n`);
    const errors = Object.values(runs).reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
    let verdict;
    if (runs.product && runs.list && runs.static) {
      verdict = evaluate(runs);
      console.log(`dynamic/static ratio (product req/s / static req/s): ${verdict.ratio.toFixed(3)}`);
      console.log(targetsText(verdict.targets));
    }
    if (errors > 0) {
      failed = true;
      console.log(`FAILED: ${errors} non-2xx answers, errors or timeouts under load`);
    }
    console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
    if (options.json)
      console.log(
        JSON.stringify(
          { machine: facts, settings: { ...settings, databaseServer: undefined }, runs, verdict },
          null,
          2,
        ),
      );
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  if (options['cpu-prof'] !== undefined)
    console.log(`CPU profiles of the services written to ${path.resolve(options['cpu-prof'])}`);
  process.exit(failed ? 1 : 0);
}

main();
