import type { MetricSummaryJson } from '@storefront/contracts';
import type { Rating } from '@storefront/performance-rules';
import { ratingColours, ratingLabels } from './performance-wording';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** The good / needs-improvement / poor shares of a metric's records: a bar to see, the same as words to read. */
export function DistributionBar({ summary }: { summary: MetricSummaryJson }) {
  const shares: { rating: Rating; count: number }[] = [
    { rating: 'good', count: summary.good },
    { rating: 'needs-improvement', count: summary.needsImprovement },
    { rating: 'poor', count: summary.poor },
  ];
  const share = (count: number) => (summary.count === 0 ? 0 : count / summary.count);
  return (
    <div className="vitals-distribution">
      <div aria-hidden="true" style={{ display: 'flex', height: '0.75rem', borderRadius: 4, overflow: 'hidden' }}>
        {shares.map(({ rating, count }) => (
          <span key={rating} style={{ width: `${share(count) * 100}%`, background: ratingColours[rating] }} />
        ))}
      </div>
      <ul
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem', listStyle: 'none', padding: 0, margin: '0.25rem 0' }}
      >
        {shares.map(({ rating, count }) => (
          <li key={rating} data-rating={rating}>
            {ratingLabels[rating]} {percent.format(share(count))} ({count})
          </li>
        ))}
      </ul>
    </div>
  );
}
