import { localDays } from '@storefront/service-kit';
import { funnelOf, type FunnelStep } from '../domain/funnel';
import { figuresByDay, NO_FIGURES, rangeLists, type DayFigures, type RangeLists } from '../store/analytics';
import { countRangeDistinct } from '../store/range-distinct';
import type { CensusContext } from './census-context';

/** Top pages, products, referrers and devices listed at most. */
export const TOP_LIMIT = 10;

export interface AnalyticsRequest {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

export type Figures = Omit<DayFigures, 'day'>;

export interface Analytics extends Omit<RangeLists, 'steps'> {
  timeZone: string;
  fromDay: string;
  toDay: string;
  totals: Figures;
  days: { day: string; figures: Figures }[];
  funnel: FunnelStep[];
}

function figuresOf(found: DayFigures | undefined): Figures {
  if (!found) return NO_FIGURES;
  const { day: _day, ...figures } = found;
  return figures;
}

/** Everything the owner's analytics page shows over a range of days in a zone, from the quarter-hour rollups. */
export async function getAnalytics(context: CensusContext, request: AnalyticsRequest): Promise<Analytics> {
  const range = localDays(request.fromDay, request.toDay, request.timeZone);
  // read once, used by both: the days' visits and visitors and the range's referrers, devices and funnel
  const distinct = countRangeDistinct(context.db, range.bounds);
  const [byDay, lists] = await Promise.all([
    figuresByDay(context.db, range.bounds, distinct),
    rangeLists(context.db, range.bounds, TOP_LIMIT, distinct),
  ]);
  const onDay = new Map(byDay.map((figures) => [figures.day, figures]));
  const { steps, ...tops } = lists;
  return {
    timeZone: range.timeZone,
    fromDay: range.from,
    toDay: range.to,
    totals: figuresOf(onDay.get(null)),
    days: range.days.map((day, index) => ({ day, figures: figuresOf(onDay.get(index)) })),
    ...tops,
    funnel: funnelOf(steps),
  };
}
