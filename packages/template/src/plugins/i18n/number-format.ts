import { isKnownCurrency, STAND_IN_CURRENCY } from '../shared/currencies';
import { DecimalText, intlInput } from '../shared/decimal-text';
import { numberFormat, optionsKey } from '../shared/intl-cache';
import { DecimalStyle, digitOptions, MoneyStyle, NumberSpec } from './number-spec';

/**
 * Localized numbers and amounts of money through Intl.NumberFormat, fed exact decimal text so
 * that no digit is lost. Rounding is half-even unless asked otherwise, and a value that rounds to
 * zero prints without a minus sign.
 */

export interface DecimalPlan {
  readonly options: Intl.NumberFormatOptions;
  readonly key: string;
  /** power of ten applied to the value before Intl sees it */
  readonly shift: number;
  readonly permille: boolean;
  readonly scientific: boolean;
  /** minimumIntegerDigits:0 prints ".5" for 0.5 */
  readonly noZeroInteger: boolean;
}

const PERMILLE = '\u2030';

/**
 * Grouping as CLDR does it: plain numbers keep the locale's minimum grouping digits (Polish and
 * Spanish print "1234,5" but "12 345,5"), which Intl calls 'auto'; compact numbers ("1.234 $")
 * always group, where Intl's 'auto' would not.
 */
const grouping = (on: boolean, compact: boolean): Intl.NumberFormatOptions['useGrouping'] =>
  (on && !compact ? 'auto' : on) as unknown as Intl.NumberFormatOptions['useGrouping'];

/**
 * Intl.NumberFormat v3 settings (Node 20, current browsers) missing from the ES2022 typings:
 * the rounding mode, and no minus sign on a value that rounds to zero.
 */
function withRounding(o: Intl.NumberFormatOptions, roundingMode: string): Intl.NumberFormatOptions {
  return Object.assign(o, { signDisplay: 'negative', roundingMode });
}

export function planDecimal(spec: NumberSpec<DecimalStyle>): DecimalPlan {
  const style = spec.style;
  const compact = style === 'short' || style === 'long';
  const o = withRounding(
    { useGrouping: grouping(spec.grouping, compact), ...digitOptions(spec.digits, 0, compact) },
    spec.roundingMode,
  );
  let shift = 0;
  if (style === 'percent' || style === 'percent-scaled' || style === 'permille' || style === 'permille-scaled') {
    o.style = 'percent';
    // Intl multiplies percents by 100: adjust so that the printed number is what each style means
    shift = style === 'percent' ? 0 : style === 'permille' ? 1 : -2;
  } else if (compact) {
    o.notation = 'compact';
    o.compactDisplay = style;
  } else if (style === 'scientific') {
    o.notation = 'scientific';
    if (o.maximumFractionDigits === undefined && o.maximumSignificantDigits === undefined) {
      o.maximumFractionDigits = Math.max(0, o.minimumFractionDigits ?? 0);
    }
    if (o.maximumSignificantDigits !== undefined) o.minimumSignificantDigits = 1;
  }
  return {
    options: o,
    key: optionsKey(o),
    shift,
    permille: style === 'permille' || style === 'permille-scaled',
    scientific: style === 'scientific',
    noZeroInteger: spec.digits.minimumIntegerDigits === 0,
  };
}

export function formatDecimal(plan: DecimalPlan, locale: string, value: DecimalText): string {
  const nf = numberFormat(locale, plan.key, () => plan.options);
  const input = intlInput(value, plan.shift) as unknown as number;
  if (!plan.permille && !plan.scientific && !plan.noZeroInteger) return nf.format(input);
  let text = '';
  const parts = nf.formatToParts(input);
  const hasFraction = parts.some((p) => p.type === 'decimal');
  for (const p of parts) {
    switch (p.type) {
      case 'percentSign':
        text += plan.permille ? PERMILLE : p.value;
        break;
      case 'exponentSeparator':
        text += 'E';
        break;
      case 'exponentMinusSign':
        text += '-';
        break;
      case 'exponentInteger':
        text += (text.endsWith('-') ? '' : '+') + p.value;
        break;
      case 'integer':
        if (!(plan.noZeroInteger && hasFraction && p.value === '0')) text += p.value;
        break;
      default:
        text += p.value;
    }
  }
  // "2E+0" reads as plain "2"
  return plan.scientific ? text.replace(/E\+0$/, '') : text;
}

export interface MoneyPlan {
  readonly spec: NumberSpec<MoneyStyle>;
  readonly key: string;
}

export function planMoney(spec: NumberSpec<MoneyStyle>): MoneyPlan {
  return { spec, key: optionsKey(spec) };
}

/** Bounded: codes from data that Intl does not know never get here. */
const currencyDigits = new Map<string, number>();

/** The currency's usual fraction digits (2, or 0 for JPY). */
function digitsOf(currency: string): number {
  let n = currencyDigits.get(currency);
  if (n === undefined) {
    n = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    currencyDigits.set(currency, n);
  }
  return n;
}

/**
 * An amount in a currency. Unknown currency codes print without a symbol; style:code prints
 * the code where the long form puts the currency's name ("123,456.79 USD", "123,456.79USD" in
 * Japanese).
 */
export function formatMoney(plan: MoneyPlan, locale: string, amount: DecimalText, code: string): string {
  const known = isKnownCurrency(code);
  const currency = known ? code : STAND_IN_CURRENCY;
  const { spec } = plan;
  const nf = numberFormat(locale, plan.key + currency, () => {
    const o = withRounding(
      {
        style: 'currency',
        currency,
        useGrouping: grouping(spec.grouping, spec.style === 'short'),
        ...digitOptions(spec.digits, digitsOf(currency), spec.style === 'short'),
      },
      spec.roundingMode,
    );
    if (spec.style === 'short') o.notation = 'compact';
    else if (spec.style === 'name' || spec.style === 'code') o.currencyDisplay = 'name';
    else if (spec.style === 'accounting') o.currencySign = 'accounting';
    return o;
  });
  const input = intlInput(amount) as unknown as number;
  if (known && spec.style !== 'code') return nf.format(input);
  let text = '';
  for (const p of nf.formatToParts(input)) {
    if (p.type === 'currency') text += spec.style === 'code' ? code : '';
    else text += p.value;
  }
  return text;
}
