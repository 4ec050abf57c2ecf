import { localDays } from '@storefront/service-kit';
import { RATED_EVENTS, THRESHOLDS, type RatedEvent, type Threshold } from '@storefront/performance-rules';
import { countAsked, pageTypeFilter, pathFilter } from '../domain/request-bounds';
import type { DeviceClass } from '../domain/visitor-device';
import {
  figuresByDay,
  slowestPageFigures,
  type MetricFigures,
  type PageFigures,
  type VitalsFilter,
} from '../store/vitals';
import type { PerformanceContext } from './performance-context';

export interface VitalsSummaryRequest {
  fromDay: string;
  toDay: string;
  timeZone: string;
  filter: { path: string; pageType: string; deviceClass: DeviceClass | '' };
  slowestPagesLimit: number;
}

export interface VitalsSummary {
  timeZone: string;
  /** Every day of the range, each with every rated metric in RATED_EVENTS order. */
  days: { day: string; metrics: MetricFigures[] }[];
  overall: MetricFigures[];
  slowestPages: { path: string; pageType: string; metrics: MetricFigures[] }[];
  thresholds: ({ event: RatedEvent } & Threshold)[];
}

const none = (event: RatedEvent): MetricFigures => ({
  event,
  count: 0,
  p75: 0,
  good: 0,
  needsImprovement: 0,
  poor: 0,
});

/** Every rated metric in order, from what was found (a metric without records counts 0). */
function everyMetric(found: MetricFigures[]): MetricFigures[] {
  const byEvent = new Map(found.map((figures) => [figures.event, figures]));
  return RATED_EVENTS.map((event) => {
    const figures = byEvent.get(event);
    if (!figures) return none(event);
    const { count, p75, good, needsImprovement, poor } = figures;
    return { event, count, p75: Number(p75), good, needsImprovement, poor };
  });
}

/** Pages in the order found (slowest LCP first), each with every metric. */
function pagesOf(found: PageFigures[]) {
  const pages = new Map<string, { path: string; pageType: string; found: MetricFigures[] }>();
  for (const figures of found) {
    const key = JSON.stringify([figures.path, figures.pageType]);
    let page = pages.get(key);
    if (!page) {
      page = { path: figures.path, pageType: figures.pageType, found: [] };
      pages.set(key, page);
    }
    page.found.push(figures);
  }
  return [...pages.values()].map(({ path, pageType, found: metrics }) => ({
    path,
    pageType,
    metrics: everyMetric(metrics),
  }));
}

/** p75 and rating counts per day and over the range, the slowest pages, and the thresholds they use. */
export async function getVitalsSummary(
  context: PerformanceContext,
  request: VitalsSummaryRequest,
): Promise<VitalsSummary> {
  const range = localDays(request.fromDay, request.toDay, request.timeZone);
  const filter: VitalsFilter = {
    path: pathFilter(request.filter.path),
    pageType: pageTypeFilter(request.filter.pageType),
    deviceClass: request.filter.deviceClass,
  };
  const limit = countAsked(request.slowestPagesLimit, 'slowest_pages_limit', { default: 10, max: 50 });
  const [byDay, pages] = await Promise.all([
    figuresByDay(context.db, range.bounds, filter),
    slowestPageFigures(context.db, range.bounds, filter, limit),
  ]);
  const onDay = new Map<number | null, MetricFigures[]>();
  for (const figures of byDay) onDay.set(figures.day, [...(onDay.get(figures.day) ?? []), figures]);
  return {
    timeZone: range.timeZone,
    days: range.days.map((day, index) => ({ day, metrics: everyMetric(onDay.get(index) ?? []) })),
    overall: everyMetric(onDay.get(null) ?? []),
    slowestPages: pagesOf(pages),
    thresholds: RATED_EVENTS.map((event) => ({ event, ...THRESHOLDS[event] })),
  };
}
