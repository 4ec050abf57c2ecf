import { randomUUID } from 'node:crypto';
import type { JavascriptErrorReport, PerformanceRecord } from '@storefront/performance-rules';
import {
  PERFORMANCE_INGEST_QUEUE,
  type IngestSource,
  type PerformanceIngestJob,
} from '@storefront/performance-rules/ingest';
import { createIngestBuffer, type IngestBuffer, type Logger } from '@storefront/service-kit';
import { createIngestQueue } from './ingest-queue';

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
    this.queue = createIngestQueue<PerformanceIngestJob>(PERFORMANCE_INGEST_QUEUE, redisUrl, prefix);
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
