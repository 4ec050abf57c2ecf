import type { Context } from '../../exec/context';
import { withSpec } from '../../plugin';
import { toEpochMs } from '../date/epoch';
import { supportedInstant } from '../date/supported-instant';
import { localeOf } from '../shared/locale';
import { formatDateTime } from './datetime-format';
import { DateTimeSpec, parseDateTimeArgs } from './datetime-spec';

/**
 * Localized text of an instant for `datetime` (and `{0 datetime}` in messages): '' when the value
 * is not an instant or there is no locale data. Instants outside the supported calendar are an
 * error; they print as the nearest supported day.
 */
export function localizedDateTime(ctx: Context, spec: DateTimeSpec, value: unknown): string {
  const locale = localeOf(ctx);
  const ms = toEpochMs(value);
  if (locale === null || Number.isNaN(ms)) return '';
  const zone = ctx.timeZone();
  return formatDateTime(spec, locale, zone, supportedInstant(ctx, ms, zone));
}

export const datetime = withSpec(parseDateTimeArgs, (ctx, spec, vars) => {
  vars[0].value = localizedDateTime(ctx, spec, vars[0].value);
});
