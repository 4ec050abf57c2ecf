/**
 * Locale number formatters of the commerce family: `bookkeeper-money-format` (legacy cents in
 * the locale's currency) and `percentage-format`. Both need locale data and print nothing
 * without it. `money-format`, `moneyFormat` and `money-string` are retired names that leave
 * their value unchanged, so templates using them still compile.
 */
import type { Formatter } from '../../plugin';
import { mapValue } from '../../plugin';
import { Decimal, ZERO, parseDecimal, decimalFromNumber, shift, toPlainString } from './decimal';
import { currencyForLocale } from './locale-currency';
import { formatCurrency } from './money';

/** An amount from a JSON number or strict decimal text; zero for anything else. */
function readAmount(value: unknown): Decimal {
  const d =
    typeof value === 'number' ? decimalFromNumber(value) : typeof value === 'string' ? parseDecimal(value) : null;
  return d ?? ZERO;
}

export const bookkeeperMoneyFormat: Formatter = mapValue((cents, _args, ctx) => {
  const locale = ctx.locale;
  if (locale === null) return '';
  return formatCurrency(locale, { amount: shift(readAmount(cents), -2), currency: currencyForLocale(locale) });
});

interface NumberFormatOptionsV3 extends Intl.NumberFormatOptions {
  roundingMode?: 'halfEven';
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Two to three fraction digits, or up to three with `trim`; cached per locale. */
function percentFormat(locale: string, trim: boolean): Intl.NumberFormat {
  const key = `${trim ? 't' : 'f'}${locale}`;
  let f = percentFormats.get(key);
  if (f === undefined) {
    const options: NumberFormatOptionsV3 = {
      minimumFractionDigits: trim ? 0 : 2,
      maximumFractionDigits: 3,
      roundingMode: 'halfEven',
    };
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat('en', options);
    }
    percentFormats.set(key, f);
  }
  return f;
}

export const percentageFormat: Formatter = {
  prepare: (args) => args[0] === 'trim',
  apply(ctx, _args, vars, prepared) {
    const locale = ctx.locale;
    if (locale === null) {
      vars[0].value = '';
      return;
    }
    const amount = readAmount(vars[0].value);
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
