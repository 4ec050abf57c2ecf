import type { RangeAnswer } from './use-range-answer';
import { shownDay } from './performance-wording';

/**
 * How the answer of an owner page's range stands: 'Loading…' said politely while it is read, the
 * failure with 'Try again' in an alert, and once answered the days it covers in the site's time zone.
 */
export function RangeAnswerState<T extends { from: string; to: string; timeZone: string }>({
  loaded,
  prefix,
}: {
  loaded: RangeAnswer<T>;
  /** The page's class prefix (`vitals`, `analytics`). */
  prefix: string;
}) {
  const { answer, loading, problem, retry } = loaded;
  return (
    <>
      <p className={`${prefix}-loading`} role="status">
        {loading ? 'Loading…' : ''}
      </p>
      {problem ? (
        <div className={`${prefix}-load-error`} role="alert">
          <p>{problem}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : answer ? (
        <p className={`${prefix}-range`}>
          {shownDay(answer.from)} to {shownDay(answer.to)}, days in {answer.timeZone}
        </p>
      ) : null}
    </>
  );
}
