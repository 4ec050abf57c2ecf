'use strict';
/**
 * Shoppers' searches through the whole path, /search?q= of the gateway, over a catalog of 10,000
 * products on PostgreSQL, beside the product page of the page benchmark in the same run:
 *
 * - `search mix`: the bench queries (queries.js: whole words, prefixes, typos, two words, no hits)
 *   in turn, closed loop: what a shop's popular searches cost, repeated within the page cache's life.
 * - `search distinct`: two-word queries from a pool of thousands, so hardly one repeats within a
 *   second: the catalog's search itself under load.
 * - `search paced`: the mix at a fixed rate (default 1,000/s), latency counted from when each
 *   request fell due.
 * - `product`, `product node`: the product page of tools/bench/pages and its copy from a bare
 *   node:http process, so a change that helps search at the product page's cost shows here.
 *
 * Run `npm run build` first: it starts the built catalog and gateway (tools/bench/pages/system.js).
 */
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { startBareNode } = require('../pages/bare-node');
const { createCleanup } = require('../pages/cleanup');
const { measureCpu } = require('../pages/cpu-time');
const { createThrowawayDatabase } = require('../pages/database');
const { runLoad } = require('../pages/load');
const { pacedLoad } = require('../pages/paced-load');
const { copyAnswer } = require('../pages/page-copies');
const { machineFacts, median } = require('../pages/report');
const { startSystem } = require('../pages/system');
const { NO_HITS, QUERIES } = require('./queries');
const { openCatalogDatabase, seedProducts } = require('./seed');

const PRODUCTS = 10_000;
const PRODUCT_PAGE = '/shop/p/linen-shirt';
const TARGET_RATE = 1_000;
const TARGET_P99_MS = 50;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: String(TARGET_RATE) },
    rounds: { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);

const searchPath = (query) => `/search?q=${encodeURIComponent(query)}`;
const MIX = [...Object.values(QUERIES).flat(), ...NO_HITS].map(searchPath);

/** Words of the bench catalog, each also as typed so far: thousands of two-word queries. */
function distinctQueries() {
  const words = [
    ...new Set(
      Object.values(QUERIES)
        .flat()
        .flatMap((query) => query.split(' ')),
    ),
  ];
  const typed = words.flatMap((word) => [word, word.slice(0, Math.max(3, word.length - 2))]);
  const queries = typed.flatMap((first) =>
    typed.filter((second) => second !== first).map((second) => `${first} ${second}`),
  );
  // a fixed shuffle, so queries sharing a first word do not come one after another
  return queries
    .map((query, index) => [(index * 7919) % queries.length, query])
    .sort(([a], [b]) => a - b)
    .map(([, query]) => searchPath(query));
}

/** Hands out `paths` in turn, across every connection. */
function rotation(paths) {
  let next = 0;
  return () => paths[next++ % paths.length];
}

async function closedLoop(url, paths, pids) {
  const nextPath = rotation(paths);
  const cpu = measureCpu(pids);
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const cpuMs = cpu.stop();
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: Object.fromEntries(
      Object.entries(cpuMs).map(([name, ms]) => [name, (ms * 1000) / result.requests.total]),
    ),
  };
}

/**
 * The mix at the paced rate, unless the closed loop just measured fell short of it: the paced load
 * answers every request it sends, so at a tenth of the rate it would run ten times as long.
 */
async function paced(url, paths, closedLoopRate) {
  const rate = Number(options.rate);
  if (closedLoopRate < rate) {
    console.log(`search paced: not run, the closed loop reached ${Math.round(closedLoopRate)}/s of ${rate}/s`);
    return { requestsPerSecond: NaN, p50: NaN, p99: NaN, failures: 0, cpuUsPerRequest: {} };
  }
  const nextPath = rotation(paths);
  const result = await pacedLoad(url, connections, {
    rate,
    duration,
    requestOf: () => ({ method: 'GET', path: nextPath() }),
    status: 200,
  });
  return { ...result, failures: result.failed, cpuUsPerRequest: {} };
}

async function productPage(url, pids) {
  const cpu = measureCpu(pids);
  const result = await runLoad({ url, connections, duration });
  const cpuMs = cpu.stop();
  return {
    ...result,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: Object.fromEntries(Object.entries(cpuMs).map(([name, ms]) => [name, (ms * 1000) / result.total])),
  };
}

/** The demo store's shop: the bench products join its products, so the product page is the page benchmark's. */
async function seedIntoShop(databaseUrl) {
  const database = await openCatalogDatabase(databaseUrl);
  try {
    const [shop] = (await database.db.execute(`select id from collections where slug = 'shop'`)).rows;
    if (!shop) throw new Error('the demo store has no /shop collection');
    return await seedProducts(database.db, shop.id, PRODUCTS);
  } finally {
    await database.close();
  }
}

