import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  formatVisitorCookie as formatVisitor,
  parseVisitorCookieParts as parseVisitor,
} from '@storefront/census-rules';
import { parseLastVisit, randomVisitorId, visitOnPageView } from './visitor-cookies';

const NOW = 1_790_000_000_000;
const newId = () => 'fresh0id';

const visitorArb = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/),
  firstVisit: fc.integer({ min: 1, max: NOW }),
  previousVisit: fc.integer({ min: 1, max: NOW }),
  currentVisit: fc.integer({ min: 1, max: NOW }),
  visitCount: fc.integer({ min: 1, max: 1_000_000 }),
});

describe('the ss_cvr visitor cookie (spec §3, §5)', () => {
  it('reads back what it writes', () => {
    fc.assert(fc.property(visitorArb, (visitor) => expect(parseVisitor(formatVisitor(visitor))).toEqual(visitor)));
  });

  it('is an id followed by four positive integers separated by bars', () => {
    expect(parseVisitor('abc-1_2|1700000000000|1700000000001|1700000000002|3')).toEqual({
      id: 'abc-1_2',
      firstVisit: 1700000000000,
      previousVisit: 1700000000001,
      currentVisit: 1700000000002,
      visitCount: 3,
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['three numbers', 'abc|1|2|3'],
    ['five numbers', 'abc|1|2|3|4|5'],
    ['a zero', 'abc|1|2|3|0'],
    ['a negative number', 'abc|1|2|-3|4'],
    ['a fraction', 'abc|1|2|3.5|4'],
    ['a leading zero', 'abc|01|2|3|4'],
    ['a word', 'abc|1|2|three|4'],
    ['no id', '|1|2|3|4'],
    ['an id with a space', 'a c|1|2|3|4'],
    ['an unsafe integer', 'abc|1|2|3|9999999999999999'],
  ])('discards %s', (_case, value) => {
    expect(parseVisitor(value)).toBeUndefined();
  });

  it('discards anything that is not four positive integers after the id', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseVisitor(text);
        if (parsed) expect(text).toMatch(/^[A-Za-z0-9_-]+(\|[1-9]\d*){4}$/);
      }),
    );
  });
});

describe('the ss_cvt last-visit cookie (spec §5)', () => {
  it('is a positive integer', () => {
    expect(parseLastVisit('1790000000000')).toBe(1790000000000);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'x', '01']) expect(parseLastVisit(bad)).toBeUndefined();
  });
});

describe('visitor-id states on a page view (spec §4)', () => {
  it('makes a new visitor when there is no cookie', () => {
    expect(visitOnPageView({}, NOW, newId, false)).toEqual({
      visitor: { id: 'fresh0id', firstVisit: NOW, previousVisit: NOW, currentVisit: NOW, visitCount: 1 },
      persist: true,
    });
  });

  it('makes a new visitor when the cookie is malformed, whatever ss_cvt says', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => parseVisitor(text) === undefined),
        fc.option(fc.string(), { nil: undefined }),
        (visitor, lastVisit) => {
          const { visitor: made } = visitOnPageView({ visitor, lastVisit }, NOW, newId, false);
          expect(made).toEqual({
            id: 'fresh0id',
            firstVisit: NOW,
            previousVisit: NOW,
            currentVisit: NOW,
            visitCount: 1,
          });
        },
      ),
    );
  });

  it('starts a new visit when the id is there but ss_cvt is not: count + 1, times moved on', () => {
    fc.assert(
      fc.property(visitorArb, fc.constantFrom(undefined, '', '0', 'junk'), (known, lastVisit) => {
        const { visitor, persist } = visitOnPageView({ visitor: formatVisitor(known), lastVisit }, NOW, newId, false);
        expect(persist).toBe(true);
        expect(visitor).toEqual({
          id: known.id,
          firstVisit: known.firstVisit,
          previousVisit: known.currentVisit,
          currentVisit: NOW,
          visitCount: known.visitCount + 1,
        });
      }),
    );
  });

  it('keeps the visitor as it is within a visit (ss_cvt present)', () => {
    fc.assert(
      fc.property(visitorArb, fc.integer({ min: 1, max: NOW }), (known, lastVisit) => {
        const decision = visitOnPageView(
          { visitor: formatVisitor(known), lastVisit: String(lastVisit) },
          NOW,
          newId,
          false,
        );
        expect(decision).toEqual({ visitor: known, persist: true });
      }),
    );
  });

  it('makes a fresh visitor each time and persists nothing in restrictive cookie mode', () => {
    fc.assert(
      fc.property(fc.option(visitorArb.map(formatVisitor), { nil: undefined }), (cookie) => {
        const decision = visitOnPageView({ visitor: cookie, lastVisit: String(NOW - 1) }, NOW, newId, true);
        expect(decision).toEqual({
          visitor: { id: 'fresh0id', firstVisit: NOW, previousVisit: NOW, currentVisit: NOW, visitCount: 1 },
          persist: false,
        });
      }),
    );
  });

  it('writes a visitor the cookie check accepts', () => {
    fc.assert(
      fc.property(
        fc.option(visitorArb.map(formatVisitor), { nil: undefined }),
        fc.boolean(),
        (cookie, hasLastVisit) => {
          const lastVisit = hasLastVisit ? String(NOW - 1) : undefined;
          const { visitor } = visitOnPageView({ visitor: cookie, lastVisit }, NOW, randomVisitorId, false);
          expect(parseVisitor(formatVisitor(visitor))).toEqual(visitor);
        },
      ),
    );
  });
});

describe('randomVisitorId', () => {
  it('is 32 hex digits and differs each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomVisitorId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
