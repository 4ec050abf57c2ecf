import { useMemo, useState } from 'react';
import { RATED_EVENTS, type RatedEvent } from '@storefront/performance-rules';
import { ErrorGroupsSection } from './ErrorGroupsSection';
import { MetricPanel } from './MetricPanel';
import type { VitalsQuery, VitalsSummary } from './owner-api';
import { p75Series } from './p75-series';
import { NO_RECORDS } from './performance-wording';
import type { SignedInScreenProps } from './screen-props';
import { RangeAnswerState } from './RangeAnswerState';
import { SlowestPagesTable } from './SlowestPagesTable';
import { useDayRange } from './use-day-range';
import { useVitals } from './use-vitals';
import { VitalsFilters } from './VitalsFilters';

/** Nothing asked: the gateway answers the last 7 days of the site's time zone, unfiltered. */
const firstQuery: VitalsQuery = { from: '', to: '', pageType: '', device: '' };

const overallOf = (summary: VitalsSummary, metric: RatedEvent) =>
  summary.overall.find((one) => one.metric === metric) ?? {
    metric,
    count: 0,
    p75: 0,
    good: 0,
    needsImprovement: 0,
    poor: 0,
  };

/**
 * /config/web-vitals: how fast the store is for real visitors (p75, rating shares and p75 by day
 * per metric, the slowest pages) and the JavaScript errors they met, for a range of days.
 */
export function WebVitalsScreen(_props: SignedInScreenProps) {
  const [query, setQuery] = useState(firstQuery);
  const vitals = useVitals(query);
  const { answer: summary } = vitals;
  const range = useDayRange(query, summary, ({ from, to }) => setQuery((before) => ({ ...before, from, to })));
  const series = useMemo(() => (summary ? RATED_EVENTS.map((metric) => p75Series(summary, metric)) : []), [summary]);

  const hasRecords = summary?.overall.some(({ count }) => count > 0) ?? false;

  return (
    <div className="owner-web-vitals" aria-busy={vitals.loading}>
      <VitalsFilters
        from={range.shown.from}
        to={range.shown.to}
        pageType={query.pageType}
        device={query.device}
        rangeProblem={range.problem}
        onRange={range.change}
        onPageType={(pageType) => setQuery((before) => ({ ...before, pageType }))}
        onDevice={(device) => setQuery((before) => ({ ...before, device }))}
      />
      <RangeAnswerState loaded={vitals} prefix="vitals" />
      {summary && !vitals.problem ? (
        <>
          {hasRecords ? (
            <>
              <section className="vitals-metrics" aria-labelledby="vitals-metrics-heading">
                <h2 id="vitals-metrics-heading">Metrics at the 75th percentile</h2>
                {series.map((one) => (
                  <MetricPanel key={one.metric} overall={overallOf(summary, one.metric)} series={one} />
                ))}
              </section>
              <section className="vitals-slowest" aria-labelledby="vitals-slowest-heading">
                <h2 id="vitals-slowest-heading">Slowest pages</h2>
                {summary.slowestPages.length > 0 ? (
                  <SlowestPagesTable pages={summary.slowestPages} />
                ) : (
                  <p>{NO_RECORDS}</p>
                )}
              </section>
            </>
          ) : (
            <p className="vitals-empty">{NO_RECORDS}</p>
          )}
        </>
      ) : null}
      <ErrorGroupsSection key={`${query.from}/${query.to}`} range={query} />
    </div>
  );
}
