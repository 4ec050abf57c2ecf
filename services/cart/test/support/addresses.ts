import type { CheckoutAddressJson } from '@storefront/contracts';

/**
 * Addresses the demo checkout settings price: New York ships at the US flat rate and pays New
 * York sales tax; Toronto ships at the Canadian rate and pays Ontario HST.
 */
export const NEW_YORK: CheckoutAddressJson = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Main St',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10001',
  countryCode: 'US',
  phone: '',
};

export const TORONTO: CheckoutAddressJson = {
  ...NEW_YORK,
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  countryCode: 'CA',
};
