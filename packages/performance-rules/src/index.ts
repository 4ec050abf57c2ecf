/**
 * The rules of what browsers report about speed and failures (spec §3 "Performance record",
 * §7, §9), in one place for the shell's collector and error reporter, the gateway and the
 * performance service. This entry is plain data and small functions, so the collector bundles it
 * without zod; the validation schemas and the ingest job live in `./ingest`.
 */

/** Spec §3: the record the collector sends, a list of them per beacon. */
export interface PerformanceRecord {
  app: string;
  data: Record<string, unknown>;
  event: PerformanceEvent;
  pageLoadId: string;
  ts: number;
}

/** The rated metrics, by the names the records carry (spec §3 "Metrics"). */
export const RATED_EVENTS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'first-input-delay',
  'interaction-to-next-paint',
  'time-to-first-byte',
] as const;
export type RatedEvent = (typeof RATED_EVENTS)[number];

/** A page path as records and reports name it (it starts with '/'), and the owner's filters take it. */
export const PAGE_PATH_MAX_LENGTH = 2048;

/** A page type of spec §2 as the page context names it (e.g. "product-detail"). */
export const PAGE_TYPE_PATTERN = /^[a-z0-9 -]{0,64}$/;

/** Spec §3: connection timings (one record per page) and image timings (one per image). */
export const TIMING_EVENTS = ['connection-timings', 'image-timings'] as const;
export type TimingEvent = (typeof TIMING_EVENTS)[number];

export type PerformanceEvent = RatedEvent | TimingEvent;

export const PERFORMANCE_EVENTS: readonly PerformanceEvent[] = [...RATED_EVENTS, ...TIMING_EVENTS];

/** The `app` of records this storefront's collector sends. */
export const COLLECTOR_APP = 'storefront';

/** Spec §7 paths. */
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
export const JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';

/** Spec §9 "Performance collector". */
export const collectorLimits = {
  /** Records are sent this long after load, or when the page is hidden, whichever comes first. */
  flushAfterLoadMs: 30_000,
  /** Metrics are waited for this long after load; what comes later is not sent. */
  metricWaitMs: 60_000,
  /** Element paths (the LCP element, a shift's source, an interaction's target) are cut here. */
  elementPathLength: 200,
  /** Timing values above this are dropped (a clock jump, a page left open for weeks). */
  maxTimingValue: 2_147_483_647,
  /** Interactions kept for INP. */
  maxInteractions: 10,
  /** Layout-shift session windows: a gap of 1 s ends a window, which lasts at most 5 s. */
  layoutShiftGapMs: 1_000,
  layoutShiftWindowMs: 5_000,
  /** Images a page reports timings for (the first ones to load). */
  maxImageRecords: 20,
  /** Records one beacon may carry: a page's metrics, its connection and its images fit easily. */
  maxRecordsPerBeacon: 50,
  /** An image timing's URL (without its query) is at most this long; a longer one is not reported. */
  maxUrlLength: 1_024,
} as const;

/** Spec §9 "Error reporting". */
export const errorReportLimits = {
  sendDebounceMs: 1_000,
  maxReportsPerPage: 20,
  maxQueued: 10,
  maxStackLength: 5_000,
  /** Messages are cut here; the store keeps no more of them. */
  maxMessageLength: 1_000,
  /** A script's address in a report is cut here. */
  maxFilenameLength: 1_024,
} as const;

/** The events of JavaScript error reports the shell sends. */
export const JAVASCRIPT_ERROR_EVENTS = {
  /** A `window` 'error' event: an exception no script caught. */
  uncaughtError: 'uncaught-error',
  /** A `window` 'unhandledrejection' event: a rejected promise nobody handled. */
  unhandledRejection: 'unhandled-rejection',
  /** A front-end remote that could not load or mount. */
  remoteLoadFailed: 'remote-load-failed',
} as const;

/** good: value <= good; poor: value > poor (spec §9 thresholds, milliseconds; CLS unitless). */
export interface Threshold {
  good: number;
  poor: number;
}

export const THRESHOLDS: Record<RatedEvent, Threshold> = {
  'first-contentful-paint': { good: 1800, poor: 3000 },
  'largest-contentful-paint': { good: 2500, poor: 4000 },
  'cumulative-layout-shift': { good: 0.1, poor: 0.25 },
  'first-input-delay': { good: 100, poor: 300 },
  'interaction-to-next-paint': { good: 200, poor: 500 },
  // Not in the spec: the web-vitals library's own TTFB thresholds, so TTFB is rated like the rest.
  'time-to-first-byte': { good: 800, poor: 1800 },
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(event: RatedEvent, value: number): Rating {
  const { good, poor } = THRESHOLDS[event];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

export function isRatedEvent(event: string): event is RatedEvent {
  return (RATED_EVENTS as readonly string[]).includes(event);
}

/** Spec §7: one JavaScript error report as the browser posts it. */
export interface JavascriptErrorReport {
  event: string;
  data: JavascriptErrorData;
  timestamp: number;
}

/** What a report's data holds; message and stack are what groups it. */
export interface JavascriptErrorData {
  message: string;
  stack?: string;
  /** The page's path and page type (spec §2), as the collector's records have them. */
  path?: string;
  pageType?: string;
  [detail: string]: unknown;
}

/** Cuts an element path (spec §9: 200 characters). */
export function cutElementPath(path: string): string {
  return path.length > collectorLimits.elementPathLength ? path.slice(0, collectorLimits.elementPathLength) : path;
}

/** Spec §9: a timing is kept only when it is a finite, non-negative number no larger than 2147483647. */
export function isKeptTiming(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= collectorLimits.maxTimingValue;
}
