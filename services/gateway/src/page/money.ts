import { DEFAULT_CURRENCY, minorToMajor } from '@storefront/commerce';
import type { PageMoney } from '@storefront/contracts';
import type { catalogV1 } from '@storefront/proto';

/** A missing price is zero in USD (spec §3 Money). */
export function pageMoney(money: catalogV1.Money | undefined): PageMoney {
  const currency = money?.currency || DEFAULT_CURRENCY;
  return { value: minorToMajor(money?.valueMinor || '0', currency), currency };
}

/** Legacy integer-cents fields (`price`, `salePrice`) that older theme code still reads. */
export function legacyCents(money: catalogV1.Money | undefined): number {
  return Number(money?.valueMinor || '0');
}
