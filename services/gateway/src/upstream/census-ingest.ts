import { randomUUID } from 'node:crypto';
import { CENSUS_INGEST_QUEUE, type CensusIngestJob, type EventItem, type HitItem } from '@storefront/census-rules';
import { createIngestBuffer, type IngestBuffer, type Logger } from '@storefront/service-kit';
import { createIngestQueue } from './ingest-queue';

export interface CensusIngestSettings {
  redisUrl: string;
  /** BullMQ key prefix, the same as the census service's (CENSUS_QUEUE_PREFIX). */
  prefix: string;
  /** Hits and events held at most while Redis is away, each. */
  maxBuffered: number;
  logger: Logger;
}

/**
 * The way accepted page-view hits and census events go to the census service: each gets its id
 * here (the service stores one row per id), then waits in a batch of its kind for the ingest
 * queue. The browser's answer never waits on Redis; while Redis is away items are held up to
 * `maxBuffered` and a full buffer refuses (the route's 503).
 */
export class CensusIngest {
  private readonly queue;
  private readonly hitBuffer: IngestBuffer<HitItem>;
  private readonly eventBuffer: IngestBuffer<EventItem>;

  constructor({ redisUrl, prefix, maxBuffered, logger }: CensusIngestSettings) {
    this.queue = createIngestQueue<CensusIngestJob>(CENSUS_INGEST_QUEUE, redisUrl, prefix);
    this.hitBuffer = createIngestBuffer<HitItem, CensusIngestJob>({
      queue: this.queue,
      jobName: 'hits',
      toJob: (items) => ({ kind: 'hits', items }),
      maxBuffered,
      logger,
    });
    this.eventBuffer = createIngestBuffer<EventItem, CensusIngestJob>({
      queue: this.queue,
      jobName: 'events',
      toJob: (items) => ({ kind: 'events', items }),
      maxBuffered,
      logger,
    });
  }

  /** False when the buffer is full and the hit was refused. */
  hit(item: Omit<HitItem, 'id'>): boolean {
    return this.hitBuffer.push({ id: randomUUID(), ...item });
  }

  event(item: Omit<EventItem, 'id'>): boolean {
    return this.eventBuffer.push({ id: randomUUID(), ...item });
  }

  pending(): number {
    return this.hitBuffer.pending() + this.eventBuffer.pending();
  }

  /** Flushes what it can within `timeoutMs`, then closes the queue's connection. */
  async close(timeoutMs: number): Promise<void> {
    await Promise.all([this.hitBuffer.close(timeoutMs), this.eventBuffer.close(timeoutMs)]);
    await this.queue.close();
  }
}
