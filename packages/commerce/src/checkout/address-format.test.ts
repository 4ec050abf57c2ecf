import { describe, expect, it } from '@jest/globals';
import { addressFormatOf, addressLines, checkAddress, countryOptions, type CheckoutAddress } from './address-format';

const address = (overrides: Partial<CheckoutAddress>): CheckoutAddress => ({
  line1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  ...overrides,
});

describe('addressFormatOf', () => {
  it('words a US address with ZIP code and state and lists the states', () => {
    const us = addressFormatOf('us');
    expect(us).toMatchObject({
      countryCode: 'US',
      countryName: 'United States of America',
      postalCodeLabel: 'ZIP code',
      regionLabel: 'State',
      postalCodeRequired: true,
      regionRequired: true,
    });
    expect(us?.regions).toContainEqual({ code: 'AP', name: 'Armed Forces Pacific' });
  });

  it.each([
    ['CA', 'Postal code', 'Province'],
    ['GB', 'Postcode', 'Region'],
    ['IE', 'Eircode', 'County'],
    ['AU', 'Postcode', 'State'],
    ['ES', 'Postal code', 'Province'],
    ['SE', 'Postal code', 'County'],
  ])('%s: %s and %s', (country, postalCodeLabel, regionLabel) => {
    expect(addressFormatOf(country)).toMatchObject({ postalCodeLabel, regionLabel });
  });

  it('gives a country without a list free-text region and optional postal code', () => {
    expect(addressFormatOf('JP')).toEqual({
      countryCode: 'JP',
      countryName: 'Japan',
      postalCodeLabel: 'Postal code',
      regionLabel: 'Region',
      regions: null,
      postalCodeRequired: false,
      regionRequired: false,
    });
  });

  it('knows no country for a code that is not ISO 3166-1 alpha-2', () => {
    expect(addressFormatOf('ZZ')).toBeNull();
    expect(addressFormatOf('USA')).toBeNull();
    expect(addressFormatOf('')).toBeNull();
  });
});

describe('countryOptions', () => {
  it('lists every country once, sorted by English name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(240);
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    expect(options).toContainEqual({ code: 'NZ', name: 'New Zealand' });
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('checkAddress', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(checkAddress(address({}))).toEqual({});
    expect(checkAddress(address({ region: 'new york' }))).toEqual({});
    expect(checkAddress({ line1: '1 Chome', city: 'Tokyo', countryCode: 'JP' })).toEqual({});
    expect(checkAddress({ line1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'gb' })).toEqual(
      {},
    );
  });

  it('marks each missing required field', () => {
    expect(checkAddress(address({ line1: ' ', city: '', region: '', postalCode: '' }))).toEqual({
      line1: 'Required',
      city: 'Required',
      region: 'Required',
      postalCode: 'Required',
    });
  });

  it('refuses a region not in the country list, in the country words', () => {
    expect(checkAddress(address({ region: 'Ontario' }))).toEqual({ region: 'Select a state from the list.' });
    expect(checkAddress(address({ countryCode: 'IE', region: 'Munster', postalCode: 'D02' }))).toEqual({
      region: 'Select a county from the list.',
    });
  });

  it('refuses a postal code with the spec message of its country', () => {
    expect(checkAddress(address({ postalCode: '1011' }))).toEqual({ postalCode: 'ZIP Codes need to be 5 digits.' });
    expect(checkAddress(address({ countryCode: 'CA', region: 'ON', postalCode: 'Z9Z' }))).toEqual({
      postalCode: 'An FSA code is invalid.',
    });
  });

  it('refuses fields longer than 200 characters, and accepts 200', () => {
    expect(checkAddress(address({ line1: 'a'.repeat(200), line2: 'b'.repeat(200) }))).toEqual({});
    expect(checkAddress(address({ line2: 'b'.repeat(201), city: 'c'.repeat(201) }))).toEqual({
      line2: 'You have exceeded the character limit.',
      city: 'You have exceeded the character limit.',
    });
  });

  it('refuses an unknown country and says so alone', () => {
    expect(checkAddress(address({ countryCode: 'XX' }))).toEqual({ countryCode: 'Select a country from the list.' });
  });
});

describe('addressLines', () => {
  it('writes a US address as a parcel carries it, with the country last', () => {
    expect(addressLines({ ...address({ line2: 'Floor 86' }), firstName: 'Ada', lastName: 'Lovelace' })).toEqual([
      'Ada Lovelace',
      '350 Fifth Avenue',
      'Floor 86',
      'New York, NY 10118',
      'United States of America',
    ]);
  });

  it("follows each country's layout: the postal code before the city in Germany, on its own line in the UK", () => {
    const berlin = { line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', countryCode: 'de' };
    expect(addressLines(berlin)).toEqual(['Unter den Linden 1', '10117 Berlin', 'Germany']);
    const london = { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB' };
    expect(addressLines({ ...london, firstName: 'Sam', lastName: '' })).toEqual([
      'Sam',
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ]);
  });
});
