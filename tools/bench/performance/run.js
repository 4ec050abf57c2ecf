'use strict';
const { randomBytes } = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createCleanup } = require('../pages/cleanup');
const { measureCpu } = require('../pages/cpu-time');
const { createThrowawayDatabase } = require('../pages/database');
const { formatTable, machineFacts } = require('../pages/report');
const { sampleRss } = require('../pages/rss');
const { startSystem } = require('../pages/system');
const { removeQueueKeys } = require('../restock/queue-keys');
const { PAGE, RECORDS_PER_BEACON, newBeaconVisitors } = require('./beacon');
const { baselineLoad, beaconLoad, pacedBaseline, pacedBeacons } = require('./loads');
const { RECORDS_TABLE, openStoredRecords } = require('./stored');

/**
 * Issue targets: records go through the gateway to stored rows at 3,000 records/s accepted or
 * more, and at 2,000 records/s a beacon is answered within 20 ms at p99.
 */
const TARGETS = { recordsPerSecond: 3_000, pacedRecordsPerSecond: 2_000, pacedP99Ms: 20 };
const MB = 1024 * 1024;
/** The gateway's per-visitor limit of beacons, lifted for the run: every beacon comes from 127.0.0.1. */
const LIFTED_RATE_LIMITS = { PERFORMANCE_RATE_LIMIT: '100000', PERFORMANCE_ADDRESS_RATE_LIMIT: '10000000' };

const { values: options } = parseArgs({
  options: {
    part: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    rate: { type: 'string', default: String(TARGETS.pacedRecordsPerSecond) },
    baseline: { type: 'string', default: '/readyz' },
    'performance-env': { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
  },
});
const numbers = ['connections', 'duration', 'rounds', 'warmup', 'rate'];
const settings = {
  ...Object.fromEntries(numbers.map((name) => [name, Number(options[name])])),
  closedLoop: options.part === 'both' || options.part === 'closed-loop',
  paced: options.part === 'both' || options.part === 'paced',
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  performanceEnv: Object.fromEntries(
    options['performance-env'].map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  ),
};

if (!settings.closedLoop && !settings.paced) throw new Error('--part is both, closed-loop or paced');

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const mb = (bytes) => (bytes / MB).toFixed(1);
const verdict = (ok, text) => console.log(`${ok ? 'ok    ' : 'MISSED'}  ${text}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const envText = (env) =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/**
 * One closed-loop beacon load, then the wait until its records are stored: how fast the gateway
 * accepts, and how long after its last answer the service has stored the last record.
 */
async function beaconRound(system, visitors, stored, duration, givenUp) {
  const before = await stored.count();
  const startedAt = performance.now();
  const figures = await beaconLoad(system.url, visitors, duration);
  const endedAt = performance.now();
  // autocannon stops with a beacon in flight on each connection; the gateway may accept and store it
  const landed = await stored.waitUntilStored(before + figures.accepted, { givenUp });
  const storedRows = landed.count - before;
  return {
    ...figures,
    recordsPerSecond: figures.accepted / figures.seconds,
    storedRows,
    lagMs: Math.max(0, landed.lastStoredAt - endedAt),
    storedPerSecond: storedRows / ((landed.lastStoredAt - startedAt) / 1000),
    storeTimedOut: landed.timedOut,
  };
}

async function run(cleanup) {
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}; load average ${load()}`,
  );
  const catalogDatabase = await createThrowawayDatabase(settings.databaseServer);
  cleanup.add(`drop database ${catalogDatabase.name}`, () => catalogDatabase.drop());
  const performanceDatabase = await createThrowawayDatabase(settings.databaseServer);
  cleanup.add(`drop database ${performanceDatabase.name}`, () => performanceDatabase.drop());
  console.log(
    `databases: PostgreSQL ${new URL(settings.databaseServer).host}, one throwaway each for catalog and performance (dropped at the end)`,
  );
  const queuePrefix = `bench-performance-${randomBytes(4).toString('hex')}`;
  cleanup.add(`remove the Redis keys under ${queuePrefix}`, () => removeQueueKeys(settings.redisUrl, queuePrefix));
  const system = await startSystem({
    database: { url: catalogDatabase.url },
    redisUrl: settings.redisUrl,
    logLevel: options['log-level'],
    performance: { databaseUrl: performanceDatabase.url, queuePrefix, env: settings.performanceEnv },
    gatewayEnv: LIFTED_RATE_LIMITS,
    cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof']),
  });
  cleanup.add('stop the services', () => system.stop());
  const processes = { gateway: system.gateway, performance: system.performance, catalog: system.catalog };
  const pids = Object.fromEntries(Object.entries(processes).map(([name, child]) => [name, child.pid]));
  const givenUp = () => {
    const dead = Object.values(processes).find((child) => child.exit());
    return dead && `${dead.name} exited (code ${dead.exit().code}):\n${dead.tail()}`;
  };
  console.log(
    `system: gateway, performance and catalog from their builds; ingest queue on Redis ${settings.redisUrl} under ${queuePrefix}; ` +
      `performance ${Object.keys(settings.performanceEnv).length ? envText(settings.performanceEnv) : "with the service's default tuning"}`,
  );
  if (Object.keys(LIFTED_RATE_LIMITS).length)
    console.log(
      `the gateway's beacon rate limit is lifted for the run (${envText(LIFTED_RATE_LIMITS)}): every beacon comes from one address; the limiter still runs on each`,
    );

  const stored = await openStoredRecords(performanceDatabase.url);
  cleanup.add('close the database connection', () => stored.close());
  const visitors = await newBeaconVisitors(system.url, settings.connections);
  const context = { system, visitors, stored, pids, givenUp };
  const verdicts = [];
  if (settings.closedLoop) verdicts.push(...(await closedLoop(context)));
  if (settings.paced) verdicts.push(...(await paced(context)));
  const { rows: totalRows, ids, records } = await stored.distinct();
  console.log(`${RECORDS_TABLE}: ${totalRows} rows, ${ids} distinct ids, ${records} distinct (page load, event)\n`);
  verdicts.push({
    ok: ids === totalRows && records === totalRows,
    wrong: true,
    text: `no record stored twice: ${totalRows} rows, ${ids} distinct ids, ${records} distinct (page load, event)`,
  });
  for (const { ok, text } of verdicts) verdict(ok, text);
  // slow is a MISSED line; only a wrong count or a failed beacon fails the run
  return verdicts.every(({ ok, wrong }) => ok || !wrong);
}

