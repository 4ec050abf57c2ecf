import { gunzipSync } from 'node:zlib';
import { RenderCache, RenderedPage } from './render-cache';

const html = (page: { body: Buffer }) => page.body.toString();

describe('RenderCache', () => {
  let clock = 0;
  const now = () => clock;
  /** A cache of the given lifetime and byte budget, and page renderers that count their calls. */
  const freshCache = (lifetimeMs: number, budgetBytes: number) => {
    let calls = 0;
    const render =
      (html: string, keep = true) =>
      () => {
        calls += 1;
        return { html, keep };
      };
    return { cache: new RenderCache(lifetimeMs, budgetBytes, now), render, calls: () => calls };
  };

  beforeEach(() => {
    clock = 1_000;
  });

  it('renders a page once per data within its lifetime', () => {
    const { cache, render, calls } = freshCache(1_000, 10_000);
    expect(html(cache.get('product:1', render('<p>1</p>')))).toBe('<p>1</p>');
    expect(html(cache.get('product:1', render('<p>other</p>')))).toBe('<p>1</p>');
    expect(calls()).toBe(1);
    clock += 1_000;
    expect(html(cache.get('product:1', render('<p>new</p>')))).toBe('<p>new</p>');
    expect(calls()).toBe(2);
  });

  it('tells pages apart by their keys', () => {
    const { cache, render, calls } = freshCache(1_000, 10_000);
    cache.get('product:1|pill:0', render('a'));
    expect(html(cache.get('product:1|pill:2', render('b')))).toBe('b');
    expect(html(cache.get('product:2|pill:0', render('c')))).toBe('c');
    expect(calls()).toBe(3);
  });

  it('holds pages up to its byte budget, dropping the least recently used', () => {
    // a page weighs its body twice (2 bytes) and its key (6 bytes): two fit in 16
    const { cache, render, calls } = freshCache(1_000, 16);
    cache.get('p:1', render('1'));
    cache.get('p:2', render('2'));
    cache.get('p:3', render('3'));
    cache.get('p:2', render('2'));
    expect(calls()).toBe(3);
    cache.get('p:1', render('1'));
    expect(calls()).toBe(4);
  });

  // each renders the page again on the second ask: nothing was kept
  it.each([
    [
      'does not keep a page its renderer says not to keep (one rendered with errors)',
      1_000,
      10_000,
      'product:1',
      'broken',
      false,
    ],
    ['keeps no page heavier than its budget, however few it holds', 1_000, 100_000, 'p:big', 'x'.repeat(60_000), true],
    ['renders a page without a key every time', 1_000, 10_000, undefined, '1', true],
    ['renders every time when switched off', 0, 10_000, 'p:1', '1', true],
  ] as const)('%s', (_title, lifetimeMs, budgetBytes, key, page, keep) => {
    const { cache, render, calls } = freshCache(lifetimeMs, budgetBytes);
    cache.get(key, render(page, keep));
    cache.get(key, render(page, keep));
    expect(calls()).toBe(2);
  });

  it('lets a route find a live page without rendering, and forgets it once expired', () => {
    const cache = new RenderCache(1_000, 10_000, now);
    expect(cache.peek('product:1')).toBeUndefined();
    cache.get('product:1', () => ({ html: '<p>1</p>', keep: true }));
    expect(html(cache.peek('product:1')!)).toBe('<p>1</p>');
    clock += 1_000;
    expect(cache.peek('product:1')).toBeUndefined();
  });

  it('gives a page a lifetime past its expiry as recent, never after a change of what it was made from', () => {
    const cache = new RenderCache(1_000, 10_000, now, () => 0);
    cache.get('search:lamp', () => ({ html: 'lamps', keep: true }));
    clock += 1_500;
    expect(cache.peek('search:lamp')).toBeUndefined();
    expect(html(cache.recent('search:lamp')!)).toBe('lamps');
    clock += 500;
    expect(cache.recent('search:lamp')).toBeUndefined();
    cache.get('search:lamp', () => ({ html: 'lamps', keep: true }));
    clock += 1_500;
    cache.invalidate();
    expect(cache.recent('search:lamp')).toBeUndefined();
  });

  it('drops every page when what they were made from changed, and keeps no page read before the change', () => {
    const { cache, render, calls } = freshCache(60_000, 10_000);
    cache.get('product:1', render('<p>USD</p>'));
    const readBefore = cache.version;
    cache.invalidate();
    expect(cache.peek('product:1')).toBeUndefined();
    // A request that read the settings before the change still gets its page, which is not kept...
    expect(html(cache.get('product:2', render('<p>USD</p>'), readBefore))).toBe('<p>USD</p>');
    expect(cache.peek('product:2')).toBeUndefined();
    // ...while one that read them after is, and is sent again.
    expect(html(cache.get('product:1', render('<p>EUR</p>'), cache.version))).toBe('<p>EUR</p>');
    expect(html(cache.get('product:1', render('<p>other</p>')))).toBe('<p>EUR</p>');
    expect(calls()).toBe(3);
  });

  it('spreads the expiries of pages rendered together over the last quarter of their lifetime', () => {
    const draws = [0, 0.5, 0.9];
    const cache = new RenderCache(1_000, 10_000, now, () => draws.shift()!);
    const keys = ['p:1', 'p:2', 'p:3'];
    for (const key of keys) cache.get(key, () => ({ html: key, keep: true }));
    const live = () => keys.map((key) => cache.peek(key) !== undefined);
    clock += 750;
    expect(live()).toEqual([true, true, true]);
    clock += 50;
    expect(live()).toEqual([true, true, false]);
    clock += 100;
    expect(live()).toEqual([true, false, false]);
    clock += 100;
    expect(live()).toEqual([false, false, false]);
  });

  it('gives each body a strong ETag that changes with the bytes, and the gzip form its own', () => {
    const a = new RenderedPage('<p>é</p>');
    expect(a.body.length).toBe(Buffer.byteLength('<p>é</p>'));
    expect(a.etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9_-]{27}"$/);
    expect(new RenderedPage('<p>é</p>').etag).toBe(a.etag);
    expect(new RenderedPage('<p>e</p>').etag).not.toBe(a.etag);
    expect(gunzipSync(a.gzipped).toString()).toBe('<p>é</p>');
    expect(a.gzipped).toBe(a.gzipped);
    expect(a.gzipEtag).not.toBe(a.etag);
    expect(a.gzipEtag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9_-]{27}-gz"$/);
  });
});
