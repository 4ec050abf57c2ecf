import fc from 'fast-check';
import { crumbOf, hitData } from './support/census-calls';
import { censusQueueFor } from './support/ingest-queue';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(360_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Values that are out of range or of the wrong type wherever a number, text or address is read. */
const hostileValue = fc.oneof(
  fc.constantFrom(-1, 0.5, 2_147_483_648, 1e308, -1e308, 0, 100_001),
  fc.constantFrom('', ' ', 'javascript:alert(1)', '//evil', 'http://', 'https://shop.example/\u0000', '\ud800'),
  fc.constantFrom(null, true, false, [], {}, { nested: { deep: 1 } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 1000, maxLength: 3000 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** ss_cvr values: well-formed, tampered, huge, binary. */
const ssCvr = fc.oneof(
  fc.constantFrom('abc|1|2|3|4', 'abc|1|2|3|2147483648', 'abc|0|2|3|4', 'abc|1|2|3', 'a b|1|2|3|4', '', '|||'),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/), fc.array(fc.nat(), { minLength: 3, maxLength: 5 }))
    .map(([id, numbers]) => [id, ...numbers].join('|')),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ minLength: 5000, maxLength: 9000 }),
);

/** Hit data that is right except where fields were given hostile values. */
const hit = fc
  .record(
    {
      url: fc.oneof(fc.webUrl(), hostileValue),
      title: fc.oneof(fc.string({ maxLength: 600 }), hostileValue),
      screenWidth: fc.oneof(fc.nat({ max: 100_000 }), hostileValue),
      itemId: fc.oneof(fc.constantFrom(null, 'aaa111'), hostileValue),
      referrer: fc.oneof(fc.webUrl(), hostileValue),
      recordType: fc.oneof(fc.nat({ max: 1000 }), hostileValue),
      localStorageSupported: fc.oneof(fc.boolean(), hostileValue),
      extra: hostileValue,
    },
    { requiredKeys: [] },
  )
  .map((fields) => ({ ...hitData(), ...fields }));

const payload = fc.oneof(
  fc.dictionary(fc.oneof(fc.stringMatching(/^[a-z][a-z_]{0,20}$/), fc.string({ maxLength: 80 })), hostileValue, {
    maxKeys: 60,
  }),
  fc.record({ item_id: fc.string({ maxLength: 64 }), error_type: fc.constantFrom('out_of_stock', '') }),
  hostileValue,
);

const dataText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    value.map((data) => JSON.stringify(data)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('', '{', 'null', '[]', '{"__proto__":{"a":1}}', 'NaN'),
    fc.integer({ min: 16_000, max: 70_000 }).map((size) => JSON.stringify({ ...hitData(), title: 'x'.repeat(size) })),
    fc.integer({ min: 33, max: 3_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  );

const EVENT_NAMES = ['View', 'purchase', 'add to cart', 'CommerceShopping_AddToCart', 'CommerceShopping_Nope', 'Click'];

const request = fc.record({
  route: fc.constantFrom(
    'RecordHit',
    'RecordHit',
    'events',
    'button-click',
    'overlay',
    'form-render',
    'RecordQuickView',
  ),
  event: fc.oneof(fc.constantFrom(...EVENT_NAMES), fc.string({ maxLength: 30 })),
  hitText: dataText(hit),
  eventText: dataText(payload),
  json: fc.oneof(
    payload,
    fc.record({ formId: fc.oneof(fc.string({ maxLength: 70 }), hostileValue), visitorCookie: ssCvr }),
  ),
  ssCvr: fc.option(ssCvr),
  cookie: fc.option(ssCvr),
  itemId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ maxLength: 80 })),
  /** How the form is written: right, with percent-encoding broken, or as another type. */
  encoding: fc.constantFrom('form', 'form', 'form', 'broken', 'json-typed', 'none', 'utf16'),
  extraFields: fc.integer({ min: 0, max: 40 }),
});

describeWhenPGliteRuns('census fuzz', 'hostile census calls', () => {
  const queue = censusQueueFor(redisUrl);
  const shop = shopForTests({ ...queue.env, CENSUS_RATE_LIMIT: '1000000' });
  let me: Visitor;
  let crumb: string;
  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
    crumb = crumbOf(me)!;
  });
  afterAll(() => queue.close());

  it('answers 5,000 fuzzed census calls below 500 and queues only what the census service stores', async () => {
    /** Answers of 500 and above, with what was sent: none may be. */
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request, async (call) => {
        const headers: Record<string, string> = {};
        const cookie = `crumb=${me.cookies.get('crumb')}${call.cookie === null ? '' : `; ss_cvr=${encodeURIComponent(call.cookie)}`}`;
        headers.cookie = cookie;
        let body: string;
        let path: string;
        if (call.route === 'RecordHit' || call.route === 'events') {
          path = `/api/census/${call.route}`;
          const form = new URLSearchParams({
            event: call.event,
            data: call.route === 'RecordHit' ? call.hitText : call.eventText,
            crumb,
          });
          if (call.ssCvr !== null) form.set('ss_cvr', call.ssCvr);
          for (let i = 0; i < call.extraFields; i++) form.set(`f${i}`, 'x');
          body = form.toString();
          if (call.encoding === 'broken') body = body.replace(/%/g, '%Z').concat('&%E0%A4%A=1&=');
          headers['content-type'] =
            call.encoding === 'json-typed'
              ? 'application/json'
              : call.encoding === 'utf16'
                ? 'application/x-www-form-urlencoded; charset=utf-16'
                : call.encoding === 'none'
                  ? 'text/plain'
                  : 'application/x-www-form-urlencoded';
        } else {
          path =
            call.route === 'RecordQuickView'
              ? `/api/census/RecordQuickView/${encodeURIComponent(call.itemId)}`
              : `/api/census/${call.route}`;
          body = JSON.stringify(call.json);
          headers['content-type'] = 'application/json';
          headers['x-csrf-token'] = crumb;
        }
        const response = await me.fetch(path, { method: 'POST', headers, body });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 202) accepted++;
        if (response.status >= 500)
          failures.push(`${path} ${headers['content-type']} -> ${response.status} ${text.slice(0, 100)}`);
        return response.status < 500;
      }),
      { numRuns: 5_000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect(failures).toEqual([]);
    // The run reached the routes themselves, not only their refusals.
    expect(statuses.get(202) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);

    // Every queued job passes the schema the census service stores with (jobs() parses each), and
    // holds exactly the calls answered 202.
    expect((await queue.itemsQueued(accepted)).items).toBe(accepted);
  });
});