/**
 * Closed-loop rounds of beacons against the baseline, each beacon load followed by the wait
 * until its records are stored. Returns its verdicts.
 */
async function closedLoop({ system, visitors, stored, pids, givenUp }) {
  const { connections, duration, rounds, warmup } = settings;
  console.log(
    `\n== closed loop: ${connections} connections, each a visitor with the crumb of ${PAGE.path}, POST a beacon of ` +
      `${RECORDS_PER_BEACON} records (a new page load each) as sendBeacon does; ${rounds} rounds of ${duration} s beacons ` +
      `and ${duration} s GET ${options.baseline} (the baseline), order alternating, after ${warmup} s warm-up; ` +
      `after each beacon load, the wait until its records are stored`,
  );
  const rss = sampleRss(pids);
  const runs = [];
  if (warmup > 0)
    runs.push({ round: 0, kind: 'warm-up', ...(await beaconRound(system, visitors, stored, warmup, givenUp)) });
  const cpuMs = { beacon: {}, baseline: {} };
  for (let round = 1; round <= rounds; round++) {
    const beaconsFirst = round % 2 === 1;
    for (const kind of beaconsFirst ? ['beacon', 'baseline'] : ['baseline', 'beacon']) {
      const cpu = measureCpu(pids);
      const figures =
        kind === 'baseline'
          ? await baselineLoad(system.url, options.baseline, connections, duration)
          : await beaconRound(system, visitors, stored, duration, givenUp);
      // the beacon's CPU includes storing its records, which the wait above lets finish
      for (const [name, ms] of Object.entries(cpu.stop())) cpuMs[kind][name] = (cpuMs[kind][name] ?? 0) + ms;
      runs.push({ round, kind, ...figures });
    }
    const dead = givenUp();
    if (dead) throw new Error(dead);
  }
  const closedPeak = rss.stop();

  const rows = runs.map((run) => [
    run.round === 0 ? '-' : run.round,
    run.kind === 'baseline' ? `GET ${options.baseline}` : run.kind === 'warm-up' ? 'beacon (warm-up)' : 'beacon',
    Math.round(run.requestsPerSecond),
    run.kind === 'baseline' ? '' : Math.round(run.recordsPerSecond),
    run.p50.toFixed(1),
    run.p99.toFixed(1),
    run.ok,
    run.non2xx,
    run.errors,
    run.kind === 'baseline' ? '' : run.accepted,
    run.kind === 'baseline' ? '' : run.rejected,
    run.kind === 'baseline' ? '' : run.storedRows,
    run.kind === 'baseline' ? '' : Math.round(run.lagMs),
    run.kind === 'baseline' ? '' : Math.round(run.storedPerSecond),
  ]);
  console.log(
    `\n${formatTable(
      [
        'round',
        'load',
        'req/s',
        'records/s',
        'p50 ms',
        'p99 ms',
        '2xx',
        'non-2xx',
        'errors',
        'accepted',
        'rejected',
        'stored',
        'lag ms',
        'stored/s',
      ],
      rows,
    )}\n`,
  );
  console.log(
    "records/s: records the gateway answered accepted, per second of load; lag: from the load's end to the last record stored " +
      "(read every 25 ms); stored/s: records stored from the load's start to the last one stored",
  );
  for (const run of runs.filter((each) => each.non2xx > 0 || each.errors > 0))
    console.log(
      `round ${run.round} ${run.kind}: answers by status ${JSON.stringify(run.statuses)}, ${run.errors} errors and timeouts`,
    );
  const measured = runs.filter((run) => run.round > 0);
  const beacons = measured.filter((run) => run.kind === 'beacon');
  const baselines = measured.filter((run) => run.kind === 'baseline');
  const ratios = beacons.map((run, index) => run.requestsPerSecond / baselines[index].requestsPerSecond);
  console.log(`beacon / baseline req/s by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
  const perRecord = (kind, count) =>
    Object.entries(cpuMs[kind])
      .map(([name, ms]) => `${name} ${((ms * 1000) / Math.max(count, 1)).toFixed(0)} µs`)
      .join(', ');
  console.log(
    `CPU per record accepted and stored (beacon loads and their storing): ${perRecord('beacon', sum(beacons, 'accepted'))}`,
  );
  console.log(`CPU per GET ${options.baseline}: ${perRecord('baseline', sum(baselines, 'ok'))}`);
  console.log(
    `peak RSS (closed loop): ${Object.entries(closedPeak)
      .map(([name, bytes]) => `${name} ${mb(bytes)} MB`)
      .join(', ')}`,
  );
  console.log(`load average: ${load()}`);

  const recordsPerSecond = median(beacons.map((run) => run.recordsPerSecond));
  const beaconRuns = runs.filter((run) => run.kind !== 'baseline');
  const failed = sum(beaconRuns, 'non2xx') + sum(beaconRuns, 'errors') + sum(beaconRuns, 'unreadable');
  const rejected = sum(beaconRuns, 'rejected');
  const inFlightRecords = connections * RECORDS_PER_BEACON;
  return [
    {
      ok: recordsPerSecond >= TARGETS.recordsPerSecond,
      text:
        `records accepted >= ${TARGETS.recordsPerSecond}/s (closed loop, median of ${rounds} rounds): ${Math.round(recordsPerSecond)}/s ` +
        `(beacon/baseline req/s ${median(ratios).toFixed(2)})`,
    },
    {
      ok: failed === 0 && rejected === 0,
      wrong: true,
      text: `closed loop: every beacon answered 202 with all its records accepted: ${failed} failed, ${rejected} records rejected`,
    },
    {
      ok: beaconRuns.every(
        (run) =>
          !run.storeTimedOut && run.storedRows >= run.accepted && run.storedRows <= run.accepted + inFlightRecords,
      ),
      wrong: true,
      text:
        `closed loop: each load's accepted records stored, nothing more than the beacons unanswered at its end: ` +
        beaconRuns.map((run) => `${run.accepted} <= ${run.storedRows}`).join(', ') +
        ` (at most + ${inFlightRecords})`,
    },
  ];
}

