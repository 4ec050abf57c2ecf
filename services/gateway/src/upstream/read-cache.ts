import { createBoundedCache, stringBytes, type BoundedCache } from '@storefront/service-kit';

/** What a read answer weighs, roughly: the UTF-16 bytes of its JSON form, which grows with every field. */
export function approximateBytes(value: unknown): number {
  try {
    return stringBytes(JSON.stringify(value) ?? '');
  } catch {
    // Not JSON-shaped (a cycle, a bigint): counted as large, so it cannot crowd the cache unseen.
    return UNMEASURABLE_BYTES;
  }
}

const UNMEASURABLE_BYTES = 64 * 1024;

/**
 * A short-lived read-through cache for upstream reads. Under load many requests ask for the
 * same product or settings within a second; they share one upstream call (in-flight requests
 * are joined) and its answer for `ttlMs`. Failures are not kept, so a recovered upstream is
 * seen at once. Bounded by the bytes of the answers it holds (service-kit's bounded cache):
 * the least recently used go first, whatever the catalog's products weigh.
 */
export class ReadCache<V> {
  private readonly answers: BoundedCache<{ expires: number; value: V }>;
  /** Loads under way, joined by later callers; each leaves as it settles. */
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
    private readonly now: () => number = Date.now,
    sizeOf: (value: V) => number = approximateBytes,
  ) {
    this.answers = createBoundedCache({ maxBytes, sizeOf: (entry) => sizeOf(entry.value) });
  }

  /** The live answer under `key`, if there is one; never loads. */
  peek(key: string): V | undefined {
    if (this.ttlMs === 0) return undefined;
    const hit = this.answers.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs === 0) return load();
    const time = this.now();
    const hit = this.answers.get(key);
    if (hit && hit.expires > time) return Promise.resolve(hit.value);
    if (hit) this.answers.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const value = load();
    this.loading.set(key, value);
    const settled = () => this.loading.get(key) === value && this.loading.delete(key);
    value.then((answer) => {
      if (settled()) this.answers.set(key, { expires: time + this.ttlMs, value: answer });
    }, settled);
    return value;
  }

  clear(): void {
    this.answers.clear();
    this.loading.clear();
  }
}
