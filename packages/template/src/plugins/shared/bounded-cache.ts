/**
 * A memo for work keyed by what a request brings: locale tags, time-zone names, instants,
 * message texts, currency codes. A long-running server sees endless distinct keys, so the cache
 * starts over once it holds `limit` entries: memory stays bounded, and a hit is still a single
 * Map lookup (no recency bookkeeping on the hot path).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Store and return `value`. */
  set(key: K, value: V): V {
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

/** Room for caches keyed by locale tag: a server renders its pages in a few dozen locales. */
export const LOCALE_CACHE_SIZE = 256;
