import { checkPostalCode } from '@storefront/commerce';
import type { CheckoutAddressJson } from '@storefront/contracts';
import { ADDRESS_LABELS, addressFormatOf, countryOptions } from '@storefront/commerce/dist/checkout/address-format';
import { useMemo, useState } from 'react';
import { CheckoutField } from './CheckoutField';

export const EMPTY_ADDRESS: CheckoutAddressJson = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: 'US',
  phone: '',
};

interface AddressFieldsetProps {
  legend: string;
  /** Prefix of the controls' ids and of the gateway's error paths ('shippingAddress'). */
  name: 'shippingAddress' | 'billingAddress';
  address: CheckoutAddressJson;
  /** Messages by error path, as the gateway keys them ('shippingAddress.postalCode'). */
  errors: Record<string, string>;
  onChange: (address: CheckoutAddressJson) => void;
  /** `autocomplete` section, so a browser fills shipping and billing from different addresses. */
  section: 'shipping' | 'billing';
}

/**
 * An address in its country's own words (spec §3 address vocabulary): ZIP code and State in the
 * US, Eircode and County in Ireland, the country's subdivision list where it has one. The postal
 * code is checked as soon as it is left, with spec §5's message and hint.
 */
export function AddressFieldset({ legend, name, address, errors, onChange, section }: AddressFieldsetProps) {
  const format = addressFormatOf(address.countryCode);
  const countries = useMemo(() => countryOptions().map(({ code, name: label }) => ({ value: code, label })), []);
  const [postalProblem, setPostalProblem] = useState<{ message: string; hint?: string } | null>(null);
  const set = (field: keyof CheckoutAddressJson) => (value: string) => {
    if (field === 'postalCode' || field === 'countryCode') setPostalProblem(null);
    // a new country has other regions: the old one cannot stay
    onChange({ ...address, [field]: value, ...(field === 'countryCode' ? { region: '' } : {}) });
  };
  const errorOf = (field: keyof CheckoutAddressJson) => errors[`${name}.${field}`];
  const id = (field: string) => `checkout-${name}-${field}`;
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  const checkPostal = () => {
    const value = address.postalCode.trim();
    setPostalProblem(value === '' ? null : checkPostalCode(address.countryCode, value));
  };
  const regions = format?.regions
    ? [
        { value: '', label: `Choose a ${format.regionLabel.toLowerCase()}` },
        ...format.regions.map((region) => ({ value: region.code, label: region.name })),
      ]
    : undefined;

  return (
    <fieldset className="checkout-address">
      <legend>{legend}</legend>
      <div className="checkout-row">
        <CheckoutField
          id={id('firstName')}
          label="First Name"
          required
          value={address.firstName}
          error={errorOf('firstName')}
          onChange={set('firstName')}
          autoComplete={auto('given-name')}
        />
        <CheckoutField
          id={id('lastName')}
          label="Last Name"
          required
          value={address.lastName}
          error={errorOf('lastName')}
          onChange={set('lastName')}
          autoComplete={auto('family-name')}
        />
      </div>
      <CheckoutField
        id={id('countryCode')}
        label={ADDRESS_LABELS.country}
        required
        value={address.countryCode}
        error={errorOf('countryCode')}
        onChange={set('countryCode')}
        options={countries}
        autoComplete={auto('country')}
      />
      <CheckoutField
        id={id('line1')}
        label={ADDRESS_LABELS.address}
        required
        value={address.line1}
        error={errorOf('line1')}
        onChange={set('line1')}
        autoComplete={auto('address-line1')}
      />
      <CheckoutField
        id={id('line2')}
        label={ADDRESS_LABELS.address2}
        value={address.line2}
        error={errorOf('line2')}
        onChange={set('line2')}
        autoComplete={auto('address-line2')}
      />
      <div className="checkout-row">
        <CheckoutField
          id={id('city')}
          label={ADDRESS_LABELS.city}
          required
          value={address.city}
          error={errorOf('city')}
          onChange={set('city')}
          autoComplete={auto('address-level2')}
        />
        <CheckoutField
          id={id('region')}
          label={format?.regionLabel ?? 'Region'}
          required={format?.regionRequired ?? false}
          value={address.region}
          error={errorOf('region')}
          onChange={set('region')}
          options={regions}
          autoComplete={auto('address-level1')}
        />
        <CheckoutField
          id={id('postalCode')}
          label={format?.postalCodeLabel ?? 'Postal code'}
          required={format?.postalCodeRequired ?? false}
          value={address.postalCode}
          error={postalProblem?.message ?? errorOf('postalCode')}
          hint={postalProblem?.hint}
          onChange={set('postalCode')}
          onBlur={checkPostal}
          autoComplete={auto('postal-code')}
        />
      </div>
      <CheckoutField
        id={id('phone')}
        label="Phone"
        type="tel"
        value={address.phone}
        error={errorOf('phone')}
        onChange={set('phone')}
        autoComplete={auto('tel')}
      />
    </fieldset>
  );
}
