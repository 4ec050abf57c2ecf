import type { performanceV1 } from '@storefront/proto';
import type { VitalsSummary } from '../actions/get-vitals-summary';
import type { CountedGroup, StoredErrorReport } from '../store/error-groups';
import type { MetricFigures } from '../store/vitals';
import { METRIC_OF, toDeviceClass } from './metrics';

/** int64 travels as a decimal string (ts-proto's forceLong=string). */
const epochMs = (moment: Date) => String(moment.getTime());

export function toMetricSummary(figures: MetricFigures): performanceV1.MetricSummary {
  return {
    metric: METRIC_OF[figures.event],
    count: figures.count,
    p75: figures.p75,
    good: figures.good,
    needsImprovement: figures.needsImprovement,
    poor: figures.poor,
  };
}

export function toVitalsSummary(summary: VitalsSummary): performanceV1.GetVitalsSummaryResponse {
  return {
    days: summary.days.map(({ day, metrics }) => ({ day, metrics: metrics.map(toMetricSummary) })),
    overall: summary.overall.map(toMetricSummary),
    slowestPages: summary.slowestPages.map(({ path, pageType, metrics }) => ({
      path,
      pageType,
      metrics: metrics.map(toMetricSummary),
    })),
    thresholds: summary.thresholds.map(({ event, good, poor }) => ({ metric: METRIC_OF[event], good, poor })),
  };
}

export function toErrorGroup(group: CountedGroup): performanceV1.ErrorGroup {
  return {
    id: group.id,
    message: group.message,
    topFrame: group.topFrame,
    count: group.count,
    firstSeenMs: epochMs(group.firstSeen),
    lastSeenMs: epochMs(group.lastSeen),
    sampleStack: group.sampleStack,
    samplePath: group.samplePath,
    sampleBrowser: group.sampleBrowser,
    pageCount: group.pageCount,
    browserCount: group.browserCount,
  };
}

export function toErrorReport(report: StoredErrorReport): performanceV1.ErrorReport {
  return {
    id: report.id,
    event: report.event,
    message: report.message,
    stack: report.stack,
    path: report.path,
    pageType: report.pageType,
    browser: report.browser,
    deviceClass: toDeviceClass(report.deviceClass),
    occurredMs: epochMs(report.occurredAt),
  };
}
