import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { formatAddress } from 'localized-address-format';
import { addressTermsOf } from './address-terms';
import { checkPostalCode } from './postal-codes';
import { subdivisionsOf, type Subdivision } from './subdivisions';
export { ADDRESS_LABELS } from './address-terms';

/**
 * The checkout address form and its server-side check. Imported by its own path
 * (`@storefront/commerce/dist/checkout/address-format`), never through the package index: country
 * names and subdivision lists would otherwise land in every page bundle that imports commerce.
 */

// The browser build of the library starts with no locale; Node's registers all of them already.
countries.registerLocale(english);

export interface AddressFormat {
  countryCode: string;
  countryName: string;
  postalCodeLabel: string;
  regionLabel: string;
  regions: readonly Subdivision[] | null;
  postalCodeRequired: boolean;
  regionRequired: boolean;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** Spec §5 form wording, so the checkout speaks like every other form on the site. */
export const ADDRESS_MESSAGES = {
  required: 'Required',
  tooLong: 'You have exceeded the character limit.',
  unknownCountry: 'Select a country from the list.',
  unknownRegion: (regionLabel: string) => `Select a ${regionLabel.toLowerCase()} from the list.`,
} as const;

export const ADDRESS_FIELD_MAX_LENGTH = 200;

function countryNameOf(countryCode: string): string | undefined {
  return /^[A-Z]{2}$/.test(countryCode) ? countries.getName(countryCode, 'en') : undefined;
}

/** The form for a country; null for a code that is not an ISO 3166-1 alpha-2 country. */
export function addressFormatOf(countryCode: string): AddressFormat | null {
  const code = countryCode.trim().toUpperCase();
  const countryName = countryNameOf(code);
  if (!countryName) return null;
  return { countryCode: code, countryName, ...addressTermsOf(code), regions: subdivisionsOf(code) };
}

let options: CountryOption[] | undefined;

/** Every country by its English name, for the country select. */
export function countryOptions(): readonly CountryOption[] {
  options ??= Object.entries(countries.getNames('en'))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return options;
}

export interface CheckoutAddress {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  countryCode: string;
}

export type AddressField = keyof CheckoutAddress;

/** The listed subdivision a shopper's region means, by code or by name, whatever the case. */
export function findRegion(regions: readonly Subdivision[], value: string): Subdivision | undefined {
  const wanted = value.trim().toLowerCase();
  return regions.find((region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted);
}

/** Field -> message for every problem of an address; empty when it can be shipped to. */
export function checkAddress(address: CheckoutAddress): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  const fields: AddressField[] = ['line1', 'line2', 'city', 'region', 'postalCode', 'countryCode'];
  for (const field of fields) {
    if ((address[field] ?? '').length > ADDRESS_FIELD_MAX_LENGTH) problems[field] = ADDRESS_MESSAGES.tooLong;
  }

  const format = addressFormatOf(address.countryCode ?? '');
  if (!format) {
    problems.countryCode ??= ADDRESS_MESSAGES.unknownCountry;
    return problems;
  }

  const present = (value: string | undefined) => (value ?? '').trim() !== '';
  if (!present(address.line1)) problems.line1 ??= ADDRESS_MESSAGES.required;
  if (!present(address.city)) problems.city ??= ADDRESS_MESSAGES.required;

  const region = address.region ?? '';
  if (!present(region)) {
    if (format.regionRequired) problems.region ??= ADDRESS_MESSAGES.required;
  } else if (format.regions && !findRegion(format.regions, region)) {
    problems.region ??= ADDRESS_MESSAGES.unknownRegion(format.regionLabel);
  }

  const postalCode = address.postalCode ?? '';
  if (!present(postalCode)) {
    if (format.postalCodeRequired) problems.postalCode ??= ADDRESS_MESSAGES.required;
  } else {
    const problem = checkPostalCode(format.countryCode, postalCode);
    if (problem) problems.postalCode ??= problem.message;
  }
  return problems;
}

/** An address with its recipient, as an order keeps it. */
export interface RecipientAddress extends CheckoutAddress {
  firstName?: string;
  lastName?: string;
}

/**
 * The address as it is written on a parcel, line by line: the recipient, then the country's own
 * layout (Google's address data: "New York, NY 10001", "10115 Berlin"), then the country's name.
 */
export function addressLines(address: RecipientAddress): string[] {
  const name = [address.firstName, address.lastName].filter((part) => part?.trim()).join(' ');
  const country = countryNameOf(address.countryCode.trim().toUpperCase());
  const lines = formatAddress({
    postalCountry: address.countryCode.trim().toUpperCase(),
    name,
    addressLines: [address.line1, address.line2 ?? ''].filter((line) => line.trim() !== ''),
    locality: address.city,
    administrativeArea: address.region ?? '',
    postalCode: address.postalCode ?? '',
  });
  return [...lines.filter((line) => line.trim() !== ''), ...(country ? [country] : [])];
}
