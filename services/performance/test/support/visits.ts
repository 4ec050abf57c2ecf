import { randomUUID } from 'node:crypto';
import { rate, RATED_EVENTS, type PerformanceRecord, type RatedEvent } from '@storefront/performance-rules';
import type { IngestSource, PerformanceIngestJob } from '@storefront/performance-rules/ingest';

/** User agents as those browsers send them, by the device class the service should find. */
export const userAgents = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;
export type Device = 'desktop' | 'mobile' | 'tablet';

/** A record the test sent, and what it knows about it. */
export interface SentRecord {
  id: string;
  event: RatedEvent;
  value: number;
  path: string;
  pageType: string;
  device: Device;
  ts: number;
  /** An earlier value of the metric of this record id: same page load, same metric id. */
  versionOf?: string;
}

export { seeded } from '@storefront/service-kit/testing';

const MAX_VALUE: Record<RatedEvent, number> = {
  'first-contentful-paint': 5000,
  'largest-contentful-paint': 7000,
  'cumulative-layout-shift': 0.5,
  'first-input-delay': 500,
  'interaction-to-next-paint': 900,
  'time-to-first-byte': 3000,
};

const pages = [
  { path: '/shop', pageType: 'products' },
  { path: '/shop/p/linen-shirt', pageType: 'product' },
  { path: '/shop/p/enamel-pin-set', pageType: 'product' },
  { path: '/cart', pageType: 'cart' },
];
const devices: Device[] = ['desktop', 'mobile', 'tablet'];

/** `count` rated records at random moments of [start, end), over a few pages and devices. */
export function randomRecords(random: () => number, count: number, start: number, end: number): SentRecord[] {
  return Array.from({ length: count }, () => {
    const event = RATED_EVENTS[Math.floor(random() * RATED_EVENTS.length)]!;
    const page = pages[Math.floor(random() * pages.length)]!;
    const raw = random() * MAX_VALUE[event];
    return {
      id: randomUUID(),
      event,
      value: event === 'cumulative-layout-shift' ? Math.round(raw * 10_000) / 10_000 : Math.round(raw),
      ...page,
      device: devices[Math.floor(random() * devices.length)]!,
      ts: start + Math.floor(random() * (end - start)),
    };
  });
}

/**
 * A value that each `every`th record had a moment before, sent under the same page load and
 * metric id, as the collector sends a metric again when it changed after a flush; summaries
 * count the latest value only, so what they say is still computed from `records` alone.
 */
export function earlierValues(random: () => number, records: SentRecord[], every: number): SentRecord[] {
  return records
    .filter((_, i) => i % every === 0)
    .map((record) => ({
      ...record,
      id: randomUUID(),
      value: record.event === 'cumulative-layout-shift' ? record.value / 2 : Math.round(random() * 10_000),
      ts: record.ts - 1,
      versionOf: record.id,
    }));
}

/** The records as the gateway queues them, `perJob` to a job. */
export function recordJobs(records: SentRecord[], perJob = 100): PerformanceIngestJob[] {
  const jobs: PerformanceIngestJob[] = [];
  for (let i = 0; i < records.length; i += perJob)
    jobs.push({
      kind: 'records',
      items: records.slice(i, i + perJob).map((sent) => ({
        id: sent.id,
        source: sourceOf(sent.device, sent.ts),
        record: {
          app: 'storefront',
          pageLoadId: `load-${(sent.versionOf ?? sent.id).slice(0, 8)}`,
          ts: sent.ts,
          event: sent.event,
          data: { path: sent.path, pageType: sent.pageType, value: sent.value, id: `v4-${sent.versionOf ?? sent.id}` },
        } satisfies PerformanceRecord,
      })),
    });
  return jobs;
}

export function sourceOf(device: keyof typeof userAgents, ts: number): IngestSource {
  return { userAgent: userAgents[device], receivedAt: ts + 1000 };
}

/** The calendar day of `ts` in `timeZone`, as Intl writes it: the test's own reading of days. */
export function localDay(ts: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(ts);
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** PostgreSQL's percentile_cont(0.75): linear between the two nearest of the sorted values. */
export function p75(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = 0.75 * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (at - low) * (sorted[high]! - sorted[low]!);
}

/** What the summary of these records must say for one metric. */
export function expectedFigures(records: SentRecord[], event: RatedEvent) {
  const values = records.filter((record) => record.event === event).map((record) => record.value);
  const ratings = values.map((value) => rate(event, value));
  return {
    count: values.length,
    p75: p75(values),
    good: ratings.filter((rating) => rating === 'good').length,
    needsImprovement: ratings.filter((rating) => rating === 'needs-improvement').length,
    poor: ratings.filter((rating) => rating === 'poor').length,
  };
}

/** An error report item as the gateway queues it. */
export function errorItem(
  message: string,
  stack: string | undefined,
  ts: number,
  extra: { path?: string; device?: keyof typeof userAgents } = {},
) {
  return {
    id: randomUUID(),
    source: sourceOf(extra.device ?? 'desktop', ts),
    report: {
      event: 'error',
      data: { message, ...(stack === undefined ? {} : { stack }), path: extra.path ?? '/shop', pageType: 'products' },
      timestamp: ts,
    },
  };
}
