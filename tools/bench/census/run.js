'use strict';
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { pacedLoad } = require('../pages/paced-load');
const { formatTable, loadAverage, machineFacts } = require('../pages/report');
const { startSystem } = require('../pages/system');
const { pacedBaseline } = require('../performance/loads');
const { openStoredRows } = require('../performance/stored');
const { removeQueueKeys } = require('../restock/queue-keys');
const { newHitVisitors } = require('./hits');
const { findFreePort } = require('../../dev/free-port');

/** Issue targets: at least 5,000 hits/s accepted, and p99 at most 20 ms at 3,000 hits/s paced. */
const TARGETS = { hitsPerSecond: 5_000, pacedHitsPerSecond: 3_000, pacedP99Ms: 20 };
/** The gateway's per-visitor limit of census calls, lifted for the run: every hit comes from 127.0.0.1. */
const LIFTED_RATE_LIMITS = { CENSUS_RATE_LIMIT: '1000000', CENSUS_ADDRESS_RATE_LIMIT: '100000000' };
const HITS_TABLE = 'census_hits';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: String(TARGETS.pacedHitsPerSecond) },
    baseline: { type: 'string', default: '/readyz' },
    'log-level': { type: 'string', default: 'warn' },
    /** Every service writes a V8 CPU profile (<name>.cpuprofile) into this folder when it stops. */
    'cpu-prof-dir': { type: 'string' },
  },
});
const [connections, duration, rounds, rate] = ['connections', 'duration', 'rounds', 'rate'].map((name) =>
  Number(options[name]),
);
const databaseServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** `--baseline bare`: a bare node:http server answering 204 to everything, what one Node process does with nothing to do. */
const BARE = 'bare';
/** The bare server: its own process, so it costs the load generator nothing. */
async function startBareServer() {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => { res.statusCode = 204; res.end(); }); }).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const load = loadAverage;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One paced load's line of the table; `landed` for a load whose items are stored. */
const pacedRow = (name, figures, landed) => [
  name,
  rate,
  ...[figures.p50, figures.p99, figures.max].map((ms) => ms.toFixed(1)),
  figures.ok,
  figures.failed,
  landed ? landed.stored : '',
  landed ? Math.round(landed.lagMs) : '',
];

