/**
 * Arguments of `decimal` and `money` (and of `{0 decimal ...}` / `{0 currency ...}` in messages),
 * read once at compile time:
 *   style:decimal|percent|percent-scaled|permille|permille-scaled|short|long|scientific  (decimal)
 *   style:symbol|short|name|code|accounting                                        (money)
 *   group | grouping | no-group | group:false
 *   minimumIntegerDigits|minInt, minimumFractionDigits|minFrac, maximumFractionDigits|maxFrac,
 *   minimumSignificantDigits|minSig, maximumSignificantDigits|maxSig   (0-50)
 *   round:half-even|half-up|half-down|up|down|ceil|floor|truncate
 */
export type DecimalStyle =
  'decimal' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled' | 'short' | 'long' | 'scientific';
export type MoneyStyle = 'symbol' | 'short' | 'name' | 'code' | 'accounting';

export interface Digits {
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumSignificantDigits?: number;
  maximumSignificantDigits?: number;
}

export interface NumberSpec<S> {
  readonly style: S;
  readonly grouping: boolean;
  readonly digits: Digits;
  readonly roundingMode: string;
}

const DIGIT_KEYS: Record<string, keyof Digits> = {
  minimumIntegerDigits: 'minimumIntegerDigits',
  minInt: 'minimumIntegerDigits',
  minimumFractionDigits: 'minimumFractionDigits',
  minFrac: 'minimumFractionDigits',
  maximumFractionDigits: 'maximumFractionDigits',
  maxFrac: 'maximumFractionDigits',
  minimumSignificantDigits: 'minimumSignificantDigits',
  minSig: 'minimumSignificantDigits',
  maximumSignificantDigits: 'maximumSignificantDigits',
  maxSig: 'maximumSignificantDigits',
};

const ROUNDING: Record<string, string> = {
  'half-even': 'halfEven',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceil: 'ceil',
  ceiling: 'ceil',
  floor: 'floor',
};

/** Spec §9: number format digit limits clamp to 0-50; text that is not a number counts as 0. */
const digitLimit = (value: string): number => {
  const n = Math.trunc(Number(value));
  return Number.isNaN(n) ? 0 : Math.max(0, Math.min(50, n));
};

const DECIMAL_STYLES: readonly string[] = [
  'decimal',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
  'short',
  'long',
  'scientific',
];
const MONEY_STYLES: readonly string[] = ['symbol', 'short', 'name', 'code', 'accounting'];

function parse<S extends string>(args: readonly string[], styles: readonly string[], fallback: S): NumberSpec<S> {
  let style = fallback;
  let grouping = true;
  let roundingMode = 'halfEven';
  const digits: Digits = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    if (key === 'style') {
      if (styles.includes(value)) style = value as S;
    } else if (key === 'group' || key === 'grouping') {
      grouping = value !== 'false';
    } else if (key === 'no-group') {
      grouping = false;
    } else if (key === 'round') {
      roundingMode = Object.hasOwn(ROUNDING, value) ? ROUNDING[value] : 'halfEven';
    } else if (Object.hasOwn(DIGIT_KEYS, key) && colon >= 0) {
      digits[DIGIT_KEYS[key]] = digitLimit(value);
    }
  }
  return { style, grouping, digits, roundingMode };
}

export const parseDecimalArgs = (args: readonly string[]): NumberSpec<DecimalStyle> =>
  parse<DecimalStyle>(args, DECIMAL_STYLES, 'decimal');

export const parseMoneyArgs = (args: readonly string[]): NumberSpec<MoneyStyle> =>
  parse<MoneyStyle>(args, MONEY_STYLES, 'symbol');

/**
 * Intl options for the digit settings: a maximum of significant digits is also their minimum
 * (unless one is given, or the style is compact), and a minimum of fraction digits never
 * exceeds the maximum.
 * `fractionFloor` is the least number of fraction digits shown by default (a currency's digits);
 * compact styles show no more fraction digits than asked for.
 */
export function digitOptions(d: Digits, fractionFloor: number, compact: boolean): Intl.NumberFormatOptions {
  const o: Intl.NumberFormatOptions = {};
  if (d.minimumIntegerDigits !== undefined) o.minimumIntegerDigits = Math.max(1, Math.min(21, d.minimumIntegerDigits));
  if (d.maximumSignificantDigits !== undefined || d.minimumSignificantDigits !== undefined) {
    const max = Math.max(1, Math.min(21, d.maximumSignificantDigits ?? 21));
    o.maximumSignificantDigits = max;
    o.minimumSignificantDigits = Math.max(1, Math.min(max, d.minimumSignificantDigits ?? (compact ? 1 : max)));
  } else if (d.maximumFractionDigits !== undefined) {
    o.maximumFractionDigits = d.maximumFractionDigits;
    o.minimumFractionDigits = Math.min(d.maximumFractionDigits, d.minimumFractionDigits ?? fractionFloor);
  } else if (d.minimumFractionDigits !== undefined) {
    o.minimumFractionDigits = d.minimumFractionDigits;
    if (compact) o.maximumFractionDigits = d.minimumFractionDigits;
  }
  return o;
}
