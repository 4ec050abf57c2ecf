import { field } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { DAY_MS } from './calendar';
import { toEpochMs } from './epoch';

/**
 * `{.same-day?}`: the current node's startDate and endDate fall on the same UTC calendar day
 * (the published engine compares UTC days whatever the website's zone).
 */
export const sameDay: Predicate = {
  test(ctx) {
    const node = ctx.node();
    const start = toEpochMs(field(node, 'startDate'));
    const end = toEpochMs(field(node, 'endDate'));
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      ctx.error('engine', 'same-day?: startDate and endDate must be instants');
      return false;
    }
    return Math.floor(start / DAY_MS) === Math.floor(end / DAY_MS);
  },
};
