'use strict';
const path = require('node:path');
const { parseArgs } = require('node:util');
const { startBareNode } = require('./bare-node');
const { createCleanup } = require('./cleanup');
const { measureCpu } = require('./cpu-time');
const { createThrowawayDatabase } = require('./database');
const { runLoad } = require('./load');
const { startNginx } = require('./nginx');
const { checkServes, copyAnswer } = require('./page-copies');
const { machineFacts, evaluate, roundsTable, summaryTable, targetsText } = require('./report');
const { sampleRss } = require('./rss');
const { startSystem } = require('./system');

/**
 * What is measured, and the path each baseline serves its copy at: the two pages the render cache
 * serves, and the uncached stock read of the product page's product (its id read from the page).
 */
const PAGES = [
  { name: 'product', path: () => '/shop/p/linen-shirt', copyPath: '/product.html' },
  { name: 'list', path: () => '/shop', copyPath: '/list.html' },
  {
    name: 'stock',
    path: ({ itemId }) => `/api/commerce/inventory/stock/?itemId=${itemId}`,
    copyPath: '/stock.json',
  },
];

/** What the paths are made from: the id of the product page's product. */
async function pathFacts(url) {
  const page = await (await fetch(`${url}/shop/p/linen-shirt`)).text();
  const itemId = /"itemId":"([^"]+)"/.exec(page)?.[1];
  if (!itemId) throw new Error('the product page names no itemId');
  return { itemId };
}

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    gzip: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
    // another checkout's build (say main's, in a second worktree), measured in the same rounds as "before"
    before: { type: 'string' },
  },
});

const settings = {
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  duration: Number(options.duration),
  connections: Number(options.connections),
  warmup: Number(options.warmup),
  rounds: Number(options.rounds),
  gzip: options.gzip,
  logLevel: options['log-level'],
};

async function startGatewaySystem(cleanup, label, root) {
  const database = await createThrowawayDatabase(settings.databaseServer);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  const profileDir = options['cpu-prof'] && path.resolve(options['cpu-prof'], label);
  const system = await startSystem({
    root,
    database: { url: database.url },
    redisUrl: settings.redisUrl,
    logLevel: settings.logLevel,
    cpuProfileDir: profileDir,
  });
  cleanup.add(`stop the ${label} services`, () => system.stop());
  console.log(
    `${label}: ${root ?? 'this checkout'}, gateway pid ${system.gateway.pid} at ${system.url}, catalog pid ${system.catalog.pid}, ` +
      `database ${new URL(database.url).host}/${database.name} (dropped at the end)`,
  );
  return system;
}

/**
 * Everything measured: each page from the gateway (and from the "before" build), and its copy
 * from the bare node:http process and from nginx. `pids` are the processes whose RSS is sampled.
 */
function targetsOf(pages, system, before, bare, nginx) {
  return pages
    .map((page) => ({ ...page, path: page.resolvedPath }))
    .flatMap((page) => [
      {
        name: page.name,
        page: page.name,
        server: 'gateway',
        url: `${system.url}${page.path}`,
        pids: systemPids(system),
      },
      ...(before
        ? [
            {
              name: `${page.name} before`,
              page: page.name,
              server: 'before',
              url: `${before.url}${page.path}`,
              pids: systemPids(before),
            },
          ]
        : []),
      {
        name: `${page.name} node`,
        page: page.name,
        server: 'node',
        url: `${bare.url}${page.copyPath}`,
        pids: { server: bare.pid },
      },
      {
        name: `${page.name} nginx`,
        page: page.name,
        server: 'nginx',
        url: `${nginx.url}${page.copyPath}`,
        pids: { server: nginx.pid },
      },
    ]);
}

const systemPids = (system) => ({ gateway: system.gateway.pid, catalog: system.catalog.pid });

