import { DEFAULT_CURRENCY, minorToMajor } from '@storefront/commerce';
import type { catalogV1 } from '@storefront/proto';

/** Money as pages carry it (spec §3): `{ value: "19.99", currency: "USD" }`, value in major units. */
export interface PageMoney {
  value: string;
  currency: string;
}

/** A missing price is zero in USD (spec §3 Money). */
export function pageMoney(money: catalogV1.Money | undefined): PageMoney {
  const currency = money?.currency || DEFAULT_CURRENCY;
  return { value: minorToMajor(money?.valueMinor || '0', currency), currency };
}

/** Legacy integer-cents fields (`price`, `salePrice`) that older theme code still reads. */
export function legacyCents(money: catalogV1.Money | undefined): number {
  return Number(money?.valueMinor || '0');
}
