/**
 * A short-lived read-through cache for upstream reads. Under load many requests ask for the
 * same product or settings within a second; they share one upstream call (in-flight requests
 * are joined) and its answer for `ttlMs`. Failures are not kept, so a recovered upstream is
 * seen at once. Bounded: the oldest entry goes when `maxEntries` is reached.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.ttlMs === 0) return load();

    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry = { expires: time + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
