import { withSpec, type Formatter } from '../../plugin';
import { localeOf } from '../shared/locale';

/**
 * A formatter that prints a number-like value in the locale's format, by a plan made from its
 * arguments; '' when the value does not read as one (`read` gives undefined) or without locale data.
 */
export function localizedNumber<Plan, Value>(
  plan: (args: string[]) => Plan,
  read: (value: unknown) => Value | undefined,
  format: (plan: Plan, locale: string, value: Value) => string,
): Formatter {
  return withSpec(plan, (ctx, planned, vars) => {
    const locale = localeOf(ctx);
    const value = read(vars[0].value);
    vars[0].value = locale === null || value === undefined ? '' : format(planned, locale, value);
  });
}
