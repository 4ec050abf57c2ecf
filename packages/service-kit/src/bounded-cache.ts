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
export type BoundedCache<V extends object> = LRUCache<string, V>;

export function createBoundedCache<V extends object>({
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
