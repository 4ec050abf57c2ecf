import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createBoundedCache, type BoundedCache } from '@storefront/service-kit';

/**
 * A page ready to send: its bytes and their strong validator, computed once per rendering rather
 * than once per response; the gzip form is made on the first request that accepts it and then
 * shared by every later one.
 */
export class RenderedPage {
  readonly body: Buffer;
  readonly etag: string;
  private gzipBody?: Buffer;

  constructor(html: string) {
    this.body = Buffer.from(html);
    const digest = createHash('sha1').update(this.body).digest('base64url').slice(0, 27);
    this.etag = `"${this.body.length.toString(16)}-${digest}"`;
  }

  get gzipped(): Buffer {
    this.gzipBody ??= gzipSync(this.body);
    return this.gzipBody;
  }

  /** Each encoding is its own representation, so it gets its own strong validator. */
  get gzipEtag(): string {
    return `${this.etag.slice(0, -1)}-gz"`;
  }
}

/**
 * Rendered pages by a key naming what they show. Under load many visitors ask for the same
 * product within a second and the upstream reads are already shared (ReadCache); this shares the
 * rendering too. Entries live at most `ttlMs` (or a lifetime given for the page), as long as the
 * upstream data they were rendered from, so a page is at most twice that old. Each lives a random
 * part of the last quarter of its lifetime less: pages first rendered together (a burst of popular
 * searches, every page after a settings change) would otherwise all expire together too, and every
 * visitor of each would wait for its next rendering in the same instant. Bounded by bytes (service-kit's bounded cache): a page counts its
 * body twice, once for the gzip form it may come to carry, and the least recently used go first.
 */
export class RenderCache {
  private readonly entries: BoundedCache<{ expires: number; lifetimeMs: number; page: RenderedPage }>;
  private currentVersion = 0;

  constructor(
    private readonly ttlMs: number,
    maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {
    this.entries = createBoundedCache({ maxBytes, sizeOf: ({ page }) => page.body.length * 2 });
  }

  /** The live page under `key`, if any: a route can send it without reading what it was made from. */
  peek(key: string): RenderedPage | undefined {
    return this.lookUp(key, false);
  }

  /**
   * The page under `key` while it is live or expired less than its lifetime ago, for a page that may
   * be sent a little old while it is rendered afresh (HTTP's stale-while-revalidate). A settings
   * change (`invalidate`) leaves none.
   */
  recent(key: string): RenderedPage | undefined {
    return this.lookUp(key, true);
  }

  /** `recent`: a page up to a lifetime past its expiry counts too. */
  private lookUp(key: string, recent: boolean): RenderedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const time = this.now();
    if (hit.expires > time - (recent ? hit.lifetimeMs : 0)) return hit.page;
    if (hit.expires + hit.lifetimeMs <= time) this.entries.delete(key);
    return undefined;
  }

  /**
   * What the pages held were made from; `invalidate` moves it on. A caller reads it before it
   * reads a page's data, and hands it to `get`.
   */
  get version(): number {
    return this.currentVersion;
  }

  /**
   * Drops every page: what they were made from changed (the store's settings). A rendering whose
   * data was read before this is still sent to its request, but no longer kept.
   */
  invalidate(): void {
    this.currentVersion++;
    this.entries.clear();
  }

  /**
   * The cached page for `key`, or what `render` makes, kept for `lifetimeMs` (the cache's own
   * unless given) when `keep` says so and its data is of the current `version` (read before it, so
   * data read before an invalidation is never kept).
   */
  get(
    key: string | undefined,
    render: () => { html: string; keep: boolean },
    dataVersion = this.currentVersion,
    lifetimeMs = this.ttlMs,
  ): RenderedPage {
    if (key === undefined || lifetimeMs <= 0) return new RenderedPage(render().html);
    const hit = this.peek(key);
    if (hit) return hit;
    const { html, keep } = render();
    const page = new RenderedPage(html);
    if (keep && dataVersion === this.currentVersion)
      this.entries.set(key, { expires: this.expiry(lifetimeMs), lifetimeMs, page });
    return page;
  }

  private expiry(lifetimeMs: number): number {
    return this.now() + Math.round(lifetimeMs * (1 - EXPIRY_SPREAD * this.random()));
  }
}

/** The part of an entry's lifetime over which expiries are spread. */
const EXPIRY_SPREAD = 0.25;

/** A few hundred product and list pages of ordinary size. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
