import type { PluginFamily } from '../../plugin';
import { datetime } from './datetime';
import { datetimeInterval } from './datetime-interval';
import { decimal } from './decimal';
import { format } from './format';
import { message } from './message/formatter';
import { money } from './money';
import { passthrough } from './passthrough';
import { relativeTimeFormatter } from './relative-time';
import { unitsMetric } from './units-metric';

export const family: PluginFamily = {
  formatters: {
    datetime,
    'datetime-interval': datetimeInterval,
    datetimefield: passthrough,
    decimal,
    format,
    'i18n-money-format': passthrough,
    message,
    money,
    plural: message,
    'relative-time': relativeTimeFormatter,
    unit: passthrough,
  },
  predicates: { 'units-metric?': unitsMetric },
};