const cell = (value, digits = 0) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, load average ${facts.loadAverage.join(' ')} at the start ` +
      '(the load generator shares these CPUs with the services; on a shared machine the ratios carry over, the absolute rates less so)',
  );
  let failed = false;
  try {
    const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const database = await createThrowawayDatabase(server);
    cleanup.add(`drop database ${database.name}`, () => database.drop());
    const system = await startSystem({
      database: { url: database.url },
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      logLevel: options['log-level'],
      cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof']),
    });
    cleanup.add('stop the services', () => system.stop());
    const seconds = await seedIntoShop(database.url);
    console.log(
      `seeded ${PRODUCTS} products into the demo shop in ${seconds.toFixed(1)} s (database ${database.name}, dropped at the end)`,
    );

    const product = await copyAnswer(`${system.url}${PRODUCT_PAGE}`, false);
    const bare = await startBareNode({ '/product.html': product });
    cleanup.add('stop the bare node:http server', () => bare.stop());
    const distinct = distinctQueries();
    const pids = { gateway: system.gateway.pid, catalog: system.catalog.pid };
    console.log(
      `${MIX.length} mixed queries in turn, ${distinct.length} distinct two-word queries; ${connections} connections, ${duration} s per target, ${options.rounds} rounds; ` +
        `paced at ${options.rate}/s. Targets: search >= ${TARGET_RATE}/s closed loop, p99 <= ${TARGET_P99_MS} ms paced; product page req/s beside its bare node:http copy`,
    );
    const allTargets = [
      ['search mix', () => closedLoop(system.url, MIX, pids)],
      // the popular searches at a steady rate, after the mix as a shop's day goes: run after the
      // distinct searches, it would measure how fast their backlog clears instead
      ['search paced', (runs) => paced(system.url, MIX, runs['search mix'].requestsPerSecond)],
      ['search distinct', () => closedLoop(system.url, distinct, pids)],
      ['product', () => productPage(`${system.url}${PRODUCT_PAGE}`, pids)],
      ['product node', () => productPage(`${bare.url}/product.html`, { server: bare.pid })],
    ];
    // the paced target reads the closed loop's rate, so the mix always runs
    const only = options.only?.split(',');
    const targets = only ? allTargets.filter(([name]) => name === 'search mix' || only.includes(name)) : allTargets;
    // a warm-up of every path, so the first round measures no cold start
    for (const paths of [MIX, distinct.slice(0, 200), [PRODUCT_PAGE]])
      for (const p of paths) await (await fetch(`${system.url}${p}`)).arrayBuffer();
    const rounds = [];
    for (let round = 1; round <= Number(options.rounds); round++) {
      const runs = {};
      for (const [name, run] of targets) {
        runs[name] = await run(runs);
        console.log(
          `round ${round}: ${name}: ${Math.round(runs[name].requestsPerSecond)} req/s, p99 ${cell(runs[name].p99, 1)} ms`,
        );
        if (system.gateway.exit() || system.catalog.exit())
          throw new Error(`a service died under load:\n${system.gateway.tail()}\n${system.catalog.tail()}`);
      }
      rounds.push(runs);
    }

    console.log(
      '\ntarget            req/s   p50 ms   p99 ms   gateway µs/req   catalog µs/req   failures   (median of rounds)',
    );
    const summary = {};
    for (const [name] of targets) {
      const runs = rounds.map((runs) => runs[name]);
      const pick = (read) => median(runs.map(read));
      summary[name] = { requestsPerSecond: pick((run) => run.requestsPerSecond), p99: pick((run) => run.p99) };
      const failures = runs.reduce((sum, run) => sum + run.failures, 0);
      failed ||= failures > 0;
      console.log(
        `${name.padEnd(16)} ${cell(summary[name].requestsPerSecond).padStart(6)}   ${cell(
          pick((run) => run.p50),
          1,
        ).padStart(6)}   ${cell(summary[name].p99, 1).padStart(6)}   ` +
          `${cell(pick((run) => run.cpuUsPerRequest.gateway ?? run.cpuUsPerRequest.server)).padStart(14)}   ${cell(pick((run) => run.cpuUsPerRequest.catalog)).padStart(14)}   ${String(failures).padStart(8)}`,
      );
    }
    const ratio = (a, b) =>
      summary[a] && summary[b] ? (summary[a].requestsPerSecond / summary[b].requestsPerSecond).toFixed(2) : '-';
    console.log(
      `\nratios: product / product node ${ratio('product', 'product node')}, search mix / product ${ratio('search mix', 'product')}, ` +
        `search distinct / product ${ratio('search distinct', 'product')}`,
    );
    const verdicts = [
      [`search mix >= ${TARGET_RATE} req/s`, summary['search mix'].requestsPerSecond >= TARGET_RATE],
      [`search paced p99 <= ${TARGET_P99_MS} ms`, summary['search paced']?.p99 <= TARGET_P99_MS],
    ].filter(([what]) => !what.startsWith('search paced') || summary['search paced']);
    for (const [what, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'}: ${what}`);
    failed ||= verdicts.some(([, ok]) => !ok);
    console.log(`load average ${machineFacts().loadAverage.join(' ')} at the end`);
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error.stack}`);
  } finally {
    await cleanup.run();
  }
  if (options['cpu-prof']) console.log(`CPU profiles of the services written to ${path.resolve(options['cpu-prof'])}/`);
  process.exit(failed ? 1 : 0);
}

main();
