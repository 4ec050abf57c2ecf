/**
 * Price arithmetic on exact decimal amounts. Prices arrive as decimal strings ("1.005") and the
 * legacy price formatters print them in cents ("100.5"); binary floating point would print
 * 100.49999999999999, so amounts are kept as digit strings. Amounts are read as every family
 * reads them (shared/decimal-text) and normalized here for ranking, shifting and rounding.
 */
import { DecimalText, parseDecimal as parseDecimalText, readDecimal as readDecimalText } from '../shared/decimal-text';

export interface Decimal {
  readonly negative: boolean;
  /** significant digits without leading zeros; "0" for zero */
  readonly digits: string;
  /** value = digits x 10^exponent */
  readonly exponent: number;
}

export const ZERO: Decimal = { negative: false, digits: '0', exponent: 0 };

/** Parse decimal text; null when it is not a number (no surrounding spaces, no hex, no Infinity). */
export function parseDecimal(text: string): Decimal | null {
  return normalized(parseDecimalText(text));
}

/** Read a JSON value holding an amount (number or decimal string); null for anything else. */
export function readDecimal(value: unknown): Decimal | null {
  return normalized(readDecimalText(value));
}

/** Trailing zeros move into the exponent so that "100.00" and "100" rank and print alike. */
function normalized(d: DecimalText | undefined): Decimal | null {
  if (d === undefined) return null;
  let end = d.digits.length;
  let exponent = -d.scale;
  while (end > 1 && d.digits.charCodeAt(end - 1) === 48 /* 0 */) {
    end--;
    exponent++;
  }
  const digits = d.digits.slice(0, end);
  return { negative: d.negative, digits, exponent: digits === '0' ? 0 : exponent };
}

/**
 * Order two amounts the way the storefront ranks prices: by sign, then by the number of digits
 * before the point, then digit by digit. Zero counts as having one such digit, so it ranks above
 * every positive amount below 1 (a free variant is the "highest" price next to one at 0.50);
 * matching that keeps normal and from prices identical to the storefront's.
 */
export function compareAmounts(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const byMagnitude = rankMagnitude(a, b);
  return a.negative ? -byMagnitude : byMagnitude;
}

function rankMagnitude(a: Decimal, b: Decimal): number {
  const ma = a.digits === '0' ? 1 : a.digits.length + a.exponent;
  const mb = b.digits === '0' ? 1 : b.digits.length + b.exponent;
  if (ma !== mb) return ma < mb ? -1 : 1;
  return a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0;
}

/** The amount as exact decimal text, the form locale formatting reads. */
export function toDecimalText(d: Decimal): DecimalText {
  if (d.exponent < 0) return { negative: d.negative, digits: d.digits, scale: -d.exponent };
  return { negative: d.negative, digits: d.digits === '0' ? '0' : d.digits + '0'.repeat(d.exponent), scale: 0 };
}

/** Multiply by a power of ten (100 turns major units into cents). */
export function shift(d: Decimal, places: number): Decimal {
  if (d.digits === '0') return d;
  return { negative: d.negative, digits: d.digits, exponent: d.exponent + places };
}

/** Plain notation, never exponential; negative zero keeps its sign ("-0") as the data had it. */
export function toPlainString(d: Decimal): string {
  const sign = d.negative ? '-' : '';
  if (d.exponent >= 0) return sign + d.digits + (d.digits === '0' ? '' : '0'.repeat(d.exponent));
  const point = d.digits.length + d.exponent;
  if (point > 0) return `${sign}${d.digits.slice(0, point)}.${d.digits.slice(point)}`;
  return `${sign}0.${'0'.repeat(-point)}${d.digits}`;
}

/**
 * Round to a fixed number of fraction digits, half away from zero (0.125 -> 0.13, -0.125 -> -0.13),
 * and return the integer and fraction digit strings.
 */
export function roundHalfUp(
  d: Decimal,
  fractionDigits: number,
): { negative: boolean; whole: string; fraction: string } {
  // all digits of the value scaled by 10^fractionDigits, split at the point
  const scaledExp = d.exponent + fractionDigits;
  let intDigits: string;
  let roundUp = false;
  if (scaledExp >= 0) {
    intDigits = d.digits === '0' ? '0' : d.digits + '0'.repeat(scaledExp);
  } else {
    const point = d.digits.length + scaledExp;
    intDigits = point > 0 ? d.digits.slice(0, point) : '0';
    const firstDropped = point >= 0 ? d.digits.charCodeAt(point) : 48;
    roundUp = firstDropped >= 53; /* '5' */
  }
  if (roundUp) intDigits = incrementDigits(intDigits);
  if (intDigits.length <= fractionDigits) intDigits = '0'.repeat(fractionDigits - intDigits.length + 1) + intDigits;
  const cut = intDigits.length - fractionDigits;
  return { negative: d.negative, whole: intDigits.slice(0, cut), fraction: intDigits.slice(cut) };
}

function incrementDigits(s: string): string {
  const chars = s.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String.fromCharCode(chars[i].charCodeAt(0) + 1);
      return chars.join('');
    }
  }
  return '1' + chars.join('');
}

/** Insert a separator every three digits from the right. */
export function groupThousands(whole: string, separator: string): string {
  if (whole.length <= 3) return whole;
  let out = '';
  let first = whole.length % 3 || 3;
  out = whole.slice(0, first);
  for (; first < whole.length; first += 3) out += separator + whole.slice(first, first + 3);
  return out;
}
