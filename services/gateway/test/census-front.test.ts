import { CRUMB_INVALID_MESSAGE } from '../src/http/crumb';
import { RATE_LIMITED_MESSAGE } from '../src/http/rate-limit';
import { censusForm, hitData, recordHit } from './support/census-calls';
import { censusQueueFor } from './support/ingest-queue';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A caller's W3C trace: the gateway leaves such a request to express, which joins the trace. */
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const CALLS_PER_WINDOW = 4;

/**
 * Headers that differ between any two answers whoever sends them, and the framing of an empty
 * body (express's compression wrapper sends it chunked, the front with a length of 0).
 */
const PER_ANSWER = new Set(['date', 'retry-after', 'content-length', 'transfer-encoding']);

/** What a caller sees of an answer, but for what differs between any two answers. */
async function seen(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

/** A visitor whose census beacons carry a caller's trace, so express answers them. */
function tracedVisitor(url: string): Visitor {
  const visitor = new Visitor(url);
  const fetchPlain = visitor.fetch.bind(visitor);
  visitor.fetch = (path, init = {}) =>
    fetchPlain(path, { ...init, headers: { ...init.headers, traceparent: TRACEPARENT } });
  return visitor;
}

describeWhenPGliteRuns('census front', 'census beacons answered before express', () => {
  const queue = censusQueueFor(redisUrl);
  const shop = shopForTests({
    ...queue.env,
    CENSUS_RATE_LIMIT: String(CALLS_PER_WINDOW),
    CENSUS_RATE_WINDOW_MS: String(10 * 60_000),
  });
  afterAll(() => queue.close());

  /** Each case asked once of the front and once of express, from fresh visitors of their own. */
  const both = async (ask: (visitor: Visitor) => Promise<Response[]>) => {
    const url = shop().gateway.url;
    const early = await Promise.all((await ask(await new Visitor(url).arrive())).map(seen));
    const express = await Promise.all((await ask(await tracedVisitor(url).arrive())).map(seen));
    return { early, express };
  };

  it('answers a hit and an event as express does: 202, the same headers, and both queued', async () => {
    const before = (await queue.itemsQueued(0)).items;
    const { early, express } = await both(async (visitor) => [
      await recordHit(visitor, '/shop'),
      await censusForm(visitor, '/api/census/events', { event: 'view product', data: '{"item_id":"aaa111"}' }),
    ]);
    expect(early.map(({ status }) => status)).toEqual([202, 202]);
    expect(early).toEqual(express);
    expect(early[0]!.headers['content-security-policy']).toContain("default-src 'self'");
    expect(early[0]!.headers['cache-control']).toBe('no-store');
    expect((await queue.itemsQueued(before + 4)).items).toBe(before + 4);
  });

  it('gives a bad hit, a beacon without its crumb, a body that is no form and one too large the answers express gives', async () => {
    const { early, express } = await both(async (visitor) => [
      await censusForm(visitor, '/api/census/RecordHit', { event: 'Nope', data: JSON.stringify(hitData()) }),
      await censusForm(visitor, '/api/census/RecordHit', { event: 'View', data: JSON.stringify(hitData()) }, null),
      await censusForm(visitor, '/api/census/RecordHit', { event: 'View', data: 'x'.repeat(70 * 1024) }),
      await censusForm(
        visitor,
        '/api/census/RecordHit',
        Object.fromEntries(Array.from({ length: 20 }, (_, field) => [`f${field}`, '1'])),
      ),
    ]);
    expect(early.map(({ status }) => status)).toEqual([400, 403, 413, 413]);
    expect(JSON.parse(early[1]!.body)).toEqual({ crumbFail: true, message: CRUMB_INVALID_MESSAGE });
    expect(early).toEqual(express);
  });

  it('counts each beacon once against the census limit, whichever answers it', async () => {
    const { early, express } = await both(async (visitor) => {
      const answers: Response[] = [];
      answers.push(await recordHit(visitor));
      // refused after it was counted: it still costs one call of the budget, and only one
      answers.push(await censusForm(visitor, '/api/census/RecordHit', { event: 'Nope', data: '{}' }));
      for (let call = 2; call < CALLS_PER_WINDOW + 2; call++) answers.push(await recordHit(visitor));
      return answers;
    });
    expect(early.map(({ status }) => status)).toEqual([202, 400, 202, 202, 429, 429]);
    expect(JSON.parse(early[4]!.body)).toEqual({ message: RATE_LIMITED_MESSAGE });
    expect(early).toEqual(express);
  });
});
