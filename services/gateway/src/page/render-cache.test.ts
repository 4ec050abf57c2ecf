import { gunzipSync } from 'node:zlib';
import { RenderCache, RenderedPage } from './render-cache';

const html = (page: { body: Buffer }) => page.body.toString();

describe('RenderCache', () => {
  let clock = 0;
  const now = () => clock;
  const renderer = () => {
    let calls = 0;
    const render =
      (html: string, keep = true) =>
      () => {
        calls += 1;
        return { html, keep };
      };
    return { render, calls: () => calls };
  };

  beforeEach(() => {
    clock = 1_000;
  });

  it('renders a page once per data within its lifetime', () => {
    const cache = new RenderCache(1_000, 10_000, now);
    const { render, calls } = renderer();
    expect(html(cache.get('product:1', render('<p>1</p>')))).toBe('<p>1</p>');
    expect(html(cache.get('product:1', render('<p>other</p>')))).toBe('<p>1</p>');
    expect(calls()).toBe(1);
    clock += 1_000;
    expect(html(cache.get('product:1', render('<p>new</p>')))).toBe('<p>new</p>');
    expect(calls()).toBe(2);
  });

  it('tells pages apart by their keys', () => {
    const cache = new RenderCache(1_000, 10_000, now);
    const { render, calls } = renderer();
    cache.get('product:1|pill:0', render('a'));
    expect(html(cache.get('product:1|pill:2', render('b')))).toBe('b');
    expect(html(cache.get('product:2|pill:0', render('c')))).toBe('c');
    expect(calls()).toBe(3);
  });

  it('does not keep a page its renderer says not to keep (one rendered with errors)', () => {
    const cache = new RenderCache(1_000, 10_000, now);
    const { render, calls } = renderer();
    cache.get('product:1', render('broken', false));
    cache.get('product:1', render('broken', false));
    expect(calls()).toBe(2);
  });

  it('holds pages up to its byte budget, dropping the least recently used', () => {
    // a page weighs its body twice (2 bytes) and its key (6 bytes): two fit in 16
    const cache = new RenderCache(1_000, 16, now);
    const { render, calls } = renderer();
    cache.get('p:1', render('1'));
    cache.get('p:2', render('2'));
    cache.get('p:3', render('3'));
    cache.get('p:2', render('2'));
    expect(calls()).toBe(3);
    cache.get('p:1', render('1'));
    expect(calls()).toBe(4);
  });

  it('keeps no page heavier than its budget, however few it holds', () => {
    const cache = new RenderCache(1_000, 100_000, now);
    const { render, calls } = renderer();
    cache.get('p:big', render('x'.repeat(60_000)));
    cache.get('p:big', render('x'.repeat(60_000)));
    expect(calls()).toBe(2);
  });

  it('renders a page without a key every time', () => {
    const cache = new RenderCache(1_000, 10_000, now);
    const { render, calls } = renderer();
    cache.get(undefined, render('1'));
    cache.get(undefined, render('1'));
    expect(calls()).toBe(2);
  });

  it('renders every time when switched off', () => {
    const cache = new RenderCache(0, 10_000, now);
    const { render, calls } = renderer();
    cache.get('p:1', render('1'));
    cache.get('p:1', render('1'));
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

  it('drops every page when what they were made from changed, and keeps no page read before the change', () => {
    const cache = new RenderCache(60_000, 10_000, now);
    const { render, calls } = renderer();
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
