import type { catalogV1 } from '@storefront/proto';

/** Spec §3 Currencies: two fraction digits for every store currency except JPY. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY']);
const DEFAULT_CURRENCY = 'USD';

/** Money as pages carry it (spec §3): `{ value: "19.99", currency: "USD" }`, value in major units. */
export interface PageMoney {
  value: string;
  currency: string;
}

export function fractionDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** Integer minor units as a major-unit decimal string, exactly: no float arithmetic on prices. */
export function minorToDecimal(valueMinor: string, currency: string): string {
  const digits = fractionDigits(currency);
  const negative = valueMinor.startsWith('-');
  const units = (negative ? valueMinor.slice(1) : valueMinor).replace(/^0+(?=\d)/, '') || '0';
  if (digits === 0) return (negative ? '-' : '') + units;
  const padded = units.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** A missing price is zero in USD (spec §3 Money). */
export function pageMoney(money: catalogV1.Money | undefined): PageMoney {
  const currency = money?.currency || DEFAULT_CURRENCY;
  return { value: minorToDecimal(money?.valueMinor || '0', currency), currency };
}

/** Legacy integer-cents fields (`price`, `salePrice`) that older theme code still reads. */
export function legacyCents(money: catalogV1.Money | undefined): number {
  return Number(money?.valueMinor || '0');
}
