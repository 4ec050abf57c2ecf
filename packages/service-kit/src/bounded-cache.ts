import { LRUCache } from 'lru-cache';

export interface BoundedCacheSettings<V> {
  /** What the values held may weigh together, in bytes as `sizeOf` counts them. */
  maxBytes: number;
  /**
   * A value's weight in bytes. It need not be exact, but it must grow with everything a caller
   * controls (strings it sent, lists it filled), or one caller can crowd the heap.
   */
  sizeOf: (value: V, key: string) => number;
  /** Values older than this are gone; unset: kept until crowded out. */
  ttlMs?: number;
}

/**
 * The one in-process cache of every service: least recently used values go first once the values
 * held weigh more than `maxBytes`, so its memory is bounded whatever callers send. A value heavier
 * than the whole budget is not kept at all.
 */
export type BoundedCache<V extends NonNullable<unknown>> = LRUCache<string, V>;

export function createBoundedCache<V extends NonNullable<unknown>>({
  maxBytes,
  sizeOf,
  ttlMs,
}: BoundedCacheSettings<V>): BoundedCache<V> {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    // lru-cache refuses weights below 1
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key) + key.length * 2)),
    ...(ttlMs ? { ttl: ttlMs, ttlAutopurge: false } : {}),
  });
}

/** UTF-16 bytes of a string as V8 may hold it: strings a caller sent are the bulk of most values. */
export const stringBytes = (text: string | undefined | null): number => (text ? text.length * 2 : 0);

export interface RememberedSettings {
  /** What the answers kept may weigh together, keys included (UTF-16 bytes). */
  maxBytes: number;
  /** Keys longer than this are read each time and not kept. */
  maxKeyLength: number;
}

/**
 * `read`, a pure function of a string that callers repeat call after call (a header, a user
 * agent), with its answers kept in a bounded cache. An answer is counted as heavy as its key,
 * which it is derived from.
 */
export function remembered<V extends NonNullable<unknown>>(
  read: (key: string) => V,
  { maxBytes, maxKeyLength }: RememberedSettings,
): (key: string) => V {
  const kept = createBoundedCache<V>({ maxBytes, sizeOf: (_value, key) => stringBytes(key) });
  return (key) => {
    if (key.length > maxKeyLength) return read(key);
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = read(key);
      kept.set(key, answer);
    }
    return answer;
  };
}
