import type { Formatter } from '../../plugin';
import { localeOf } from '../shared/locale';
import { readMoney } from './amounts';
import { formatMoney, MoneyPlan, planMoney } from './number-format';
import { parseMoneyArgs } from './number-spec';

/**
 * `{price|money style:short}`: a money object ({decimalValue, currencyCode} or {value, currency},
 * amounts taken as written) in the locale's currency format; '' for anything else.
 */
export const money: Formatter = {
  prepare: (args) => planMoney(parseMoneyArgs(args)),
  apply(ctx, args, vars, prepared) {
    const plan = (prepared as MoneyPlan | undefined) ?? planMoney(parseMoneyArgs(args));
    const locale = localeOf(ctx);
    const m = readMoney(vars[0].value);
    vars[0].value = locale === null || m === undefined ? '' : formatMoney(plan, locale, m.amount, m.currency);
  },
};
