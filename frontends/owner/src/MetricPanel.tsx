import type { MetricSummaryJson } from '@storefront/contracts';
import { DistributionBar } from './DistributionBar';
import { P75Chart } from './P75Chart';
import type { P75Series } from './p75-series';
import { metricTitle } from './performance-wording';
import { RatedValue } from './RatedValue';

/** One rated metric over the range: its p75 and rating, how its records split, and its p75 by day. */
export function MetricPanel({ overall, series }: { overall: MetricSummaryJson; series: P75Series }) {
  const headingId = `vitals-metric-${overall.metric}`;
  return (
    <section className="vitals-metric" data-metric={overall.metric} aria-labelledby={headingId}>
      <h3 id={headingId}>{metricTitle(overall.metric)}</h3>
      <p className="vitals-p75">
        p75 <RatedValue metric={overall.metric} value={overall.p75} count={overall.count} />
        <span className="vitals-count">
          {' '}
          · {overall.count} {overall.count === 1 ? 'record' : 'records'}
        </span>
      </p>
      {overall.count > 0 ? <DistributionBar summary={overall} /> : null}
      <P75Chart series={series} />
    </section>
  );
}
