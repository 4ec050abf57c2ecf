import type { VitalsSummaryJson } from '@storefront/contracts';
import type { RatedEvent, Threshold } from '@storefront/performance-rules';

/** One metric's p75 per day of the range; `p75` is null on a day without records, which the chart leaves as a gap. */
export interface P75Series {
  metric: RatedEvent;
  days: { day: string; p75: number | null; count: number }[];
  /** From the answer, so the bands are the ones the service rated by. */
  threshold: Threshold | null;
}

export function p75Series(summary: VitalsSummaryJson, metric: RatedEvent): P75Series {
  const threshold = summary.thresholds.find((one) => one.metric === metric);
  return {
    metric,
    days: summary.days.map(({ day, metrics }) => {
      const found = metrics.find((one) => one.metric === metric);
      const count = found?.count ?? 0;
      return { day, p75: found && count > 0 ? found.p75 : null, count };
    }),
    threshold: threshold ? { good: threshold.good, poor: threshold.poor } : null,
  };
}
