import type { PluginFamily } from '../../plugin';
import { date } from './date';
import { humanizeDurationFormatter } from './humanize-duration';
import { sameDay } from './same-day';
import { timesince } from './timesince';

export const family: PluginFamily = {
  formatters: {
    date,
    humanizeDuration: humanizeDurationFormatter,
    timesince,
  },
  predicates: {
    'same-day?': sameDay,
  },
};
