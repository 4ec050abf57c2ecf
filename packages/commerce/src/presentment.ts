import { fractionDigits } from './money';
import { formatMinorUnits, replaceAmounts } from './money-format';

/**
 * Presentment currency: a visitor may see prices converted into another currency at the owner's
 * exchange rate, as an approximation only; the cart, checkout and the order stay in the store
 * currency. One conversion for every surface, in integer minor units.
 */

/** One currency prices may be shown in, and how much of it one unit of the store currency buys. */
export interface PresentmentRate {
  currency: string;
  /** A decimal string, e.g. '0.92': more than 0, at most 1,000,000, at most 6 fraction digits. */
  rate: string;
}

/** The cookie holding the visitor's chosen currency (a code); absent or unknown means the store currency. */
export const PRESENTMENT_COOKIE = 'presentment_currency';

/** Currencies an owner may offer besides the store's: more would only make a long list nobody reads. */
export const MAX_PRESENTMENT_RATES = 10;

const RATE_FRACTION_DIGITS = 6;
const RATE = /^(0|[1-9][0-9]{0,6})(?:\.([0-9]{1,6}))?$/;

/** Whether `rate` is a rate an owner may set: a plain decimal, above 0 and at most 1,000,000. */
export function isPresentmentRate(rate: string): boolean {
  const match = RATE.exec(rate);
  if (!match) return false;
  const scaled = rateScaled(match);
  return scaled > 0n && scaled <= 1_000_000n * 10n ** BigInt(RATE_FRACTION_DIGITS);
}

function rateScaled(match: RegExpExecArray): bigint {
  return BigInt(match[1]! + (match[2] ?? '').padEnd(RATE_FRACTION_DIGITS, '0'));
}

/**
 * `storeMinor` minor units of `storeCurrency` in `to`'s minor units at its rate: exact integer
 * arithmetic, rounded half away from zero to `to`'s own fraction digits (JPY 0, most others 2),
 * so 10.00 USD at 0.925 is 9.25 EUR, 19.99 USD at 150.5 is 3,008 yen (3,008.495) and 1.00 USD at
 * 150.5 is 151 yen (150.5). A rate that is not one (isPresentmentRate) throws.
 */
export function presentmentMinorUnits(storeMinor: number, storeCurrency: string, to: PresentmentRate): number {
  const match = RATE.exec(to.rate);
  if (!match || !Number.isSafeInteger(storeMinor)) throw new RangeError(`cannot convert ${storeMinor} at ${to.rate}`);
  const numerator = BigInt(storeMinor) * rateScaled(match) * 10n ** BigInt(fractionDigits(to.currency));
  const denominator = 10n ** BigInt(RATE_FRACTION_DIGITS + fractionDigits(storeCurrency));
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return Number(numerator < 0n ? -quotient : quotient);
}

/** The rate of the visitor's chosen currency, or undefined when prices show in the store currency. */
export function chosenPresentment(
  chosen: string | undefined,
  storeCurrency: string,
  rates: readonly PresentmentRate[],
): PresentmentRate | undefined {
  if (!chosen || chosen === storeCurrency) return undefined;
  return rates.find((rate) => rate.currency === chosen);
}

/** What every converted price carries beside it: the amounts are approximate, and what is paid. */
export function presentmentNotice(presentmentCurrency: string, storeCurrency: string): string {
  return `Prices shown in ${presentmentCurrency} are approximate; you pay in ${storeCurrency}.`;
}

/**
 * `text` with every amount of the store currency in it shown in the chosen currency at its rate
 * ('From $68.00' at EUR 0.92 is 'From €62.56'), formatted as every other price is.
 */
export function presentAmounts(text: string, storeCurrency: string, to: PresentmentRate): string {
  return replaceAmounts(text, storeCurrency, (minor) =>
    formatMinorUnits(presentmentMinorUnits(minor, storeCurrency, to), to.currency),
  );
}
