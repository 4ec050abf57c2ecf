/**
 * Exact decimal numbers as written in the data ("123456.7890", "1.50"): amounts keep their digits
 * and scale, so "1.50" stays "1.50" in a plural's `#`, formatting sees every digit, and prices
 * are never rounded through binary floating point. Every family reads amounts through here.
 */
export interface DecimalText {
  readonly negative: boolean;
  /** all digits without the point, no leading zeros (except "0") */
  readonly digits: string;
  /** how many of the digits follow the point */
  readonly scale: number;
}

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are not amounts anyone prints (and would expand to huge digit strings). */
const MAX_EXPONENT = 1000;

/** Strictly numeric text (sign, digits, point, exponent; no spaces or hex), else undefined. */
export function parseDecimal(text: string): DecimalText | undefined {
  const m = NUMERIC.exec(text);
  if (m === null) return undefined;
  const whole = m[2];
  const fraction = m[3] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const exponent = m[4] === undefined ? 0 : Number(m[4]);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let digits = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  digits = digits.replace(/^0+(?=\d)/, '');
  return { negative: m[1] === '-', digits, scale };
}

/** A JS number as exact decimal text (shortest round-trip digits). */
function decimalOfNumber(n: number): DecimalText | undefined {
  return Number.isFinite(n) ? parseDecimal(String(n)) : undefined;
}

/** A JSON number or strictly numeric text; undefined for anything else. */
export function readDecimal(value: unknown): DecimalText | undefined {
  if (typeof value === 'number') return decimalOfNumber(value);
  if (typeof value === 'string') return parseDecimal(value);
  return undefined;
}

export function decimalToString(d: DecimalText): string {
  let digits = d.digits;
  if (d.scale > 0) {
    if (digits.length <= d.scale) digits = '0'.repeat(d.scale - digits.length + 1) + digits;
    digits = digits.slice(0, digits.length - d.scale) + '.' + digits.slice(digits.length - d.scale);
  }
  return (d.negative && /[1-9]/.test(d.digits) ? '-' : '') + digits;
}

/** Text Intl.NumberFormat reads exactly, scaled by 10^shift (percent-scaled, permille). */
export function intlInput(d: DecimalText, shift = 0): string {
  return (d.negative ? '-' : '') + d.digits + 'e' + (shift - d.scale);
}

export function toNumber(d: DecimalText): number {
  return Number(intlInput(d));
}

/** d - n for an integer n, keeping the scale ("1.50" - 1 = "0.50"). */
export function subtractInteger(d: DecimalText, n: number): DecimalText {
  const scaled = BigInt((d.negative ? '-' : '') + d.digits) - BigInt(n) * 10n ** BigInt(d.scale);
  const negative = scaled < 0n;
  return { negative, digits: (negative ? -scaled : scaled).toString(), scale: d.scale };
}
