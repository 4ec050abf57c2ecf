import type { Formatter } from '../../plugin';
import { toEpochMs } from './epoch';
import { supportedInstant } from './supported-instant';

/**
 * `{t|timesince}`: a fixed English "about N units ago" inside a span that keeps the instant, so
 * that scripts can refresh it client-side. Future instants read as "less than a minute ago".
 */
const UNITS: readonly [ms: number, one: string, many: string][] = [
  [365 * 86_400_000, 'a year', 'years'],
  [30 * 86_400_000, 'a month', 'months'],
  [7 * 86_400_000, 'a week', 'weeks'],
  [86_400_000, 'a day', 'days'],
  [3_600_000, 'an hour', 'hours'],
  [60_000, 'a minute', 'minutes'],
];

const INVALID_DATE = 'Invalid date.';

function timeSinceText(ms: number, now: number): string {
  const elapsed = now - ms;
  for (const [size, one, many] of UNITS) {
    const n = Math.floor(elapsed / size);
    if (n >= 1) return n === 1 ? `about ${one} ago` : `about ${n} ${many} ago`;
  }
  return 'less than a minute ago';
}

export const timesince: Formatter = {
  apply(ctx, _args, vars) {
    const ms = toEpochMs(vars[0].value);
    if (!Number.isFinite(ms) || ctx.locale === null) {
      vars[0].value = INVALID_DATE;
      return;
    }
    const since = timeSinceText(supportedInstant(ctx, ms, ctx.timeZone()), ctx.now);
    vars[0].value = `<span class="timesince" data-date="${ms}">${since}</span>`;
  },
};
