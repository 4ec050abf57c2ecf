import { rate, type RatedEvent } from '@storefront/performance-rules';
import { ratingColours, ratingLabels, shownValue } from './performance-wording';

/** A p75 with its rating in words and colour; '—' when no record was counted. */
export function RatedValue({ metric, value, count }: { metric: RatedEvent; value: number; count: number }) {
  if (count === 0) return <span className="vitals-no-data">—</span>;
  const rating = rate(metric, value);
  return (
    <span className="vitals-rated" data-rating={rating} style={{ color: ratingColours[rating] }}>
      {shownValue(metric, value)} <span className="vitals-rating">({ratingLabels[rating]})</span>
    </span>
  );
}
