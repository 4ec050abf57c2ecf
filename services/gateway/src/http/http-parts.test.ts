import { parseCookies, serializeCookie } from './cookies';
import { Crumbs } from './crumb';
import { cacheControlFor } from './frontends';
import { upstreamOutcome } from './upstream-errors';
import { scriptJson } from '../page/page-context';
import { metaDescription } from '../page/page-data';
import { BadQuery, idList, optionalText } from '../routes/query';

describe('cookies', () => {
  it('parses a Cookie header, keeping the first of repeated names and decoding values', () => {
    expect(parseCookies('crumb=a%2Eb; hasCart=true; crumb=second; broken; =x')).toEqual({
      crumb: 'a.b',
      hasCart: 'true',
    });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('takes names like toString and __proto__ as plain cookies, and answers a repeated header alike', () => {
    const cookies = parseCookies('toString=1; __proto__=2; crumb=c');
    expect(cookies.toString).toBe('1');
    expect(Object.getOwnPropertyDescriptor(cookies, '__proto__')?.value).toBe('2');
    expect(parseCookies('toString=1; __proto__=2; crumb=c').crumb).toBe('c');
    expect(parseCookies('crumb=d').crumb).toBe('d');
  });

  it('writes Set-Cookie with path and SameSite', () => {
    expect(serializeCookie('crumb', 'a b', { secure: true })).toBe('crumb=a%20b; Path=/; Secure; SameSite=Lax');
    expect(serializeCookie('CART', 't', { httpOnly: true, maxAgeSeconds: 60 })).toBe(
      'CART=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
  });
});

describe('Crumbs', () => {
  const crumbs = new Crumbs(Buffer.alloc(32, 7), false);

  it('accepts crumbs it signed and refuses altered or foreign ones', () => {
    const crumb = crumbs.issue();
    expect(crumbs.isGenuine(crumb)).toBe(true);
    expect(crumbs.isGenuine(`${crumb}x`)).toBe(false);
    expect(crumbs.isGenuine(`x${crumb}`)).toBe(false);
    expect(crumbs.isGenuine(new Crumbs(Buffer.alloc(32, 8), false).issue())).toBe(false);
    expect(crumbs.isGenuine('nodot')).toBe(false);
    expect(crumbs.isGenuine(undefined)).toBe(false);
  });

  it('issues a different genuine crumb each time, across refills of its random pool', () => {
    const issued = Array.from({ length: 1_000 }, () => crumbs.issue());
    expect(new Set(issued).size).toBe(issued.length);
    expect(issued.every((crumb) => crumbs.isGenuine(crumb) && /^[A-Za-z0-9_-]{24}\./.test(crumb))).toBe(true);
  });
});

it('cacheControlFor keeps asset lists fresh and hashed modules forever', () => {
  expect(cacheControlFor('remote-assets.json')).toBe('no-cache');
  expect(cacheControlFor('shell-assets.json')).toBe('no-cache');
  expect(cacheControlFor('mount.dd5647db.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('shell.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
});

it('upstreamOutcome maps gRPC codes once', () => {
  expect(upstreamOutcome({ code: 5 })).toBe('not-found');
  expect(upstreamOutcome({ code: 3 })).toBe('bad-request');
  expect(upstreamOutcome({ code: 14 })).toBe('unavailable');
  expect(upstreamOutcome({ code: 4 })).toBe('unavailable');
  expect(upstreamOutcome({ code: 13 })).toBe('internal');
  expect(upstreamOutcome(new Error('x'))).toBe('internal');
});

it('scriptJson cannot close its script element', () => {
  const json = scriptJson({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  expect(json).not.toContain('<');
  expect(json).not.toContain('\u2028');
  expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
});

it('metaDescription turns owner HTML into short plain text', () => {
  expect(metaDescription('<p>Soft &amp; warm</p>\n<ul><li>Wool</li></ul>')).toBe('Soft & warm Wool');
  expect(metaDescription(`<p>${'word '.repeat(60)}</p>`)).toHaveLength(160);
});

describe('query readers', () => {
  it('reads one optional text value', () => {
    expect(optionalText({}, 'cursor')).toBe('');
    expect(optionalText({ cursor: 'abc' }, 'cursor')).toBe('abc');
    expect(() => optionalText({ cursor: ['a', 'b'] }, 'cursor')).toThrow(BadQuery);
    expect(() => optionalText({ cursor: 'x'.repeat(513) }, 'cursor')).toThrow('cursor is too long.');
  });

  it('reads id lists from repeated or comma-separated values, without duplicates', () => {
    expect(idList({ itemId: 'a,b' }, 'itemId', /^[a-z]+$/, 5)).toEqual(['a', 'b']);
    expect(idList({ itemId: ['a', 'a', 'c'] }, 'itemId', /^[a-z]+$/, 5)).toEqual(['a', 'c']);
    expect(() => idList({ itemId: 'a,B' }, 'itemId', /^[a-z]+$/, 5)).toThrow('itemId "B" is not a valid id.');
    expect(() => idList({ itemId: 'a,b,c' }, 'itemId', /^[a-z]+$/, 2)).toThrow(
      'At most 2 values of itemId are allowed.',
    );
  });
});
