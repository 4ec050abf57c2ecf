/**
 * What the gateway accepts from browsers and hands to the performance service through the ingest
 * queue, and what the service trusts when it stores a job: one schema on both sides, so nothing the
 * gateway let through can be refused, or stored malformed, later.
 */
import { z } from 'zod';
import {
  collectorLimits,
  errorReportLimits,
  isKeptTiming,
  PAGE_PATH_MAX_LENGTH,
  PAGE_TYPE_PATTERN,
  RATED_EVENTS,
  type JavascriptErrorReport,
  type PerformanceRecord,
} from './index';

/** The BullMQ queue the gateway adds to and the performance service's workers take from. */
export const PERFORMANCE_INGEST_QUEUE = 'performance-ingest';

/** Records and reports older than this, or this far ahead of the server's clock, are refused. */
export const ACCEPTED_CLOCK_SKEW_MS = { past: 24 * 60 * 60 * 1000, future: 60 * 60 * 1000 } as const;

/** Half of a surrogate pair: UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a browser's string can be stored as it is: PostgreSQL text cannot hold U+0000, nor
 * jsonb a lone surrogate. Anything else is refused rather than altered.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Text of at most `max` characters that the store can keep. */
const text = (max: number) => z.string().max(max).refine(isStorableText, 'holds U+0000 or a lone surrogate');

/**
 * The latest moment kept: 9999-12-31T23:59:59.999Z. Both JavaScript dates and PostgreSQL
 * timestamps go further, but not in the same notation, so a later one could not be stored.
 */
export const MAX_EPOCH_MS = 253_402_300_799_999;

const timing = z.number().refine(isKeptTiming, 'not a kept timing');
const path = text(PAGE_PATH_MAX_LENGTH).min(1).startsWith('/');
const pageType = z.string().regex(PAGE_TYPE_PATTERN);
const elementPath = text(collectorLimits.elementPathLength);
const shortText = text(64);
const moment = z.number().int().nonnegative().max(MAX_EPOCH_MS);

const pageFields = { path, pageType: pageType.optional() };

const ratedData = z.object({
  ...pageFields,
  value: timing,
  navigationType: shortText.optional(),
  element: elementPath.optional(),
  /** web-vitals' id of the metric instance. */
  id: shortText.optional(),
});

const connectionData = z.object({
  ...pageFields,
  dns: timing.optional(),
  connect: timing.optional(),
  tls: timing.optional(),
  request: timing.optional(),
  response: timing.optional(),
  domInteractive: timing.optional(),
  domContentLoaded: timing.optional(),
  load: timing.optional(),
  transferSize: timing.optional(),
  protocol: shortText.optional(),
});

const imageData = z.object({
  ...pageFields,
  url: text(collectorLimits.maxUrlLength).min(1),
  start: timing,
  duration: timing,
  size: timing.optional(),
  element: elementPath.optional(),
});

const recordBase = {
  app: text(50).min(1),
  pageLoadId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  ts: moment,
};

/** One record of spec §3; unknown data fields are dropped, malformed known ones refuse the record. */
export const performanceRecordSchema = z.discriminatedUnion('event', [
  z.object({ ...recordBase, event: z.enum(RATED_EVENTS), data: ratedData }),
  z.object({ ...recordBase, event: z.literal('connection-timings'), data: connectionData }),
  z.object({ ...recordBase, event: z.literal('image-timings'), data: imageData }),
]);

const errorData = z.object({
  message: text(errorReportLimits.maxMessageLength),
  stack: text(errorReportLimits.maxStackLength).optional(),
  path: path.optional(),
  pageType: pageType.optional(),
  filename: text(errorReportLimits.maxFilenameLength).optional(),
  lineno: z.number().int().nonnegative().max(collectorLimits.maxTimingValue).optional(),
  colno: z.number().int().nonnegative().max(collectorLimits.maxTimingValue).optional(),
  /** The remote that failed to load (remote-load-failed reports). */
  remote: shortText.optional(),
});

/** One report of spec §7 RecordJavascriptErrors. */
export const javascriptErrorReportSchema = z.object({
  event: text(100).min(1),
  data: errorData,
  timestamp: moment,
});

/** Whether a browser's timestamp is one the store keeps (see ACCEPTED_CLOCK_SKEW_MS). */
export function isAcceptedTime(ts: number, now: number): boolean {
  return ts >= now - ACCEPTED_CLOCK_SKEW_MS.past && ts <= now + ACCEPTED_CLOCK_SKEW_MS.future;
}

export interface Accepted<T> {
  accepted: T[];
  /** Items of the list that were not accepted. */
  rejected: number;
}

/**
 * A beacon's body: a JSON array of 1..50 records. Each record is judged alone, so one malformed
 * record does not lose the page's others; `undefined` when the body is not such an array at all.
 */
export function acceptRecords(body: unknown, now: number): Accepted<PerformanceRecord> | undefined {
  return acceptList(body, collectorLimits.maxRecordsPerBeacon, (item) => {
    const parsed = performanceRecordSchema.safeParse(item);
    return parsed.success && isAcceptedTime(parsed.data.ts, now) ? (parsed.data as PerformanceRecord) : undefined;
  });
}

/** A RecordJavascriptErrors body: a JSON array of 1..20 reports, judged one by one. */
export function acceptErrorReports(body: unknown, now: number): Accepted<JavascriptErrorReport> | undefined {
  return acceptList(body, errorReportLimits.maxReportsPerPage, (item) => {
    const parsed = javascriptErrorReportSchema.safeParse(item);
    return parsed.success && isAcceptedTime(parsed.data.timestamp, now) ? parsed.data : undefined;
  });
}

function acceptList<T>(body: unknown, max: number, accept: (item: unknown) => T | undefined): Accepted<T> | undefined {
  if (!Array.isArray(body) || body.length === 0 || body.length > max) return undefined;
  const accepted: T[] = [];
  for (const item of body) {
    const kept = accept(item);
    if (kept !== undefined) accepted.push(kept);
  }
  return { accepted, rejected: body.length - accepted.length };
}

/** What the gateway knows about the browser that sent a batch; the service turns it into a device class and browser name. */
export interface IngestSource {
  /** The User-Agent header, cut to 512 characters; never stored as it is. */
  userAgent: string;
  /** When the gateway accepted the batch, milliseconds since the epoch. */
  receivedAt: number;
}

/** One job of the ingest queue: accepted records or reports of one or more requests, each with the id the gateway gave it. */
export type PerformanceIngestJob =
  | { kind: 'records'; items: { id: string; source: IngestSource; record: PerformanceRecord }[] }
  | { kind: 'errors'; items: { id: string; source: IngestSource; report: JavascriptErrorReport }[] };

const source = z.object({ userAgent: z.string().max(512), receivedAt: moment });
const itemId = z.uuid();

/** The service re-checks every job with this before storing it: a queue is an input like any other. */
export const performanceIngestJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('records'),
    items: z.array(z.object({ id: itemId, source, record: performanceRecordSchema })).max(10_000),
  }),
  z.object({
    kind: z.literal('errors'),
    items: z.array(z.object({ id: itemId, source, report: javascriptErrorReportSchema })).max(10_000),
  }),
]);
