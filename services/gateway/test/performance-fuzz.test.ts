import fc from 'fast-check';
import { ingestQueueFor } from './support/ingest-queue';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

// 5,000 requests of up to 200 KB, one after another: about two minutes on an idle machine, twice that beside
// other suites' systems
jest.setTimeout(480_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Values that are out of range or of the wrong type wherever a number, text or path is read. */
const hostileValue = fc.oneof(
  fc.constantFrom(-1, -0.5, 2_147_483_647, 2_147_483_648, 1e308, -1e308, 0, 0.1, 1.5),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '0x10', '', ' ', 'shop', '//evil', '/ok'),
  fc.constantFrom(null, true, false, [], {}),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 190, maxLength: 260 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const EVENTS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'first-input-delay',
  'interaction-to-next-paint',
  'time-to-first-byte',
  'connection-timings',
  'image-timings',
];

/** A record that is right except where a field was given a hostile value or left out. */
const record = fc
  .record({
    app: fc.oneof(fc.constant('storefront'), hostileValue),
    event: fc.oneof(fc.constantFrom(...EVENTS), hostileValue),
    pageLoadId: fc.oneof(fc.constantFrom('p-1', 'A_b-9'), hostileValue),
    ts: fc.oneof(
      fc.constant(Date.now()),
      fc.integer({ min: Date.now() - 2 * 86_400_000, max: Date.now() + 7_200_000 }),
      hostileValue,
    ),
    data: fc.record(
      {
        path: fc.oneof(fc.constantFrom('/', '/shop', '/shop/p/linen-shirt'), hostileValue),
        pageType: fc.oneof(fc.constantFrom('products', 'product', 'Bad Type'), hostileValue),
        value: fc.oneof(fc.double({ noNaN: false }), hostileValue),
        element: fc.oneof(fc.string({ minLength: 195, maxLength: 205 }), hostileValue),
        url: fc.oneof(fc.constant('/assets/products/a.jpg'), hostileValue),
        start: fc.oneof(fc.nat(), hostileValue),
        duration: fc.oneof(fc.nat(), hostileValue),
        dns: hostileValue,
        extra: hostileValue,
      },
      { requiredKeys: [] },
    ),
  })
  .map((fields) => fields as Record<string, unknown>);

/** Records the gateway must take: any rated metric with any kept value, a page, an element path up to 200. */
const goodRecord = fc.record({
  app: fc.constant('storefront'),
  event: fc.constantFrom(...EVENTS.slice(0, 6)),
  pageLoadId: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  ts: fc.integer({ min: Date.now() - 86_000_000, max: Date.now() + 3_000_000 }),
  data: fc.record({
    path: fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`.slice(0, 2048)),
    value: fc.double({ min: 0, max: 2_147_483_647, noNaN: true }),
    element: fc.string({ maxLength: 200 }),
  }),
});

/** A report that is right except where a field was given a hostile value (huge stacks among them). */
const report = fc.record({
  event: fc.oneof(fc.constantFrom('error', 'unhandledrejection', 'remote-load-failed'), hostileValue),
  data: fc.record(
    {
      message: fc.oneof(fc.string({ maxLength: 80 }), fc.string({ minLength: 990, maxLength: 1010 }), hostileValue),
      stack: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 4_990, max: 5_010 }).map((length) => 'at f (x.js:1:1)\n'.repeat(400).slice(0, length)),
        hostileValue,
      ),
      path: fc.oneof(fc.constant('/cart'), hostileValue),
      lineno: hostileValue,
      colno: fc.oneof(fc.nat(), hostileValue),
      remote: hostileValue,
    },
    { requiredKeys: [] },
  ),
  timestamp: fc.oneof(fc.constant(Date.now()), hostileValue),
});

const goodReport = fc.record({
  event: fc.constantFrom('error', 'unhandledrejection'),
  data: fc.record({ message: fc.string({ maxLength: 1000 }), stack: fc.string({ maxLength: 5000 }) }),
  timestamp: fc.constant(Date.now()),
});

/** Half right, half hostile: the routes must sort one from the other item by item. */
const someRecord = fc.oneof(goodRecord, record);
const someReport = fc.oneof(goodReport, report);

const body = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.array(item, { minLength: 1, maxLength: 8 }).map((items) => JSON.stringify(items)),
    fc.integer({ min: 51, max: 400 }).map((length) => JSON.stringify(Array.from({ length }, () => ({ event: 'x' })))),
    fc
      .integer({ min: 1, max: 60 })
      .chain((length) => fc.array(item, { minLength: length, maxLength: length }))
      .map((items) => JSON.stringify(items)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '',
      '[',
      '[]',
      'null',
      '[NaN]',
      '[Infinity]',
      '[1e999]',
      '{"__proto__":{"a":1}}',
      '[{"__proto__":{}}]',
    ),
    fc.integer({ min: 33, max: 2_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 65 * 1024, max: 200 * 1024 }).map((size) => JSON.stringify(['x'.repeat(size)])),
  );

const request = fc.record({
  route: fc.constantFrom('records', 'errors'),
  records: body(someRecord),
  reports: body(someReport),
  contentType: fc.constantFrom(
    'text/plain;charset=UTF-8',
    'text/plain',
    'text/plain; charset=latin1',
    'text/plain; charset=utf-16',
    'text/plain; charset=x-unknown',
    'application/json',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
  ),
  contentEncoding: fc.constantFrom(undefined, undefined, undefined, undefined, 'gzip', 'br', 'identity'),
  crumbIn: fc.constantFrom('query', 'header', 'query', 'none'),
});

describeWhenPGliteRuns('performance fuzz', 'hostile beacons and error reports', () => {
  const ingest = ingestQueueFor(redisUrl);
  const shop = shopForTests({ ...ingest.env, PERFORMANCE_RATE_LIMIT: '100000' });
  afterAll(() => ingest.close());

  it('answers 5,000 fuzzed bodies below 500 and queues nothing the service would refuse', async () => {
    const me = await new Visitor(shop().gateway.url).arrive();
    const crumb = decodeURIComponent(me.cookies.get('crumb')!);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ route, records, reports, contentType, contentEncoding, crumbIn }) => {
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        if (contentEncoding) headers['content-encoding'] = contentEncoding;
        if (crumbIn === 'header') headers['x-csrf-token'] = crumb;
        const query = crumbIn === 'query' ? `?crumb=${encodeURIComponent(crumb)}` : '';
        const path = route === 'records' ? '/api/1/performance/records' : '/api/events/RecordJavascriptErrors';
        const response = await me.fetch(`${path}${query}`, {
          method: 'POST',
          headers,
          body: route === 'records' ? records : reports,
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 202) accepted += (JSON.parse(text) as { accepted: number }).accepted;
        if (response.status >= 500)
          failures.push(`${route} ${contentType} -> ${response.status} ${text.slice(0, 100)}`);
        return response.status < 500;
      }),
      { numRuns: 5_000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect(failures).toEqual([]);
    // The run reached the routes themselves, not only their refusals.
    expect(statuses.get(202) ?? 0).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(100);

    // Every queued job passes the schema the service checks with (jobs() parses each), and holds
    // exactly the items the answers counted as accepted.
    expect((await ingest.itemsQueued(accepted)).items).toBe(accepted);
  });
});
