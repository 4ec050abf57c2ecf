import { startPrivateRedis } from '@storefront/service-kit/testing';
import { CRUMB_INVALID_MESSAGE, CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import { RECORDS_REFUSED_MESSAGE } from '../src/routes/performance-records';
import { eventually, ingestQueueFor } from './support/ingest-queue';
import { startGatewayOver } from './support/running-shop';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const RECORDS = '/api/1/performance/records';
const ERRORS = '/api/events/RecordJavascriptErrors';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lcp = (pageLoadId: string, value = 1234.5) => ({
  app: 'storefront',
  event: 'largest-contentful-paint',
  pageLoadId,
  ts: Date.now(),
  data: { path: '/shop', pageType: 'products', value, element: 'main>img.hero' },
});

const connection = (pageLoadId: string) => ({
  app: 'storefront',
  event: 'connection-timings',
  pageLoadId,
  ts: Date.now(),
  data: { path: '/shop', dns: 3, connect: 10, request: 40, response: 12, protocol: 'h2' },
});

/** What a beacon does: text/plain, no headers of its own, the crumb in the query. */
function beacon(visitor: Visitor, body: string, crumb: string | null | undefined = visitorCrumb(visitor)) {
  const query = crumb === null || crumb === undefined ? '' : `?crumb=${encodeURIComponent(crumb)}`;
  return visitor.fetch(`${RECORDS}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
    body,
  });
}

const visitorCrumb = (visitor: Visitor) => {
  const cookie = visitor.cookies.get('crumb');
  return cookie === undefined ? undefined : decodeURIComponent(cookie);
};

describeWhenPGliteRuns('performance ingest', 'performance records and error reports through the gateway', () => {
  const ingest = ingestQueueFor(redisUrl);
  const shop = shopForTests({ ...ingest.env, PERFORMANCE_RATE_LIMIT: '100000' });
  let me: Visitor;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
  });
  afterAll(() => ingest.close());

  /** The record items queued for the pageLoadIds `ids`, once `count` of them are there. */
  async function queuedRecords(ids: string[], count: number) {
    const jobs = await eventually(
      () => ingest.jobs(),
      (all) => itemsFor(all, ids).length >= count,
    );
    return { jobs, items: itemsFor(jobs, ids) };
  }

  it('takes a beacon with the crumb in its query: 202 at once, and a job with each record and its own id', async () => {
    const records = [lcp('beacon-1'), connection('beacon-1')];
    const response = await beacon(me, JSON.stringify(records));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, rejected: 0 });

    const { jobs, items } = await queuedRecords(['beacon-1'], 2);
    expect(items.map((item) => item.record)).toEqual(records);
    for (const item of items) {
      expect(item.id).toMatch(UUID);
      expect(item.source.userAgent).toBe(USER_AGENT);
      expect(Math.abs(item.source.receivedAt - Date.now())).toBeLessThan(10_000);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(2);
    const job = jobs.find(({ job }) => job.kind === 'records' && job.items.some((i) => i.id === items[0]!.id))!;
    expect(job.name).toBe('records');
    expect(job.id).toMatch(/^key-[0-9a-f-]{36}$/);
  });

  it('takes the XHR fallback as JSON with the crumb header', async () => {
    const response = await me.call('POST', RECORDS, [lcp('xhr-1', 900)]);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1, rejected: 0 });
    const { items } = await queuedRecords(['xhr-1'], 1);
    expect(items.map((item) => item.record.data)).toEqual([lcp('xhr-1', 900).data]);
  });

  it('refuses a beacon without the crumb cookie, or with a wrong or missing query crumb (403)', async () => {
    const stranger = new Visitor(shop().gateway.url);
    const noCookie = await beacon(stranger, JSON.stringify([lcp('no-cookie')]), 'forged.crumb');
    expect(noCookie.status).toBe(403);
    expect(await noCookie.json()).toEqual({ crumbFail: true, message: CRUMB_MISSING_MESSAGE });

    for (const crumb of [null, `${visitorCrumb(me)}x`, '', 'forged.crumb']) {
      const response = await beacon(me, JSON.stringify([lcp('bad-crumb')]), crumb);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ crumbFail: true, message: CRUMB_INVALID_MESSAGE });
    }
    // A crumb given twice in the query is no crumb.
    const twice = await me.fetch(`${RECORDS}?crumb=${encodeURIComponent(visitorCrumb(me)!)}&crumb=x`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify([lcp('bad-crumb')]),
    });
    expect(twice.status).toBe(403);
  });

  it('takes a query crumb on the records path only', async () => {
    const crumb = encodeURIComponent(visitorCrumb(me)!);
    const report = [{ event: 'error', data: { message: 'x is not defined' }, timestamp: Date.now() }];
    for (const path of [ERRORS, '/api/commerce/shopping-cart/entries', '/api/census/form-render']) {
      const response = await me.fetch(`${path}?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ crumbFail: true, message: CRUMB_INVALID_MESSAGE });
    }
  });

  it('answers 400 to a body that is not a JSON array of 1 to 50 records', async () => {
    const bodies = [
      '{not json',
      JSON.stringify({ records: [lcp('object')] }),
      JSON.stringify([]),
      JSON.stringify(Array.from({ length: 51 }, () => lcp('fifty-one'))),
      JSON.stringify('text'),
      '',
    ];
    for (const body of bodies) {
      const response = await beacon(me, body);
      expect({ body: body.slice(0, 40), status: response.status }).toEqual({ body: body.slice(0, 40), status: 400 });
      const { message } = (await response.json()) as { message: string };
      expect([RECORDS_REFUSED_MESSAGE, 'The request body is not valid JSON.']).toContain(message);
    }
    const fifty = await beacon(me, JSON.stringify(Array.from({ length: 50 }, () => lcp('fifty'))));
    expect(await fifty.json()).toEqual({ accepted: 50, rejected: 0 });
  });

  it('queues only the valid records of a mixed beacon and counts the rest as rejected', async () => {
    const records = [
      lcp('mixed-1'),
      { ...lcp('mixed-1'), data: { path: 'shop', value: 1 } },
      { ...lcp('mixed-1'), data: { path: '/shop', value: 2_147_483_648 } },
      { ...lcp('mixed-1'), event: 'no-such-metric' },
      { ...lcp('mixed-1'), ts: Date.now() - 3 * 24 * 60 * 60 * 1000 },
      connection('mixed-1'),
    ];
    const response = await beacon(me, JSON.stringify(records));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, rejected: 4 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { items } = await queuedRecords(['mixed-1'], 2);
    expect(items.map((item) => item.record.event)).toEqual(['largest-contentful-paint', 'connection-timings']);
  });

  it('queues JavaScript error reports as jobs of kind errors', async () => {
    const reports = [
      {
        event: 'error',
        data: { message: 'boom-17', stack: 'Error: boom\n    at f (https://x/a.js:1:2)', path: '/cart' },
        timestamp: Date.now(),
      },
      { event: 'error', data: { stack: 'no message' }, timestamp: Date.now() },
    ];
    const response = await me.call('POST', ERRORS, reports);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1, rejected: 1 });
    const jobs = await eventually(
      () => ingest.jobs(),
      (all) => reportsIn(all).some((item) => item.report.data.message === 'boom-17'),
    );
    const item = reportsIn(jobs).find((candidate) => candidate.report.data.message === 'boom-17')!;
    expect(item.id).toMatch(UUID);
    expect(item.report).toEqual(reports[0]);
  });
});

