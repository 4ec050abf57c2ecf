import { collectorLimits } from './index';
import { ACCEPTED_CLOCK_SKEW_MS, acceptErrorReports, acceptRecords, performanceIngestJobSchema } from './ingest';

const NOW = Date.UTC(2024, 5, 1, 12);

const lcp = (data: Record<string, unknown> = {}, ts = NOW) => ({
  app: 'storefront',
  event: 'largest-contentful-paint',
  pageLoadId: 'load-1',
  ts,
  data: { path: '/shop', value: 1200, ...data },
});

const report = (data: Record<string, unknown> = {}, timestamp = NOW) => ({
  event: 'error',
  data: { message: 'x is not defined', ...data },
  timestamp,
});

const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

describe('acceptRecords', () => {
  it('takes 1 to 50 records and refuses the whole body at 0 or 51, or when it is no array', () => {
    expect(
      acceptRecords(
        times(50, () => lcp()),
        NOW,
      ),
    ).toMatchObject({ rejected: 0 });
    expect(
      acceptRecords(
        times(50, () => lcp()),
        NOW,
      )!.accepted,
    ).toHaveLength(50);
    expect(
      acceptRecords(
        times(51, () => lcp()),
        NOW,
      ),
    ).toBeUndefined();
    expect(acceptRecords([], NOW)).toBeUndefined();
    for (const body of [undefined, null, {}, 'x', 1, { 0: lcp(), length: 1 }])
      expect(acceptRecords(body, NOW)).toBeUndefined();
  });

  it('keeps a timing of 2147483647 and drops one of 2147483648, negative or not a number', () => {
    expect(acceptRecords([lcp({ value: collectorLimits.maxTimingValue })], NOW)).toMatchObject({ rejected: 0 });
    for (const value of [2_147_483_648, -1, Number.NaN, Number.POSITIVE_INFINITY, 'NaN', 'Infinity', '12', null])
      expect(acceptRecords([lcp({ value })], NOW)).toEqual({ accepted: [], rejected: 1 });
    expect(acceptRecords([lcp({ value: 0 })], NOW)).toMatchObject({ rejected: 0 });
  });

  it('takes an element path of 200 characters and refuses one of 201', () => {
    expect(acceptRecords([lcp({ element: 'a'.repeat(200) })], NOW)).toMatchObject({ rejected: 0 });
    expect(acceptRecords([lcp({ element: 'a'.repeat(201) })], NOW)).toEqual({ accepted: [], rejected: 1 });
  });

  it('takes timestamps from a day before to an hour after the server clock', () => {
    const { past, future } = ACCEPTED_CLOCK_SKEW_MS;
    const at = (ts: number) => acceptRecords([lcp({}, ts)], NOW)!.rejected;
    expect([at(NOW - past), at(NOW + future)]).toEqual([0, 0]);
    expect([at(NOW - past - 1), at(NOW + future + 1), at(-1), at(NOW + 0.5)]).toEqual([1, 1, 1, 1]);
  });

  it('judges each record alone, keeps the valid ones and drops unknown data fields', () => {
    const result = acceptRecords(
      [lcp({ secret: 'cookie' }), lcp({ path: 'shop' }), { ...lcp(), event: 'no-such-metric' }, 'x'],
      NOW,
    )!;
    expect(result.rejected).toBe(3);
    expect(result.accepted).toEqual([lcp()]);
  });
});

describe('acceptErrorReports', () => {
  it('takes 1 to 20 reports and refuses the whole body at 21', () => {
    expect(
      acceptErrorReports(
        times(20, () => report()),
        NOW,
      )!.accepted,
    ).toHaveLength(20);
    expect(
      acceptErrorReports(
        times(21, () => report()),
        NOW,
      ),
    ).toBeUndefined();
    expect(acceptErrorReports([], NOW)).toBeUndefined();
  });

  it('takes a stack of 5,000 characters and refuses one of 5,001; a message is required', () => {
    expect(acceptErrorReports([report({ stack: 's'.repeat(5_000) })], NOW)).toMatchObject({ rejected: 0 });
    expect(acceptErrorReports([report({ stack: 's'.repeat(5_001) })], NOW)).toMatchObject({ rejected: 1 });
    expect(acceptErrorReports([{ event: 'error', data: { stack: 'x' }, timestamp: NOW }], NOW)).toMatchObject({
      rejected: 1,
    });
  });

  it('refuses line numbers past 2147483647 and paths not starting with /', () => {
    expect(acceptErrorReports([report({ lineno: 2_147_483_647 })], NOW)).toMatchObject({ rejected: 0 });
    expect(acceptErrorReports([report({ lineno: 2_147_483_648 })], NOW)).toMatchObject({ rejected: 1 });
    expect(acceptErrorReports([report({ path: 'cart' })], NOW)).toMatchObject({ rejected: 1 });
  });

  it('refuses reports from more than a day ago', () => {
    expect(acceptErrorReports([report({}, NOW - ACCEPTED_CLOCK_SKEW_MS.past - 1)], NOW)).toMatchObject({ rejected: 1 });
  });
});

describe('performanceIngestJobSchema', () => {
  const source = { userAgent: 'Mozilla/5.0', receivedAt: NOW };
  const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

  it('takes what the gateway queues and refuses items without a UUID or with a malformed record', () => {
    expect(
      performanceIngestJobSchema.safeParse({ kind: 'records', items: [{ id, source, record: lcp() }] }).success,
    ).toBe(true);
    expect(
      performanceIngestJobSchema.safeParse({ kind: 'errors', items: [{ id, source, report: report() }] }).success,
    ).toBe(true);
    expect(
      performanceIngestJobSchema.safeParse({ kind: 'records', items: [{ id: 'x', source, record: lcp() }] }).success,
    ).toBe(false);
    expect(
      performanceIngestJobSchema.safeParse({
        kind: 'records',
        items: [{ id, source: { ...source, userAgent: 'u'.repeat(513) }, record: lcp() }],
      }).success,
    ).toBe(false);
  });
});