/**
 * Beacons at `--rate` records/s, after GET /readyz at the same pace (the baseline: what the
 * machine alone does to a request's latency), then the wait until every accepted record is
 * stored. Returns its verdicts.
 */
async function paced({ system, visitors, stored, pids, givenUp }) {
  const { connections, duration, rate } = settings;
  const pacedRequests = rate / RECORDS_PER_BEACON;
  console.log(
    `\n== paced: ${rate} records/s (${pacedRequests.toFixed(1)} beacons/s of ${RECORDS_PER_BEACON}) for ${duration} s after 1 s untimed, ` +
      `evenly spaced over the same ${connections} visitors; latency from the moment each beacon fell due; ` +
      `before it, GET ${options.baseline} at the same pace (the baseline)`,
  );
  const baseline = await pacedBaseline(system.url, options.baseline, connections, { rate: pacedRequests, duration });
  const pacedRss = sampleRss(pids);
  const beforePaced = await stored.count();
  const pacedCpu = measureCpu(pids);
  const beacons = await pacedBeacons(system.url, visitors, { rate: pacedRequests, duration });
  // every beacon was answered: the rows must come to the accepted count exactly
  const pacedLanded = await stored.waitUntilStored(beforePaced + beacons.accepted, { givenUp });
  const pacedCpuMs = pacedCpu.stop();
  const pacedPeak = pacedRss.stop();
  const pacedStored = pacedLanded.count - beforePaced;
  console.log(
    `\n${formatTable(
      ['load', 'req/s', 'records/s', 'p50 ms', 'p99 ms', 'max ms', '202', 'failed', 'accepted', 'rejected', 'stored'],
      [
        [
          `GET ${options.baseline}`,
          baseline.requestsPerSecond.toFixed(1),
          '',
          baseline.p50.toFixed(1),
          baseline.p99.toFixed(1),
          baseline.max.toFixed(1),
          baseline.ok,
          baseline.failed,
          '',
          '',
          '',
        ],
        [
          `beacons, ${rate} records/s`,
          beacons.requestsPerSecond.toFixed(1),
          Math.round(beacons.recordsPerSecond),
          beacons.p50.toFixed(1),
          beacons.p99.toFixed(1),
          beacons.max.toFixed(1),
          beacons.ok,
          beacons.failed,
          beacons.accepted,
          beacons.rejected,
          pacedStored,
        ],
      ],
    )}\n`,
  );
  if (beacons.firstFailure) console.log(`first failed beacon: ${beacons.firstFailure}`);
  if (baseline.firstFailure) console.log(`first failed GET ${options.baseline}: ${baseline.firstFailure}`);
  const p99Ratio = beacons.p99 / baseline.p99;
  console.log(`beacon / baseline p99 at the same pace: ${p99Ratio.toFixed(2)}`);
  console.log(
    `CPU per record (paced, with its storing): ${Object.entries(pacedCpuMs)
      .map(([name, ms]) => `${name} ${((ms * 1000) / Math.max(beacons.accepted, 1)).toFixed(0)} µs`)
      .join(', ')}`,
  );
  console.log(
    `peak RSS (paced): ${Object.entries(pacedPeak)
      .map(([name, bytes]) => `${name} ${mb(bytes)} MB`)
      .join(', ')}`,
  );
  console.log(`load average: ${load()}`);
  return [
    {
      ok: beacons.p99 <= TARGETS.pacedP99Ms && rate >= TARGETS.pacedRecordsPerSecond,
      text:
        `p99 <= ${TARGETS.pacedP99Ms} ms at ${rate} records/s paced: ${beacons.p99.toFixed(1)} ms ` +
        `(GET ${options.baseline} at the same pace: ${baseline.p99.toFixed(1)} ms, ratio ${p99Ratio.toFixed(2)})`,
    },
    {
      ok: beacons.failed === 0 && beacons.rejected === 0 && baseline.failed === 0,
      wrong: true,
      text: `paced: every beacon answered 202 with all its records accepted: ${beacons.failed} failed, ${beacons.rejected} records rejected`,
    },
    {
      ok: !pacedLanded.timedOut && pacedStored === beacons.accepted,
      wrong: true,
      text: `paced: records stored = records accepted: ${pacedStored} = ${beacons.accepted}`,
    },
  ];
}

const cleanup = createCleanup();
run(cleanup)
  .catch((error) => {
    console.error(`\nFAILED: ${error.message}`);
    return false;
  })
  .then(async (passed) => {
    await cleanup.run();
    process.exit(passed ? 0 : 1);
  });
