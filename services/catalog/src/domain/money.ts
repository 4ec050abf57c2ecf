/** Currencies the store can sell in (spec §3). */
export const CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** An amount in integer minor units (cents for USD, yen for JPY): never a float. */
export interface Money {
  valueMinor: number;
  currency: CurrencyCode;
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
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
