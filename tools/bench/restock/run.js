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
const { sendAllAndWait, signUpGroups } = require('./fan-out');
const { removeQueueKeys } = require('./queue-keys');
const { seedSignUps } = require('./seed');
const { restockForms, ownerHeaders } = require('./shop');
const { SIGN_UP_PATH, baselineLoad, newSignUpVisitors, signUpLoad } = require('./sign-up-load');
const { startSmtpSink } = require('./sink');
const { startRestockSystem } = require('./system');

/**
 * Issue targets: a send-all to 100,000 sign-ups is delivered within 120 s (scaled to --signups),
 * and the sign-up endpoint carries 1,000 req/s with p99 at most 50 ms.
 */
const TARGETS = { fanOutSecondsPer100k: 120, signUpRequestsPerSecond: 1_000, signUpP99Ms: 50 };
const MB = 1024 * 1024;
/** The gateway's restock sign-up limits, lifted for the run: every sign-up comes from one address. */
const LIFTED_RATE_LIMITS = { RESTOCK_RATE_LIMIT: '100000', RESTOCK_ADDRESS_RATE_LIMIT: '10000000' };

const { values: options } = parseArgs({
  options: {
    part: { type: 'string', default: 'both' },
    signups: { type: 'string', default: '100000' },
    groups: { type: 'string', default: '3' },
    timeout: { type: 'string', default: '600' },
    workers: { type: 'string', default: '0' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    baseline: { type: 'string', default: '/readyz' },
    'notifications-env': { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
    'log-dir': { type: 'string' },
    'stale-statistics': { type: 'boolean', default: false },
  },
});
const numbers = ['signups', 'groups', 'timeout', 'workers', 'connections', 'duration', 'rounds', 'warmup'];
const settings = {
  ...Object.fromEntries(numbers.map((name) => [name, Number(options[name])])),
  fanOut: options.part === 'both' || options.part === 'fan-out',
  signUp: options.part === 'both' || options.part === 'sign-up',
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  notificationsEnv: Object.fromEntries(
    options['notifications-env'].map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  ),
};
if (!settings.fanOut && !settings.signUp) throw new Error('--part is both, fan-out or sign-up');

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const mb = (bytes) => (bytes / MB).toFixed(1);
const verdict = (ok, text) => console.log(`${ok ? 'ok    ' : 'MISSED'}  ${text}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

/** Pids of the system's processes by name, for RSS and CPU sampling. */
const pidsOf = (system) =>
  Object.fromEntries(Object.entries(system.processes).map(([name, handle]) => [name, handle.pid]));

/**
 * Fan-out: `signups` pending sign-ups spread over the first `groups` restock forms (one per
 * form through the gateway, the rest written straight into the notifications database), then
 * the owner's send all, timed to the last distinct Message-ID at the sink.
 */
async function fanOut(system, sink, forms, owner, notificationsDatabase) {
  const groups = forms.slice(0, settings.groups);
  console.log(
    `\n== fan-out: ${settings.signups.toLocaleString('en')} sign-ups over ${groups.length} group(s): ` +
      groups.map((form) => `${form.slug} ${form.variantId}`).join(', '),
  );
  const seeded = Date.now();
  await seedSignUps({
    url: system.url,
    databaseUrl: notificationsDatabase,
    groups,
    count: settings.signups,
    staleStatistics: options['stale-statistics'],
  });
  const before = await signUpGroups(system.url, owner);
  const pending = sum(before, 'pendingCount');
  console.log(
    `seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s (${options['stale-statistics'] ? 'not analyzed: the planner has no statistics of the sign-ups' : 'then analyzed'}); ` +
      `the owner's list shows ${pending} pending`,
  );
  if (pending !== settings.signups)
    throw new Error(`expected ${settings.signups} pending sign-ups, the list shows ${pending}`);

  console.log(`load average before: ${load()}`);
  // the sink's share: it receives every message in this process
  const pids = { ...pidsOf(system), 'this process (sink)': process.pid };
  const rss = sampleRss(pids);
  const cpu = measureCpu(pids);
  const result = await sendAllAndWait({
    url: system.url,
    ownerHeaders: owner,
    sink,
    expected: settings.signups,
    timeoutMs: settings.timeout * 1000,
    givenUp: system.givenUp,
  });
  const cpuMs = cpu.stop();
  const peak = rss.stop();
  const after = await signUpGroups(system.url, owner);
  const { stats } = result;
  const delivered = stats.distinctMessageIds;
  const missing = settings.signups - delivered;
  const rate = delivered / result.seconds;
  const sent = sum(result.sendRequests, 'sent');
  const failed = sum(result.sendRequests, 'failed');
  console.log(`load average after: ${load()}`);
  console.log(
    `\n${formatTable(
      ['fan-out', 'value'],
      [
        ['delivered (distinct Message-IDs)', delivered],
        ['seconds (send all to last message)', result.seconds.toFixed(1)],
        ['messages/s', rate.toFixed(0)],
        ['deliveries received', stats.messages],
        ['duplicates (same Message-ID twice)', stats.duplicates],
        ['recipients with more than one Message-ID', stats.recipientsWithSeveralIds],
        ['without Message-ID', stats.withoutMessageId],
        ['missing', missing],
        ['send requests sent / failed', `${sent} / ${failed}`],
        [
          'send requests finished',
          `${result.sendRequests.filter((request) => request.state === 'finished').length} of ${result.sendRequests.length}`,
        ],
        ['pending after', sum(after, 'pendingCount')],
      ],
    )}\n`,
  );
  console.log(
    `peak RSS: ${Object.entries(peak)
      .map(([name, bytes]) => `${name} ${mb(bytes)} MB`)
      .join(', ')}`,
  );
  console.log(
    `CPU per message: ${Object.entries(cpuMs)
      .map(([name, ms]) => `${name} ${((ms * 1000) / Math.max(delivered, 1)).toFixed(0)} µs`)
      .join(', ')}`,
  );
  const targetSeconds = (TARGETS.fanOutSecondsPer100k * settings.signups) / 100_000;
  verdict(
    !result.timedOut && result.seconds <= targetSeconds,
    `${settings.signups} notices delivered within ${targetSeconds} s: ${result.timedOut ? `timed out at ${result.seconds.toFixed(0)} s` : `${result.seconds.toFixed(1)} s`}`,
  );
  const exact =
    missing === 0 && stats.duplicates === 0 && stats.recipientsWithSeveralIds === 0 && stats.withoutMessageId === 0;
  verdict(
    exact,
    `every sign-up got exactly one message: ${missing} missing, ${stats.duplicates + stats.recipientsWithSeveralIds} extra`,
  );
  const accounted = sent === settings.signups && failed === 0;
  verdict(accounted, `the send requests count ${sent} sent and ${failed} failed of ${settings.signups}`);
  return exact && accounted;
}

/**
 * Sign-up endpoint: `rounds` rounds, each a sign-up load and a baseline load of the same
 * connections and duration, their order alternating, after a warm-up. Every sign-up is a new
 * address; the owner's list must grow by the sign-ups acknowledged.
 */
async function signUpEndpoint(system, forms, owner) {
  const { connections, duration, rounds, warmup } = settings;
  console.log(
    `\n== sign-up endpoint: ${connections} connections, each a visitor with the crumb of the product page it signs up on, ` +
      `POST ${SIGN_UP_PATH} with a new e-mail address on every request, over ${forms.length} restock forms; ` +
      `${rounds} rounds of ${duration} s sign-ups and ${duration} s GET ${options.baseline} (the baseline), order alternating, after ${warmup} s warm-up`,
  );
  console.log(
    `the gateway's restock rate limits are lifted for the run (${Object.entries(LIFTED_RATE_LIMITS)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')}): ` + 'every request comes from one address; the limiter still runs on each',
  );
  const visitors = await newSignUpVisitors(system.url, forms, connections);
  const countBefore = sum(await signUpGroups(system.url, owner), 'signUpCount');
  const pids = pidsOf(system);
  const rss = sampleRss(pids);
  const runs = [];
  if (warmup > 0) runs.push({ round: 0, kind: 'warm-up', ...(await signUpLoad(system.url, visitors, warmup)) });
  // CPU time of each process under each load, so what a sign-up costs beyond the baseline shows
  const cpuMs = { 'sign-up': {}, baseline: {} };
  for (let round = 1; round <= rounds; round++) {
    const signUpsFirst = round % 2 === 1;
    for (const kind of signUpsFirst ? ['sign-up', 'baseline'] : ['baseline', 'sign-up']) {
      const cpu = measureCpu(pids);
      const figures =
        kind === 'baseline'
          ? await baselineLoad(system.url, options.baseline, connections, duration)
          : await signUpLoad(system.url, visitors, duration);
      runs.push({ round, kind, ...figures });
      for (const [name, ms] of Object.entries(cpu.stop())) cpuMs[kind][name] = (cpuMs[kind][name] ?? 0) + ms;
    }
    const dead = system.givenUp();
    if (dead) throw new Error(dead);
  }
  const peak = rss.stop();
  // the last loads stop with requests in flight; let them land before counting
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const grown = sum(await signUpGroups(system.url, owner), 'signUpCount') - countBefore;

  const measured = runs.filter((run) => run.round > 0);
  const rows = runs.map((run) => [
    run.round === 0 ? '-' : run.round,
    run.kind === 'baseline' ? `GET ${options.baseline}` : run.kind === 'warm-up' ? 'sign-up (warm-up)' : 'sign-up',
    Math.round(run.requestsPerSecond),
    run.p50.toFixed(1),
    run.p99.toFixed(1),
    run.ok,
    run.non2xx,
    run.errors,
  ]);
  console.log(`\n${formatTable(['round', 'load', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'], rows)}\n`);
  const signUps = measured.filter((run) => run.kind === 'sign-up');
  const baselines = measured.filter((run) => run.kind === 'baseline');
  const ratios = signUps.map((run, index) => run.requestsPerSecond / baselines[index].requestsPerSecond);
  console.log(`sign-up / baseline req/s by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
  console.log(
    `peak RSS: ${Object.entries(peak)
      .map(([name, bytes]) => `${name} ${mb(bytes)} MB`)
      .join(', ')}`,
  );
  const acknowledged = sum(signUps, 'ok');
  const perRequest = (kind, count) =>
    Object.entries(cpuMs[kind])
      .map(([name, ms]) => `${name} ${((ms * 1000) / Math.max(count, 1)).toFixed(0)} µs`)
      .join(', ');
  console.log(`CPU per sign-up: ${perRequest('sign-up', acknowledged)}`);
  console.log(`CPU per GET ${options.baseline}: ${perRequest('baseline', sum(baselines, 'ok'))}`);
  console.log(`load average: ${load()}`);
  const requestsPerSecond = median(signUps.map((run) => run.requestsPerSecond));
  const p99 = median(signUps.map((run) => run.p99));
  verdict(
    requestsPerSecond >= TARGETS.signUpRequestsPerSecond,
    `sign-ups >= ${TARGETS.signUpRequestsPerSecond} req/s (median of ${rounds} rounds): ${Math.round(requestsPerSecond)} req/s`,
  );
  verdict(
    p99 <= TARGETS.signUpP99Ms,
    `sign-up p99 <= ${TARGETS.signUpP99Ms} ms (median of ${rounds} rounds): ${p99.toFixed(1)} ms`,
  );
  const failedCount = sum(runs, 'non2xx') + sum(runs, 'errors');
  verdict(failedCount === 0, `no failed sign-ups: ${failedCount}`);
  const okAll = sum(
    runs.filter((run) => run.kind !== 'baseline'),
    'ok',
  );
  const inFlight = connections * runs.filter((run) => run.kind !== 'baseline').length;
  const kept = grown >= okAll && grown <= okAll + inFlight;
  verdict(
    kept,
    `every acknowledged sign-up is in the owner's list, nothing more: ${okAll} <= ${grown} <= ${okAll} + ${inFlight} (unanswered at the loads' ends)`,
  );
  return failedCount === 0 && kept;
}

async function run(cleanup) {
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, ${facts.platform}; load average ${load()}`,
  );
  const databases = {};
  for (const service of ['catalog', 'forms', 'accounts', 'notifications']) {
    const database = await createThrowawayDatabase(settings.databaseServer);
    cleanup.add(`drop database ${database.name}`, () => database.drop());
    databases[service] = database.url;
  }
  console.log(
    `databases: PostgreSQL ${new URL(settings.databaseServer).host}, one throwaway each for catalog, forms, accounts and notifications (dropped at the end)`,
  );
  const sink = await startSmtpSink();
  cleanup.add('close the SMTP sink', () => sink.close());
  console.log(`SMTP sink: ${sink.url} (in this process; counts Message-IDs per recipient)`);
  const queuePrefix = `bench-restock-${randomBytes(4).toString('hex')}`;
  cleanup.add(`remove the Redis keys under ${queuePrefix}`, () => removeQueueKeys(settings.redisUrl, queuePrefix));
  const system = await startRestockSystem({
    databases,
    redisUrl: settings.redisUrl,
    smtpUrl: sink.url,
    queuePrefix,
    logLevel: options['log-level'],
    workers: settings.workers,
    gatewayEnv: LIFTED_RATE_LIMITS,
    notificationsEnv: settings.notificationsEnv,
    cpuProfileDir: options['cpu-prof'] && path.resolve(options['cpu-prof']),
    logDir: options['log-dir'] && path.resolve(options['log-dir']),
  });
  cleanup.add('stop the services', () => system.stop());
  console.log(
    `notifications: ${settings.workers === 0 ? 'one process (role all)' : `one server and ${settings.workers} worker process(es)`}` +
      `${
        Object.keys(settings.notificationsEnv).length
          ? `, ${Object.entries(settings.notificationsEnv)
              .map(([name, value]) => `${name}=${value}`)
              .join(' ')}`
          : ", the service's default tuning"
      }; Redis ${settings.redisUrl} under ${queuePrefix}`,
  );
  const forms = await restockForms(system.url);
  const owner = await ownerHeaders(system.url, system.owner);
  let passed = true;
  if (settings.fanOut) passed = (await fanOut(system, sink, forms, owner, databases.notifications)) && passed;
  if (settings.signUp) passed = (await signUpEndpoint(system, forms, owner)) && passed;
  return passed;
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
