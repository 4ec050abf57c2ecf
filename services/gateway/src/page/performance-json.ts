import type {
  DeviceClassName,
  ErrorGroupDetailJson,
  ErrorGroupJson,
  ErrorGroupsJson,
  ErrorReportJson,
  MetricSummaryJson,
  VitalsSummaryJson,
} from '@storefront/contracts';
import type { RatedEvent } from '@storefront/performance-rules';
import { performanceV1 } from '@storefront/proto';
import type { DayRange } from '../upstream/performance';

/** What the owner's performance page reads: the contract's fields in camelCase, metrics by their record names, times RFC 3339. */

const { Metric, DeviceClass } = performanceV1;

/** The Metric enum by the names records carry (performance-rules RATED_EVENTS). */
export const METRIC_NAMES: Record<number, RatedEvent> = {
  [Metric.METRIC_FCP]: 'first-contentful-paint',
  [Metric.METRIC_LCP]: 'largest-contentful-paint',
  [Metric.METRIC_CLS]: 'cumulative-layout-shift',
  [Metric.METRIC_FID]: 'first-input-delay',
  [Metric.METRIC_INP]: 'interaction-to-next-paint',
  [Metric.METRIC_TTFB]: 'time-to-first-byte',
};

/** The device filter of the vitals query by name. */
export const DEVICE_CLASSES = {
  desktop: DeviceClass.DEVICE_CLASS_DESKTOP,
  mobile: DeviceClass.DEVICE_CLASS_MOBILE,
  tablet: DeviceClass.DEVICE_CLASS_TABLET,
} as const;

/** A report's device class by name; a number without one (unspecified) is 'unknown'. */
const DEVICE_NAMES = Object.fromEntries(
  Object.entries(DEVICE_CLASSES).map(([name, number]) => [number, name]),
) as Record<number, DeviceClassName>;

/** A day range as the answer names it. */
function rangeJson({ fromDay, toDay, timeZone }: DayRange) {
  return { timeZone, from: fromDay, to: toDay };
}

/** Milliseconds since the epoch (int64 as text) as RFC 3339; '' when absent. */
function timeOf(ms: string): string {
  const value = Number(ms);
  return ms === '' || ms === '0' || !Number.isFinite(value) ? '' : new Date(value).toISOString();
}

/** Metrics the gateway cannot name (a newer service's) are left out rather than shown under a wrong name. */
function metricsJson(summaries: performanceV1.MetricSummary[]): MetricSummaryJson[] {
  return summaries.flatMap((summary) => {
    const metric = METRIC_NAMES[summary.metric];
    if (!metric) return [];
    const { count, p75, good, needsImprovement, poor } = summary;
    return [{ metric, count, p75, good, needsImprovement, poor }];
  });
}

export function vitalsSummaryJson(range: DayRange, answer: performanceV1.GetVitalsSummaryResponse): VitalsSummaryJson {
  return {
    ...rangeJson(range),
    days: answer.days.map((day) => ({ day: day.day, metrics: metricsJson(day.metrics) })),
    overall: metricsJson(answer.overall),
    slowestPages: answer.slowestPages.map((page) => ({
      path: page.path,
      pageType: page.pageType,
      metrics: metricsJson(page.metrics),
    })),
    thresholds: answer.thresholds.flatMap((threshold) => {
      const metric = METRIC_NAMES[threshold.metric];
      return metric ? [{ metric, good: threshold.good, poor: threshold.poor }] : [];
    }),
  };
}

export function errorGroupJson(group: performanceV1.ErrorGroup): ErrorGroupJson {
  return {
    id: group.id,
    message: group.message,
    topFrame: group.topFrame,
    count: group.count,
    firstSeen: timeOf(group.firstSeenMs),
    lastSeen: timeOf(group.lastSeenMs),
    sampleStack: group.sampleStack,
    samplePath: group.samplePath,
    sampleBrowser: group.sampleBrowser,
    pageCount: group.pageCount,
    browserCount: group.browserCount,
  };
}

export function errorGroupsJson(range: DayRange, answer: performanceV1.ListErrorGroupsResponse): ErrorGroupsJson {
  return {
    ...rangeJson(range),
    groups: answer.groups.map(errorGroupJson),
    hasNextPage: answer.hasNextPage,
    nextPageCursor: answer.nextPageCursor,
  };
}

function errorReportJson(report: performanceV1.ErrorReport): ErrorReportJson {
  return {
    id: report.id,
    event: report.event,
    message: report.message,
    stack: report.stack,
    path: report.path,
    pageType: report.pageType,
    browser: report.browser,
    deviceClass: DEVICE_NAMES[report.deviceClass] ?? 'unknown',
    occurred: timeOf(report.occurredMs),
  };
}

export function errorGroupDetailJson(answer: {
  group: performanceV1.ErrorGroup;
  reports: performanceV1.ErrorReport[];
}): ErrorGroupDetailJson {
  return { group: errorGroupJson(answer.group), reports: answer.reports.map(errorReportJson) };
}