async function measure(target) {
  const load = { url: target.url, connections: settings.connections, gzip: settings.gzip };
  if (settings.warmup > 0) await runLoad({ ...load, duration: settings.warmup });
  const rss = sampleRss(target.pids);
  const cpu = measureCpu(target.pids);
  const result = await runLoad({ ...load, duration: settings.duration });
  const cpuMs = cpu.stop();
  // what one answer costs the process that serves it: the figure a shared machine distorts least
  const cpuUsPerRequest = Object.fromEntries(
    Object.entries(cpuMs).map(([name, ms]) => [name, result.total > 0 ? (ms * 1000) / result.total : 0]),
  );
  return { ...result, rss: rss.stop(), cpuUsPerRequest };
}

async function main() {
  const started = Date.now();
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}, ` +
      `load average ${facts.loadAverage.join(' ')} at the start`,
  );
  console.log(
    `load: autocannon ${settings.connections} connections, ${settings.duration} s per target after ${settings.warmup} s warm-up, ` +
      `${settings.rounds} interleaved rounds, ${settings.gzip ? 'accept-encoding gzip' : 'uncompressed'}, ` +
      `in this process (it shares the CPUs with the servers)`,
  );
  console.log(`services: LOG_LEVEL=${settings.logLevel}, CATALOG_CACHE_MS default (1000), Redis ${settings.redisUrl}`);

  let failed = false;
  try {
    const system = await startGatewaySystem(cleanup, 'gateway');
    const before = options.before
      ? await startGatewaySystem(cleanup, 'before', path.resolve(options.before))
      : undefined;
    const ids = await pathFacts(system.url);
    const pages = (options.only ? PAGES.filter((page) => options.only.split(',').includes(page.name)) : PAGES).map(
      (page) => ({ ...page, resolvedPath: page.path(ids) }),
    );

    const copies = {};
    for (const page of pages)
      copies[page.copyPath] = await copyAnswer(`${system.url}${page.resolvedPath}`, settings.gzip);
    const bare = await startBareNode(copies);
    cleanup.add('stop the bare node:http server', () => bare.stop());
    const nginx = await startNginx(copies);
    cleanup.add('stop nginx', () => nginx.stop());
    for (const page of pages)
      for (const server of [bare, nginx])
        await checkServes(`${server.url}${page.copyPath}`, copies[page.copyPath], settings.gzip);
    console.log(
      `baselines: the live answers (${pages.map((page) => `${page.name} ${copies[page.copyPath].body.length} bytes`).join(', ')}), ` +
        `headers and body, checked byte for byte: bare node:http pid ${bare.pid} at ${bare.url}, nginx worker pid ${nginx.pid} at ${nginx.url}`,
    );

    const targets = targetsOf(pages, system, before, bare, nginx);
    const rounds = [];
    for (let round = 1; round <= settings.rounds; round++) {
      const runs = {};
      for (const target of targets) {
        process.stdout.write(`round ${round}: ${target.name} ... `);
        runs[target.name] = await measure(target);
        console.log(`${Math.round(runs[target.name].requestsPerSecond)} req/s, p99 ${runs[target.name].p99} ms`);
        const dead = [system.gateway, system.catalog, before?.gateway, before?.catalog].find((child) => child?.exit());
        if (dead) {
          const { code, signal } = dead.exit();
          throw new Error(`${dead.name} died under load (code ${code}, signal ${signal}):\n${dead.tail()}`);
        }
      }
      rounds.push(runs);
    }

    console.log(`\n${roundsTable(targets, rounds)}\n`);
    const verdict = evaluate(pages, targets, rounds);
    console.log(`${summaryTable(verdict)}\n`);
    console.log(targetsText(verdict.targets));
    const errors = rounds
      .flatMap((runs) => Object.values(runs))
      .reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
    if (errors > 0) {
      failed = true;
      console.log(`FAILED: ${errors} non-2xx answers, errors or timeouts under load`);
    }
    console.log(
      `took ${Math.round((Date.now() - started) / 1000)} s; load average ${machineFacts().loadAverage.join(' ')} at the end`,
    );
    if (options.json)
      console.log(
        JSON.stringify(
          { machine: facts, settings: { ...settings, databaseServer: undefined }, rounds, verdict },
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
    console.log(`CPU profiles of the services written to ${path.resolve(options['cpu-prof'])}/<gateway|before>/`);
  process.exit(failed ? 1 : 0);
}

main();
