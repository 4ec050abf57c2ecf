import { currencyFormatOptions, minorToMajorNumber, type CurrencyCode } from '../money';

/** Minor units in the store's wording (spec §3: comma thousands, point decimals): 5000 USD -> '$50.00'. */
export function formatMoney(valueMinor: number, currency: CurrencyCode): string {
  return new Intl.NumberFormat('en-US', currencyFormatOptions(currency)).format(
    minorToMajorNumber(valueMinor, currency),
  );
}
