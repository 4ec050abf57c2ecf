import { createBoundedCache } from '@storefront/service-kit';

export interface ReusedReads<V extends object> {
  /** The value read under `key` within the reuse time, else a read shared by every caller that overlaps it. */
  get(key: string, read: () => Promise<V>): Promise<V>;
}

/**
 * Every sign-up needs its product, merchandising and the store's settings; under a rush on one
 * product the catalog would otherwise answer the same question once per visitor. Reads are kept
 * for `ttlMs` (0: only shared while in flight) in a cache bounded by weight; failures are never kept.
 */
export function reuseReads<V extends object>(settings: {
  ttlMs: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
}): ReusedReads<V> {
  const kept = createBoundedCache<V>({ maxBytes: settings.maxBytes, sizeOf: settings.sizeOf, ttlMs: settings.ttlMs });
  const inFlight = new Map<string, Promise<V>>();
  return {
    get(key, read) {
      const value = kept.get(key);
      if (value) return Promise.resolve(value);
      const running = inFlight.get(key);
      if (running) return running;
      const started = read()
        .then((result) => {
          if (settings.ttlMs > 0) kept.set(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
