/**
 * Locale number formatters of the commerce family: `bookkeeper-money-format` (legacy cents in
 * the locale's currency) and `percentage-format`. Both need locale data and print nothing
 * without it. `money-format`, `moneyFormat` and `money-string` are retired names that leave
 * their value unchanged, so templates using them still compile.
 */
import type { Formatter } from '../../plugin';
import { mapValue } from '../../plugin';
import { numberFormat } from '../shared/intl-cache';
import { localeOf } from '../shared/locale';
import { ZERO, readDecimal, shift, toPlainString } from './decimal';
import { currencyForLocale } from './locale-currency';
import { formatCurrency } from './money';

export const bookkeeperMoneyFormat: Formatter = mapValue((cents, _args, ctx) => {
  const locale = localeOf(ctx);
  if (locale === null) return '';
  const amount = shift(readDecimal(cents) ?? ZERO, -2);
  return formatCurrency(locale, { amount, currency: currencyForLocale(locale) });
});

/** Two to three fraction digits, or up to three with `trim` (`roundingMode` is ES2023). */
function percentFormat(locale: string, trim: boolean): Intl.NumberFormat {
  return numberFormat(
    locale,
    trim ? 'store-percent-trim' : 'store-percent',
    () =>
      ({
        minimumFractionDigits: trim ? 0 : 2,
        maximumFractionDigits: 3,
        roundingMode: 'halfEven',
      }) as Intl.NumberFormatOptions,
  );
}

export const percentageFormat: Formatter = {
  prepare: (args) => args[0] === 'trim',
  apply(ctx, _args, vars, prepared) {
    const locale = localeOf(ctx);
    if (locale === null) {
      vars[0].value = '';
      return;
    }
    const amount = readDecimal(vars[0].value) ?? ZERO;
    // negative zero prints as plain zero
    const text = amount.digits === '0' ? '0' : toPlainString(amount);
    vars[0].value = percentFormat(locale, prepared === true).format(text as unknown as number);
  },
};

const unchanged: Formatter = { apply() {} };

export const retiredMoneyFormatters: Record<string, Formatter> = {
  'money-format': unchanged,
  moneyFormat: unchanged,
  'money-string': unchanged,
};
