/** Spec §3 Currencies: the store currencies, each with two fraction digits except JPY (0). */
export const CURRENCY_FRACTION_DIGITS = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_FRACTION_DIGITS;

export const CURRENCIES = Object.keys(CURRENCY_FRACTION_DIGITS) as [CurrencyCode, ...CurrencyCode[]];

/** Spec §3 Money: a price without a currency is in USD. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(CURRENCY_FRACTION_DIGITS, code);
}

/** Fraction digits of a store currency; 2 for a code that is not one. */
export function fractionDigits(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_FRACTION_DIGITS[currency] : 2;
}

/** An amount in integer minor units (cents for USD, yen for JPY): never a float. */
export interface Money {
  valueMinor: number;
  currency: CurrencyCode;
}

export function money(valueMinor: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(valueMinor)) throw new RangeError(`Money must be whole minor units, got ${valueMinor}`);
  return { valueMinor, currency };
}

/** A missing price reads as zero in USD (spec §3 Money). */
export function moneyOrZero(value: Money | null | undefined): Money {
  return value ?? money(0);
}

export function sameMoney(a: Money, b: Money): boolean {
  return a.valueMinor === b.valueMinor && a.currency === b.currency;
}

export function compareMoney(a: Money, b: Money): number {
  return a.valueMinor - b.valueMinor;
}

/**
 * Integer minor units (as decimal digits, optionally signed) as a major-unit decimal string with
 * the currency's fraction digits, exactly: '1999' USD -> '19.99', '1500' JPY -> '1500'.
 */
export function minorToMajor(valueMinor: string, currency: string): string {
  const digits = fractionDigits(currency);
  const negative = valueMinor.startsWith('-');
  const units = (negative ? valueMinor.slice(1) : valueMinor).replace(/^0+(?=\d)/, '') || '0';
  if (digits === 0) return (negative ? '-' : '') + units;
  const padded = units.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** Minor units as a number of major units, for display only (Intl formats numbers). */
export function minorToMajorNumber(valueMinor: number, currency: string): number {
  return valueMinor / 10 ** fractionDigits(currency);
}

/**
 * Intl options that print a store currency with its own fraction digits: Intl's defaults differ
 * from spec §3 (it gives COP and IDR none).
 */
export function currencyFormatOptions(currency: string): Intl.NumberFormatOptions {
  const digits = fractionDigits(currency);
  return { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
}
