import { useMemo, useState } from 'react';
import { RATED_EVENTS, type RatedEvent } from '@storefront/performance-rules';
import { ErrorGroupsSection } from './ErrorGroupsSection';
import { MetricPanel } from './MetricPanel';
import type { DayRange, VitalsQuery, VitalsSummary } from './owner-api';
import { p75Series } from './p75-series';
import { NO_RECORDS, shownDay } from './performance-wording';
import type { SignedInScreenProps } from './screen-props';
import { SlowestPagesTable } from './SlowestPagesTable';
import { useVitals } from './use-vitals';
import { VitalsFilters } from './VitalsFilters';

/** Nothing asked: the gateway answers the last 7 days of the site's time zone, unfiltered. */
const firstQuery: VitalsQuery = { from: '', to: '', pageType: '', device: '' };

function rangeProblemOf({ from, to }: DayRange): string {
  if (from === '' || to === '') return 'Choose a start and an end date.';
  // YYYY-MM-DD compares as text in date order
  return from > to ? 'The start date must be on or before the end date.' : '';
}

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
  // the range as typed; it is asked for only once it is a range
  const [typed, setTyped] = useState<DayRange | null>(null);
  const vitals = useVitals(query);
  const { summary } = vitals;
  const series = useMemo(() => (summary ? RATED_EVENTS.map((metric) => p75Series(summary, metric)) : []), [summary]);

  const shown = typed ?? { from: query.from || summary?.from || '', to: query.to || summary?.to || '' };
  const changeRange = (from: string, to: string) => {
    setTyped({ from, to });
    if (rangeProblemOf({ from, to }) === '') setQuery((before) => ({ ...before, from, to }));
  };
  const hasRecords = summary?.overall.some(({ count }) => count > 0) ?? false;

  return (
    <div className="owner-web-vitals" aria-busy={vitals.loading}>
      <VitalsFilters
        from={shown.from}
        to={shown.to}
        pageType={query.pageType}
        device={query.device}
        rangeProblem={typed ? rangeProblemOf(typed) : ''}
        onRange={changeRange}
        onPageType={(pageType) => setQuery((before) => ({ ...before, pageType }))}
        onDevice={(device) => setQuery((before) => ({ ...before, device }))}
      />
      <p className="vitals-loading" role="status">
        {vitals.loading ? 'Loading…' : ''}
      </p>
      {vitals.problem ? (
        <div className="vitals-load-error" role="alert">
          <p>{vitals.problem}</p>
          <button type="button" className="button" onClick={vitals.retry}>
            Try again
          </button>
        </div>
      ) : null}
      {summary && !vitals.problem ? (
        <>
          <p className="vitals-range">
            {shownDay(summary.from)} to {shownDay(summary.to)}, days in {summary.timeZone}
          </p>
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
