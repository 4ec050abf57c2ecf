'use strict';
/**
 * The owner's 30-day dashboard over 10 million stored hits (target: at most 300 ms).
 *
 * Starts the built census service on a throwaway database of the PostgreSQL at DATABASE_URL,
 * writes `--hits` (10,000,000) page-view hits of the last 30 days into its day partitions with
 * COPY (visits of about ten hits each, a visitor coming back now and then, product views, adds to
 * cart and purchases as events), marks every quarter hour for the rollup and lets the service's own
 * rollup job roll them up, then times GetAnalytics over the 30 days ending today in
 * America/New_York (`--zone`), as the gateway asks it for the owner's page: one untimed call, then `--calls`
 * (10) timed, beside the same call over one day (the baseline). Prints rows written and their
 * rate, the rollup's time, the calls' median, p90 and max, the ratio to the baseline, the load
 * average, and the target with `ok` or `MISSED`.
 */
const { randomBytes, randomUUID } = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { parseArgs } = require('node:util');
const { Client } = require('pg');
const { from: copyFrom } = require('pg-copy-streams');
const { censusV1 } = require('@storefront/proto');
const { createClient, createLogger, localDays } = require('@storefront/service-kit');
const { seeded, spawnBuiltService } = require('@storefront/service-kit/testing');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { loadAverage } = require('../pages/report');
const { removeQueueKeys } = require('../restock/queue-keys');
const { findFreePort } = require('../../dev/free-port');
const { ROOT } = require('../pages/system');

const TARGET_MS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;
const CENSUS_MAIN = path.join(ROOT, 'services', 'census', 'dist', 'main.js');

const { values: options } = parseArgs({
  options: {
    hits: { type: 'string', default: '10000000' },
    calls: { type: 'string', default: '10' },
    // a zone whose days start on the hour by default; Asia/Kolkata's start on the half hour
    zone: { type: 'string', default: 'America/New_York' },
    // keeps the throwaway database (its URL printed) to look at the rollup's statements afterwards
    'keep-database': { type: 'boolean', default: false },
  },
});
const HITS = Number(options.hits);
const CALLS = Number(options.calls);
const ZONE = options.zone;
const databaseServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const load = loadAverage;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

