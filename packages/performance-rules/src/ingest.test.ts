import { acceptErrorReports, acceptRecords, isStorableText, MAX_EPOCH_MS } from './ingest';

const now = Date.UTC(2025, 4, 1, 12);

const record = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  app: 'storefront',
  pageLoadId: 'load-1',
  ts: now,
  event: 'largest-contentful-paint',
  data: { path: '/shop', value: 1200, ...data },
  ...extra,
});

const report = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  event: 'error',
  data: { message: 'boom', ...data },
  timestamp: now,
  ...extra,
});

describe('text the store can keep', () => {
  it('refuses U+0000 and lone surrogates, keeps whole pairs', () => {
    expect(isStorableText('at fn (https://shop.example/app.js:1:2)')).toBe(true);
    expect(isStorableText('price 😀 emoji')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });

  it('refuses records whose text could not be stored, and keeps the rest of the beacon', () => {
    const accepted = acceptRecords(
      [record({ path: '/shop\u0000' }), record({ element: 'div\uD800' }), record({}, { app: '\u0000' }), record({})],
      now,
    );
    expect(accepted).toEqual({ accepted: [record({})], rejected: 3 });
  });

  it('refuses error reports whose message, stack or event could not be stored', () => {
    const accepted = acceptErrorReports(
      [report({ message: 'a\u0000' }), report({ stack: '\uDFFF' }), report({}, { event: 'e\u0000' }), report({})],
      now,
    );
    expect(accepted).toEqual({ accepted: [report({})], rejected: 3 });
  });
});

describe('moments', () => {
  it('keep to dates both JavaScript and PostgreSQL write the same way', () => {
    expect(new Date(MAX_EPOCH_MS).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(acceptRecords([record({}, { ts: MAX_EPOCH_MS + 1 })], MAX_EPOCH_MS)).toEqual({ accepted: [], rejected: 1 });
    expect(acceptErrorReports([report({}, { timestamp: 1e20 })], 1e20)).toEqual({ accepted: [], rejected: 1 });
  });
});
