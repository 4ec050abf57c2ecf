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
 * An answer may stand in for its upstream past its time to live while that upstream is away
 * (HTTP's stale-if-error): a catalog restarting or slowed for a few seconds then costs shoppers
 * slightly old pages instead of error pages.
 */
export interface StaleIfError {
  /** How long past its time to live an answer may still be given. */
  maxStaleMs: number;
  /** Whether a failure means the upstream is away, rather than an answer (such as not found). */
  isOutage(error: unknown): boolean;
}

/**
 * A short-lived read-through cache for upstream reads. Under load many requests ask for the
 * same product or settings within a second; they share one upstream call (in-flight requests
 * are joined) and its answer for `ttlMs`. Failures are not kept, so a recovered upstream is
 * seen at once; with `staleIfError`, an outage is answered from the last answer while it is
 * recent enough. Bounded by the bytes of the answers it holds (service-kit's bounded cache):
 * the least recently used go first, whatever the catalog's products weigh.
 */
export class ReadCache<V> {
  private readonly answers: BoundedCache<{ expires: number; value: V }>;
  /** Loads under way, joined by later callers; each leaves as it settles. */
  private readonly loading = new Map<string, Promise<V>>();

  private readonly now: () => number;
  private readonly staleIfError?: StaleIfError;

  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
    {
      now = Date.now,
      sizeOf = approximateBytes,
      staleIfError,
    }: { now?: () => number; sizeOf?: (value: V) => number; staleIfError?: StaleIfError } = {},
  ) {
    this.now = now;
    this.staleIfError = staleIfError;
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
    const stale = hit && this.staleIfError && hit.expires + this.staleIfError.maxStaleMs > time ? hit : undefined;
    if (hit && !stale) this.answers.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const loaded = load();
    const answer = stale ? this.orStale(loaded, stale.value) : loaded;
    this.loading.set(key, answer);
    const settled = () => this.loading.get(key) === answer && this.loading.delete(key);
    // Only a fresh answer is kept: a stale one given for an outage keeps its old time, so it is
    // never given for longer than maxStaleMs. A failure that is an answer (not found) ends it.
    loaded.then(
      (fresh) => {
        if (settled()) this.answers.set(key, { expires: time + this.ttlMs, value: fresh });
      },
      (error: unknown) => {
        if (settled() && stale && !this.staleIfError?.isOutage(error)) this.answers.delete(key);
      },
    );
    return answer;
  }

  /**
   * The answer under `key` while it was read at most `maxAgeMs` ago, else `get`'s: for reads a page
   * may show older than the time to live (suggestions), which are then read less often.
   */
  getRecent(key: string, load: () => Promise<V>, maxAgeMs: number): Promise<V> {
    const hit = this.ttlMs === 0 ? undefined : this.answers.get(key);
    if (hit && hit.expires - this.ttlMs + maxAgeMs > this.now()) return Promise.resolve(hit.value);
    return this.get(key, load);
  }

  /** What `load` answers, or `stale` when it fails because its upstream is away. */
  private async orStale(loading: Promise<V>, stale: V): Promise<V> {
    try {
      return await loading;
    } catch (error) {
      if (this.staleIfError?.isOutage(error)) return stale;
      throw error;
    }
  }

  clear(): void {
    this.answers.clear();
    this.loading.clear();
  }
}
