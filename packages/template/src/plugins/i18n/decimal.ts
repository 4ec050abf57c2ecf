import type { Formatter } from '../../plugin';
import { readDecimal } from '../shared/decimal-text';
import { localeOf } from '../shared/locale';
import { DecimalPlan, formatDecimal, planDecimal } from './number-format';
import { parseDecimalArgs } from './number-spec';

/** `{n|decimal style:percent maxFrac:1}`: a localized number; '' when the value is not one. */
export const decimal: Formatter = {
  prepare: (args) => planDecimal(parseDecimalArgs(args)),
  apply(ctx, args, vars, prepared) {
    const plan = (prepared as DecimalPlan | undefined) ?? planDecimal(parseDecimalArgs(args));
    const locale = localeOf(ctx);
    const value = readDecimal(vars[0].value);
    vars[0].value = locale === null || value === undefined ? '' : formatDecimal(plan, locale, value);
  },
};