const PATHS = ['/', '/shop', '/about', '/blog', ...Array.from({ length: 200 }, (_, i) => `/shop/p/item-${i}`)];
const REFERRERS = ['(direct)', '(direct)', 'www.google.com', 'www.bing.com', 'news.example.org', 'duckduckgo.com'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'];

/**
 * The generated traffic as COPY text lines of census_hits and census_events: visits of 1-19 hits a
 * minute or two apart, started evenly over [from, to); one in three visitors comes back.
 */
function* traffic(from, to) {
  const random = seeded(16);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const visitors = Math.max(1, Math.round(HITS / 30));
  const seen = new Map();
  let hits = 0;
  while (hits < HITS) {
    const visitor = Math.floor(random() * visitors);
    const visitCount = (seen.get(visitor) ?? 0) + 1;
    seen.set(visitor, visitCount);
    const id = `v${visitor.toString(36)}`;
    const referrer = pick(REFERRERS);
    const device = pick(DEVICES);
    let at = from + Math.floor(random() * (to - from - 60 * 60 * 1000));
    const pages = Math.min(1 + Math.floor(random() * 19), HITS - hits);
    const hitLines = [];
    const eventLines = [];
    for (let p = 0; p < pages; p++) {
      const page = pick(PATHS);
      const item = page.startsWith('/shop/p/') ? page.slice(8) : '';
      const when = new Date(at).toISOString();
      hitLines.push(
        `${randomUUID()}\t${when}\t${id}\t${visitCount}\t${page}\t${p === 0 ? referrer : '(direct)'}\t${device}\t${item}\t${page}\t{}\n`,
      );
      if (item && random() < 0.3) {
        const event = (name, extra = '\t\t0\t') =>
          eventLines.push(
            `${randomUUID()}\t${when}\t${id}\t${visitCount}\t${name}\t${device}\t${item}\tItem ${item}\t${extra}\t{}\n`,
          );
        event('CommerceShopping_VisitPDP', '\t\t0\t');
        if (random() < 0.2) event('CommerceShopping_AddToCart', '\t\t0\t');
        if (random() < 0.03) event('purchase', `\t${randomUUID()}\t1999\tUSD`);
      }
      at += 30_000 + Math.floor(random() * 120_000);
    }
    hits += pages;
    yield { hits: hitLines.join(''), events: eventLines.join('') };
  }
}

async function copyInto(client, table, columns, chunks) {
  await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`)));
}

async function run(cleanup) {
  console.log(`machine: ${os.cpus().length} CPU, node ${process.version}; load average ${load()}`);
  const database = await createThrowawayDatabase(databaseServer);
  if (options['keep-database']) console.log(`database kept: ${database.url}`);
  else cleanup.add(`drop database ${database.name}`, () => database.drop());
  const queuePrefix = `bench-census-dashboard-${randomBytes(4).toString('hex')}`;
  cleanup.add(`remove the Redis keys under ${queuePrefix}`, () => removeQueueKeys(redisUrl, queuePrefix));
  const port = await findFreePort();
  const secret = randomBytes(32).toString('hex');
  const census = spawnBuiltService(CENSUS_MAIN, {
    NODE_ENV: 'production',
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(port),
    SERVICE_AUTH_SECRET: secret,
    LOG_LEVEL: 'warn',
    REDIS_URL: redisUrl,
    CENSUS_DATABASE_URL: database.url,
    CENSUS_QUEUE_PREFIX: queuePrefix,
    CENSUS_ROLLUP_EVERY_SECONDS: '1',
  });
  cleanup.add('stop the census service', () => census.stop());
  const db = new Client({ connectionString: database.url });
  await db.connect();
  cleanup.add('close the database connection', () => db.end());
  const client = createClient(censusV1.CensusServiceClient, `127.0.0.1:${port}`, {
    deadlineMs: 30_000,
    auth: { secret, caller: 'bench' },
    logger: createLogger({ service: 'bench', level: 'silent' }),
    contract: censusV1.CensusServiceDefinition,
  });
  cleanup.add('close the client', () => client.close());
  // the service migrates its database as it starts
  for (;;) {
    const { rows } = await db.query(`select to_regclass('census_quarter_visits') is not null as ready`);
    if (rows[0].ready) break;
    await pause(200);
  }

  const now = Date.now();
  const from = now - 30 * DAY_MS;
  for (let day = from - DAY_MS; day <= now + DAY_MS; day += DAY_MS) {
    const start = new Date(day).toISOString().slice(0, 10);
    const end = new Date(day + DAY_MS).toISOString().slice(0, 10);
    for (const table of ['census_hits', 'census_events'])
      await db.query(
        `create table if not exists ${table}_${start.replaceAll('-', '')} partition of ${table} for values from ('${start} 00:00:00+00') to ('${end} 00:00:00+00')`,
      );
  }
  console.log(`\n== writing ${HITS.toLocaleString('en-US')} hits of the last 30 days with COPY`);
  const written = performance.now();
  const events = [];
  function* hitChunks() {
    for (const visit of traffic(from, now)) {
      if (visit.events) events.push(visit.events);
      yield visit.hits;
    }
  }
  await copyInto(
    db,
    'census_hits',
    'id, received_at, visitor_id, visit_count, path, referrer, device, item_id, title, data',
    hitChunks(),
  );
  const hitsMs = performance.now() - written;
  await copyInto(
    db,
    'census_events',
    'id, received_at, visitor_id, visit_count, name, device, item_id, item_title, error_type, order_id, revenue_minor, currency, data',
    events,
  );
  const counted = (
    await db.query(
      `select (select count(*) from census_hits)::int as hits, (select count(*) from census_events)::int as events`,
    )
  ).rows[0];
  console.log(
    `${counted.hits.toLocaleString('en-US')} hits in ${seconds(hitsMs)} s (${Math.round(counted.hits / (hitsMs / 1000)).toLocaleString('en-US')} rows/s), ` +
      `${counted.events.toLocaleString('en-US')} events; load average ${load()}`,
  );

  console.log(
    `\n== rolling up: every quarter hour marked, the service's rollup job (every second) rolls them up, then the UTC days they touched`,
  );
  const rolled = performance.now();
  await db.query(
    `insert into census_dirty_quarters
     select distinct date_bin('15 minutes', received_at, timestamptz '2000-01-01 00:00:00+00') from census_hits on conflict do nothing`,
  );
  const quarters = Number((await db.query('select count(*) as n from census_dirty_quarters')).rows[0].n);
  // done when no quarter and no day is marked any more (a run marks the days of its quarters; a
  // service built before census_dirty_days recomputed the days with each quarter)
  const { dayMarks } = (await db.query(`select to_regclass('census_dirty_days') is not null as "dayMarks"`)).rows[0];
  const marked = dayMarks
    ? `select (select count(*) from census_dirty_quarters) + (select count(*) from census_dirty_days) as left`
    : `select count(*) as left from census_dirty_quarters`;
  for (;;) {
    const { left } = (await db.query(marked)).rows[0];
    if (Number(left) === 0) break;
    if (census.exited?.()) throw new Error(census.output());
    await pause(1_000);
  }
  const rollupMs = performance.now() - rolled;
  await db.query('analyze');
  const sizes = (
    await db.query(
      `select relname as name, n_live_tup::int as rows from pg_stat_user_tables where relname like 'census_quarter_%' order by relname`,
    )
  ).rows;
  console.log(
    `${quarters} quarter hours rolled up in ${seconds(rollupMs)} s (${(quarters / (rollupMs / 1000)).toFixed(1)} quarters/s, ` +
      `${Math.round(counted.hits / (rollupMs / 1000)).toLocaleString('en-US')} hits/s); load average ${load()}; ` +
      `rollup rows: ${sizes.map(({ name, rows }) => `${name} ${rows}`).join(', ')}`,
  );

  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  // 29 calendar days before today: 29 times 24 hours back is a day short across a change of clocks
  const fromDay = new Date(Date.parse(`${today}T12:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const time = async (request) => {
    const started = performance.now();
    const answer = await client.call.getAnalytics(request);
    return { ms: performance.now() - started, answer };
  };
  const series = async (request) => {
    const first = await time(request);
    const runs = [];
    for (let i = 0; i < CALLS; i++) runs.push(await time(request));
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)],
      p90: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)],
      max: sorted.at(-1),
      first: first.ms,
      answer: runs.at(-1).answer,
    };
  };
  console.log(
    `\n== GetAnalytics ${fromDay}..${today} (${ZONE}): 1 untimed call, then ${CALLS} timed; the baseline: the same over ${today} alone`,
  );
  const baseline = await series({ fromDay: today, toDay: today, timeZone: ZONE });
  const month = await series({ fromDay, toDay: today, timeZone: ZONE });
  const totals = month.answer.totals;
  console.log(
    `30 days: median ${month.median.toFixed(1)} ms, p90 ${month.p90.toFixed(1)} ms, max ${month.max.toFixed(1)} ms; ` +
      `1 day: median ${baseline.median.toFixed(1)} ms (30 days / 1 day: ${(month.median / baseline.median).toFixed(2)}); load average ${load()}`,
  );
  console.log(
    `first (untimed) call after the service started: 30 days ${month.first.toFixed(1)} ms (after the 1-day calls), ` +
      `1 day ${baseline.first.toFixed(1)} ms; the service keeps the days it united while their quarters stay the same`,
  );
  console.log(
    `answer: ${totals.pageViews.toLocaleString('en-US')} page views, ${totals.visits.toLocaleString('en-US')} visits, ` +
      `${totals.uniqueVisitors.toLocaleString('en-US')} unique visitors, ${totals.productViews.toLocaleString('en-US')} product views, ` +
      `${month.answer.days.length} days, top page ${month.answer.topPages[0]?.path}`,
  );
  // the answer against a count over the raw hits of the same instants: the counts must be exact
  const { bounds } = localDays(fromDay, today, ZONE);
  const checked = performance.now();
  const raw = (
    await db.query(
      `select count(*)::int as "pageViews", count(distinct (visitor_id, visit_count)) filter (where visitor_id is not null)::int as visits,
         count(distinct visitor_id)::int as "uniqueVisitors"
       from census_hits where received_at >= $1 and received_at < $2`,
      [bounds[0], bounds.at(-1)],
    )
  ).rows[0];
  const exact = ['pageViews', 'visits', 'uniqueVisitors'].every((key) => raw[key] === totals[key]);
  console.log(
    `${exact ? 'exact ' : 'WRONG '}  the same over the raw hits (${seconds(performance.now() - checked)} s): ` +
      `${raw.pageViews.toLocaleString('en-US')} page views, ${raw.visits.toLocaleString('en-US')} visits, ` +
      `${raw.uniqueVisitors.toLocaleString('en-US')} unique visitors`,
  );
  if (!exact) return false;
  const ok = month.median <= TARGET_MS;
  console.log(
    `${ok ? 'ok    ' : 'MISSED'}  30-day dashboard over ${counted.hits.toLocaleString('en-US')} hits: median ${month.median.toFixed(1)} ms, target <= ${TARGET_MS} ms`,
  );
  return true;
}

const cleanup = createCleanup();
run(cleanup)
  .catch((error) => {
    console.error(`\nFAILED: ${error.stack}`);
    return false;
  })
  .then(async (passed) => {
    await cleanup.run();
    process.exit(passed ? 0 : 1);
  });
