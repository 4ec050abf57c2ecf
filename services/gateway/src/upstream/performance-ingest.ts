import { randomUUID } from 'node:crypto';
import type { JavascriptErrorReport, PerformanceRecord } from '@storefront/performance-rules';
import {
  PERFORMANCE_INGEST_QUEUE,
  type IngestSource,
  type PerformanceIngestJob,
} from '@storefront/performance-rules/ingest';
import { createIngestBuffer, createQueue, type IngestBuffer, type Logger } from '@storefront/service-kit';

type RecordItem = Extract<PerformanceIngestJob, { kind: 'records' }>['items'][number];
type ReportItem = Extract<PerformanceIngestJob, { kind: 'errors' }>['items'][number];

export interface PerformanceIngestSettings {
  redisUrl: string;
  /** BullMQ key prefix, the same as the performance service's (PERFORMANCE_QUEUE_PREFIX). */
  prefix: string;
  /** Items held at most while Redis is away, records and reports each. */
  maxBuffered: number;
  logger: Logger;
}

/** A reconnect soon after Redis is back: held beacons should not wait BullMQ's default of up to 20 s. */
const RECONNECT_MS = { first: 100, max: 1_000 };

/**
 * The way accepted performance records and JavaScript error reports go to the performance
 * service: each item gets its id here (the service stores one row per id), then waits in a
 * batch of its kind for the ingest queue. The browser's answer never waits on Redis; while Redis
 * is away items are held up to `maxBuffered` and a full buffer refuses (the route's 503).
 */
export class PerformanceIngest {
  private readonly queue;
  private readonly recordBuffer: IngestBuffer<RecordItem>;
  private readonly reportBuffer: IngestBuffer<ReportItem>;

  constructor({ redisUrl, prefix, maxBuffered, logger }: PerformanceIngestSettings) {
    this.queue = createQueue<PerformanceIngestJob>(PERFORMANCE_INGEST_QUEUE, {
      connection: {
        url: redisUrl,
        retryStrategy: (times: number) => Math.min(RECONNECT_MS.first * times, RECONNECT_MS.max),
      },
      prefix,
    });
    this.recordBuffer = createIngestBuffer<RecordItem, PerformanceIngestJob>({
      queue: this.queue,
      jobName: 'records',
      toJob: (items) => ({ kind: 'records', items }),
      maxBuffered,
      logger,
    });
    this.reportBuffer = createIngestBuffer<ReportItem, PerformanceIngestJob>({
      queue: this.queue,
      jobName: 'errors',
      toJob: (items) => ({ kind: 'errors', items }),
      maxBuffered,
      logger,
    });
  }

  /** False when the buffer is full: then some or all of them were refused. */
  records(records: PerformanceRecord[], source: IngestSource): boolean {
    return records.every((record) => this.recordBuffer.push({ id: randomUUID(), source, record }));
  }

  reports(reports: JavascriptErrorReport[], source: IngestSource): boolean {
    return reports.every((report) => this.reportBuffer.push({ id: randomUUID(), source, report }));
  }

  pending(): number {
    return this.recordBuffer.pending() + this.reportBuffer.pending();
  }

  /** Flushes what it can within `timeoutMs`, then closes the queue's connection. */
  async close(timeoutMs: number): Promise<void> {
    await Promise.all([this.recordBuffer.close(timeoutMs), this.reportBuffer.close(timeoutMs)]);
    await this.queue.close();
  }
}
