/**
 * The owner's web-vitals and JavaScript-error summaries as the gateway's owner routes answer them
 * and the owner remote reads them (storefront.performance.v1 in camelCase; times RFC 3339).
 * Days are YYYY-MM-DD in the site's time zone, which the answer names.
 */
import type { RatedEvent } from '@storefront/performance-rules';

export type DeviceClassName = 'desktop' | 'mobile' | 'tablet' | 'unknown';

/** p75 and rating shares of one metric; good + needsImprovement + poor = count. */
export interface MetricSummaryJson {
  metric: RatedEvent;
  count: number;
  /** Continuous 75th percentile (percentile_cont); milliseconds, CLS unitless; 0 when count is 0. */
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** GET /api/owner/performance/vitals?from=&to=[&path=&pageType=&device=] */
export interface VitalsSummaryJson {
  timeZone: string;
  from: string;
  to: string;
  /** Every day of the range in order, each with every rated metric (count 0 when none). */
  days: { day: string; metrics: MetricSummaryJson[] }[];
  overall: MetricSummaryJson[];
  /** Slowest LCP p75 first. */
  slowestPages: { path: string; pageType: string; metrics: MetricSummaryJson[] }[];
  /** good: value <= good; poor: value > poor. */
  thresholds: { metric: RatedEvent; good: number; poor: number }[];
}

export interface ErrorGroupJson {
  id: string;
  message: string;
  topFrame: string;
  /** Reports in the asked range (the list), or ever (one group). */
  count: number;
  firstSeen: string;
  lastSeen: string;
  sampleStack: string;
  samplePath: string;
  sampleBrowser: string;
  pageCount: number;
  browserCount: number;
}

/** GET /api/owner/performance/errors?from=&to=[&cursor=] */
export interface ErrorGroupsJson {
  timeZone: string;
  from: string;
  to: string;
  groups: ErrorGroupJson[];
  hasNextPage: boolean;
  nextPageCursor: string;
}

export interface ErrorReportJson {
  id: string;
  event: string;
  message: string;
  stack: string;
  path: string;
  pageType: string;
  browser: string;
  deviceClass: DeviceClassName;
  occurred: string;
}

/** GET /api/owner/performance/errors/:groupId */
export interface ErrorGroupDetailJson {
  group: ErrorGroupJson;
  /** Newest first. */
  reports: ErrorReportJson[];
}
