import type { Context } from '../../exec/context';
import { withSpec } from '../../plugin';
import { toEpochMs } from '../date/epoch';
import { supportedInstant } from '../date/supported-instant';
import { numberFormat, optionsKey, relativeTimeFormat } from '../shared/intl-cache';
import { localeOf } from '../shared/locale';
import { applyContext, parseContext, TextContext } from './capitalize';
import { elapsedIn, largestUnit, periodBetween, Unit } from './time-period';

/**
 * `{t|relative-time}` (against now) and `{start, end|relative-time}`: "in 2 hours", "yesterday",
 * "3 weeks ago". The unit is the largest non-zero calendar field of the difference (weeks only
 * with allowWeeks:true), or the one named by field:UNIT; the amount is rounded half-even.
 * Options: numericOnly:true ("in 1 day" rather than "tomorrow"), width:short|narrow,
 * context:begin-sentence, and the decimal digit options (maximumFractionDigits:1, ...).
 */
interface RelativeTimeSpec {
  readonly allowWeeks: boolean;
  readonly field: Unit | undefined;
  readonly rtf: { readonly options: Intl.RelativeTimeFormatOptions; readonly key: string };
  /** how the amount is printed */
  readonly number: { readonly options: Intl.NumberFormatOptions; readonly key: string };
  /** the same rounding in plain digits, to read the rounded amount back */
  readonly rounding: { readonly options: Intl.NumberFormatOptions; readonly key: string };
  /** the amount needs printing by `number` rather than by Intl.RelativeTimeFormat itself */
  readonly customDigits: boolean;
  readonly context: TextContext;
}

const UNITS: readonly string[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

const DIGIT_OPTIONS: Record<string, keyof Intl.NumberFormatOptions> = {
  minimumFractionDigits: 'minimumFractionDigits',
  maximumFractionDigits: 'maximumFractionDigits',
  minimumIntegerDigits: 'minimumIntegerDigits',
};

function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeSpec {
  let allowWeeks = false;
  let field: Unit | undefined;
  let numeric: 'auto' | 'always' = 'auto';
  let style: 'long' | 'short' | 'narrow' = 'long';
  let context: TextContext = 'middle';
  const digits: Intl.NumberFormatOptions = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon < 0) continue;
    const key = arg.slice(0, colon);
    const value = arg.slice(colon + 1);
    if (key === 'allowWeeks') allowWeeks = value === 'true';
    else if (key === 'numericOnly') numeric = value === 'true' ? 'always' : 'auto';
    else if (key === 'width' && (value === 'short' || value === 'narrow' || value === 'wide'))
      style = value === 'wide' ? 'long' : value;
    else if (key === 'field' && UNITS.includes(value)) field = value as Unit;
    else if (key === 'context') context = parseContext(value);
    else if (Object.hasOwn(DIGIT_OPTIONS, key)) {
      const n = Number(value);
      if (Number.isInteger(n) && n >= 0 && n <= 20) (digits as Record<string, number>)[DIGIT_OPTIONS[key]] = n;
    }
  }
  const minimum = digits.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, digits.maximumFractionDigits ?? 0);
  const numberOptions: Intl.NumberFormatOptions = {
    ...digits,
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
    roundingMode: 'halfEven',
  } as Intl.NumberFormatOptions;
  const roundingOptions = {
    maximumFractionDigits: maximum,
    useGrouping: false,
    roundingMode: 'halfEven',
  } as Intl.NumberFormatOptions;
  const rtfOptions: Intl.RelativeTimeFormatOptions = { numeric, style };
  return {
    allowWeeks,
    field,
    rtf: { options: rtfOptions, key: optionsKey(rtfOptions) },
    number: { options: numberOptions, key: optionsKey(numberOptions) },
    rounding: { options: roundingOptions, key: optionsKey(roundingOptions) },
    // Intl.RelativeTimeFormat prints up to 3 fraction digits and never pads
    customDigits: minimum > 0 || maximum > 3 || digits.minimumIntegerDigits !== undefined,
    context,
  };
}

/** '' when an instant is missing or there is no locale data. */
function relativeTime(ctx: Context, spec: RelativeTimeSpec, startValue: unknown, endValue: unknown): string {
  const locale = localeOf(ctx);
  const start = toEpochMs(startValue);
  const end = toEpochMs(endValue);
  if (locale === null || Number.isNaN(start) || Number.isNaN(end)) return '';
  const zone = ctx.timeZone();
  const period = periodBetween(supportedInstant(ctx, start, zone), supportedInstant(ctx, end, zone));
  const unit = spec.field ?? largestUnit(period, spec.allowWeeks);
  const amount = elapsedIn(period, unit);
  const rounded = Number(numberFormat('en', spec.rounding.key, () => spec.rounding.options).format(amount));
  const rtf = relativeTimeFormat(locale, spec.rtf.key, () => spec.rtf.options);
  // -0 keeps the direction: "0 seconds ago"
  const signed = period.sign < 0 ? -rounded : rounded;
  let text: string;
  if (!spec.customDigits || rounded === 0) {
    text = rtf.format(signed, unit);
  } else {
    const nf = numberFormat(locale, spec.number.key, () => spec.number.options);
    text = withNumber(rtf.formatToParts(signed, unit), nf.format(amount));
  }
  return applyContext(text, spec.context, locale);
}

/** Swap the number Intl.RelativeTimeFormat printed for our own rendering of it. */
function withNumber(parts: readonly Intl.RelativeTimeFormatPart[], number: string): string {
  let text = '';
  let done = false;
  for (const p of parts) {
    if (p.type === 'literal') text += p.value;
    else if (!done) {
      text += number;
      done = true;
    }
  }
  return text;
}

export const relativeTimeFormatter = withSpec(parseRelativeTimeArgs, (ctx, spec, vars) => {
  vars[0].value =
    vars.length >= 2
      ? relativeTime(ctx, spec, vars[0].value, vars[1].value)
      : relativeTime(ctx, spec, ctx.now, vars[0].value);
});
