/**
 * Spec §3 address vocabulary, per country: what the postal code and the region are called, and
 * which of them an address there cannot do without. Countries not listed use DEFAULT_ADDRESS_TERMS.
 */
export interface AddressTerms {
  postalCodeLabel: string;
  regionLabel: string;
  postalCodeRequired: boolean;
  regionRequired: boolean;
}

export const ADDRESS_LABELS = { address: 'Address', address2: 'Address 2', city: 'City', country: 'Country' } as const;

// Where the postal service routes by code, the code is required; the region is required where
// mail is addressed with it (US state, Canadian province, Australian state, Irish county, Spanish
// province) and offered but optional where the code alone places the address.
export const ADDRESS_TERMS: Readonly<Record<string, AddressTerms>> = {
  US: { postalCodeLabel: 'ZIP code', regionLabel: 'State', postalCodeRequired: true, regionRequired: true },
  CA: { postalCodeLabel: 'Postal code', regionLabel: 'Province', postalCodeRequired: true, regionRequired: true },
  AU: { postalCodeLabel: 'Postcode', regionLabel: 'State', postalCodeRequired: true, regionRequired: true },
  NZ: { postalCodeLabel: 'Postcode', regionLabel: 'Region', postalCodeRequired: true, regionRequired: false },
  GB: { postalCodeLabel: 'Postcode', regionLabel: 'Region', postalCodeRequired: true, regionRequired: false },
  IE: { postalCodeLabel: 'Eircode', regionLabel: 'County', postalCodeRequired: true, regionRequired: true },
  ES: { postalCodeLabel: 'Postal code', regionLabel: 'Province', postalCodeRequired: true, regionRequired: true },
  FR: { postalCodeLabel: 'Postal code', regionLabel: 'Region', postalCodeRequired: true, regionRequired: false },
  DE: { postalCodeLabel: 'Postal code', regionLabel: 'State', postalCodeRequired: true, regionRequired: false },
  NL: { postalCodeLabel: 'Postal code', regionLabel: 'Province', postalCodeRequired: true, regionRequired: false },
  NO: { postalCodeLabel: 'Postal code', regionLabel: 'County', postalCodeRequired: true, regionRequired: false },
  SE: { postalCodeLabel: 'Postal code', regionLabel: 'County', postalCodeRequired: true, regionRequired: false },
};

export const DEFAULT_ADDRESS_TERMS: AddressTerms = {
  postalCodeLabel: 'Postal code',
  regionLabel: 'Region',
  postalCodeRequired: false,
  regionRequired: false,
};

export function addressTermsOf(countryCode: string): AddressTerms {
  const country = countryCode.toUpperCase();
  return Object.hasOwn(ADDRESS_TERMS, country) ? ADDRESS_TERMS[country] : DEFAULT_ADDRESS_TERMS;
}