describeWhenPGliteRuns('performance ingest outage', 'beacons while Redis is away', () => {
  const shop = shopForTests();

  it('answers 202 at once while Redis is down, and every accepted record reaches the queue once after it is back', async () => {
    const redis = await startPrivateRedis();
    const ingest = ingestQueueFor(redis.url);
    const { gateway } = await startGatewayOver(shop(), {
      ...ingest.env,
      REDIS_URL: redis.url,
      PERFORMANCE_RATE_LIMIT: '100000',
    });
    try {
      const visitor = await new Visitor(gateway.url).arrive();
      const send = async (id: string) => {
        const started = performance.now();
        const response = await beacon(visitor, JSON.stringify([lcp(id), connection(id)]));
        const ms = performance.now() - started;
        return { status: response.status, ms, body: await response.json() };
      };
      expect((await send('before')).status).toBe(202);
      await eventually(
        () => ingest.jobs(),
        (jobs) => itemsFor(jobs, ['before']).length === 2,
      );

      // Redis is killed (it keeps nothing) and started again empty while beacons keep coming.
      const answers: { status: number; ms: number }[] = [];
      const sent: string[] = [];
      const restarted = redis.restart();
      const until = Date.now() + 2_000;
      let n = 0;
      while (Date.now() < until) {
        const id = `outage-${n++}`;
        sent.push(id);
        answers.push(await send(id));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await restarted;

      expect(answers.every((answer) => answer.status === 202)).toBe(true);
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      expect(slowest).toBeLessThan(500);
      const jobs = await eventually(
        () => ingest.jobs(),
        (all) => itemsFor(all, sent).length >= sent.length * 2,
        20_000,
      );
      const items = itemsFor(jobs, sent);
      expect(items).toHaveLength(sent.length * 2);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      expect(new Set(items.map((item) => item.record.pageLoadId))).toEqual(new Set(sent));
    } finally {
      await gateway.stop();
      await ingest.close();
      await redis.stop();
    }
  });
});

type Jobs = Awaited<ReturnType<ReturnType<typeof ingestQueueFor>['jobs']>>;

function itemsFor(jobs: Jobs, pageLoadIds: string[]) {
  const wanted = new Set(pageLoadIds);
  return jobs.flatMap(({ job }) =>
    job.kind === 'records' ? job.items.filter((item) => wanted.has(item.record.pageLoadId)) : [],
  );
}

function reportsIn(jobs: Jobs) {
  return jobs.flatMap(({ job }) => (job.kind === 'errors' ? job.items : []));
}
