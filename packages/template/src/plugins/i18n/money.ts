import { readMoney } from './amounts';
import { localizedNumber } from './localized-number';
import { formatMoney, planMoney } from './number-format';
import { parseMoneyArgs } from './number-spec';

/**
 * `{price|money style:short}`: a money object ({decimalValue, currencyCode} or {value, currency},
 * amounts taken as written) in the locale's currency format; '' for anything else.
 */
export const money = localizedNumber(
  (args) => planMoney(parseMoneyArgs(args)),
  readMoney,
  (plan, locale, { amount, currency }) => formatMoney(plan, locale, amount, currency),
);