/** Closed-loop hits: connection i is visitor i; each hit's mark is a new id. */
async function hitLoad(url, visitors) {
  const requests = visitors.map(({ path, headers, body }) => [{ method: 'POST', path, headers, body: body() }]);
  const result = await autocannon({
    url,
    connections: visitors.length,
    duration,
    idReplacement: true,
    setupClient: (client) =>
      client.setRequests(requests[(hitLoad.clients = (hitLoad.clients ?? 0) + 1) % requests.length]),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    accepted: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

const baselineLoad = async (url) => {
  const result = await autocannon({
    url: `${url}${options.baseline === BARE ? '/' : options.baseline}`,
    connections,
    duration,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    accepted: result['2xx'],
    other: result.non2xx + result.errors,
  };
};

/** Waits until the accepted hits are stored; the lag is from the load's end to the last one stored. */
async function landed(stored, before, accepted, endedAt, givenUp) {
  const result = await stored.waitUntilStored(before + accepted, { givenUp });
  return {
    stored: result.count - before,
    lagMs: Math.max(0, result.lastStoredAt - endedAt),
    timedOut: result.timedOut,
  };
}

async function run(cleanup) {
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}; load average ${load()}`,
  );
  const catalogDatabase = await createThrowawayDatabase(databaseServer);
  cleanup.add(`drop database ${catalogDatabase.name}`, () => catalogDatabase.drop());
  const censusDatabase = await createThrowawayDatabase(databaseServer);
  cleanup.add(`drop database ${censusDatabase.name}`, () => censusDatabase.drop());
  const queuePrefix = `bench-census-${randomBytes(4).toString('hex')}`;
  cleanup.add(`remove the Redis keys under ${queuePrefix}`, () => removeQueueKeys(redisUrl, queuePrefix));
  const system = await startSystem({
    database: { url: catalogDatabase.url },
    redisUrl,
    logLevel: options['log-level'],
    census: { databaseUrl: censusDatabase.url, queuePrefix },
    gatewayEnv: LIFTED_RATE_LIMITS,
    cpuProfileDir: options['cpu-prof-dir'],
  });
  cleanup.add('stop the services', () => system.stop());
  const bare = options.baseline === BARE ? await startBareServer() : undefined;
  if (bare) cleanup.add('stop the bare server', () => bare.stop());
  const baselineUrl = bare ? bare.url : system.url;
  const baselineName = bare ? 'bare node:http 204' : `GET ${options.baseline}`;
  const processes = [system.gateway, system.census, system.catalog];
  const givenUp = () => {
    const dead = processes.find((child) => child.exit());
    return dead && `${dead.name} exited (code ${dead.exit().code}):\n${dead.tail()}`;
  };
  console.log(
    `system: gateway, census and catalog from their builds on PostgreSQL ${new URL(databaseServer).host} (throwaway databases) ` +
      `and Redis ${redisUrl} under ${queuePrefix}; the gateway's census rate limit lifted (${Object.entries(
        LIFTED_RATE_LIMITS,
      )
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')}): every hit comes from one address`,
  );
  const stored = await openStoredRows(censusDatabase.url, HITS_TABLE);
  cleanup.add('close the database connection', () => stored.close());
  const visitors = await newHitVisitors(system.url, connections);

  console.log(
    `\n== closed loop: ${connections} connections, each a visitor with the crumb of /shop, POST ${visitors[0].path} form-encoded ` +
      `as the shell does; ${rounds} rounds of ${duration} s hits and ${duration} s GET ${options.baseline} (the baseline), ` +
      `order alternating; after each hit load, the wait until its hits are stored`.replace(
        `GET ${BARE}`,
        'a bare node:http server answering 204',
      ),
  );
  await hitLoad(system.url, visitors); // warm-up
  await stored.waitUntilStored(0, { givenUp });
  const rows = [];
  const ratios = [];
  for (let round = 1; round <= rounds; round++) {
    const figures = {};
    for (const kind of round % 2 ? ['hits', 'baseline'] : ['baseline', 'hits']) {
      if (kind === 'baseline') figures.baseline = await baselineLoad(baselineUrl);
      else {
        const before = await stored.count();
        figures.hits = await hitLoad(system.url, visitors);
        Object.assign(figures.hits, await landed(stored, before, figures.hits.accepted, performance.now(), givenUp));
      }
    }
    ratios.push(figures.hits.rps / figures.baseline.rps);
    for (const kind of ['hits', 'baseline']) {
      const f = figures[kind];
      rows.push([
        round,
        kind === 'hits' ? 'RecordHit' : baselineName,
        Math.round(f.rps),
        f.p99.toFixed(1),
        f.accepted,
        f.other,
        f.stored ?? '',
        f.lagMs === undefined ? '' : Math.round(f.lagMs),
      ]);
    }
  }
  console.log(formatTable(['round', 'load', 'req/s', 'p99 ms', '2xx', 'other', 'stored', 'lag ms'], rows));
  console.log(
    `hits / baseline req/s by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; load average ${load()}`,
  );
  const hitRates = rows.filter((row) => row[1] === 'RecordHit').map((row) => row[2]);

  console.log(
    `\n== paced: ${rate} hits/s for ${duration} s after 1 s untimed, evenly spaced over the same ${connections} visitors; ` +
      `latency from the moment each hit fell due; the baseline (${baselineName}) at the same pace first`,
  );
  const baseline = bare
    ? await pacedLoad(bare.url, connections, {
        rate,
        duration,
        status: 204,
        requestOf: () => ({ method: 'GET', path: '/' }),
      })
    : await pacedBaseline(system.url, options.baseline, connections, { rate, duration });
  const before = await stored.count();
  let marks = 0;
  // each hit its own mark, so a hit stored twice shows
  const paced = await pacedLoad(system.url, connections, {
    rate,
    duration,
    status: 202,
    requestOf: (visitor) => {
      const { path, headers, body } = visitors[visitor];
      return { method: 'POST', path, headers, body: body(`paced${marks++}`) };
    },
    accepted: () => 1,
  });
  const pacedLanded = await landed(stored, before, paced.accepted, performance.now(), givenUp);
  console.log(
    formatTable(
      ['load', 'sent/s', 'p50 ms', 'p99 ms', 'max ms', 'ok', 'failed', 'stored', 'lag ms'],
      [pacedRow(baselineName, baseline), pacedRow('RecordHit', paced, pacedLanded)],
    ),
  );
  console.log(`hit / baseline p99 at the same pace: ${(paced.p99 / baseline.p99).toFixed(2)}; load average ${load()}`);

  const { rows: distinct } = await stored.client.query(
    `SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids, count(DISTINCT title)::int AS marks FROM ${HITS_TABLE}`,
  );
  const { n, ids, marks: distinctMarks } = distinct[0];
  console.log(`\n${HITS_TABLE}: ${n} rows, ${ids} distinct ids, ${distinctMarks} distinct marks`);
  const verdicts = [
    {
      ok: median(hitRates) >= TARGETS.hitsPerSecond,
      text: `hits accepted: median ${median(hitRates)}/s, target >= ${TARGETS.hitsPerSecond}/s`,
    },
    {
      ok: paced.p99 <= TARGETS.pacedP99Ms,
      text: `p99 at ${rate} hits/s: ${paced.p99.toFixed(1)} ms, target <= ${TARGETS.pacedP99Ms} ms`,
    },
    {
      ok: paced.failed === 0 && paced.accepted === pacedLanded.stored,
      wrong: true,
      text: `paced: ${paced.accepted} accepted, ${pacedLanded.stored} stored, ${paced.failed} failed`,
    },
    {
      ok: ids === n && distinctMarks === n,
      wrong: true,
      text: `no hit stored twice: ${n} rows, ${ids} ids, ${distinctMarks} marks`,
    },
  ];
  for (const { ok, text } of verdicts) console.log(`${ok ? 'ok    ' : 'MISSED'}  ${text}`);
  return verdicts.every(({ ok, wrong }) => ok || !wrong);
}

const cleanup = createCleanup();
run(cleanup)
  .then((ok) => cleanup.run().then(() => process.exit(ok ? 0 : 1)))
  .catch(async (error) => {
    console.error(error);
    await cleanup.run();
    process.exit(1);
  });
