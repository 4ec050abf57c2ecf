import { createQueue } from '@storefront/service-kit';

/** A reconnect soon after Redis is back: held beacons should not wait BullMQ's default of up to 20 s. */
const RECONNECT_MS = { first: 100, max: 1_000 };

/**
 * The BullMQ queue an ingest path (performance, census) adds its batches to: a producer that
 * reconnects within a second of Redis coming back, so the ingest buffers drain promptly.
 */
export function createIngestQueue<J>(name: string, redisUrl: string, prefix: string) {
  return createQueue<J>(name, {
    connection: {
      url: redisUrl,
      retryStrategy: (times: number) => Math.min(RECONNECT_MS.first * times, RECONNECT_MS.max),
    },
    prefix,
  });
}
