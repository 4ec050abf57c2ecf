import { describe, expect, it } from '@jest/globals';
import { checkPostalCode, POSTAL_CODE_HINTS, POSTAL_CODE_MESSAGES, POSTAL_CODE_RULES } from './postal-codes';

// One row per country of POSTAL_CODE_RULES: codes that pass, codes that fail, and what a failure says.
const ROWS: { country: string; valid: string[]; invalid: string[]; message: string; hint?: string }[] = [
  {
    country: 'US',
    valid: ['10001', ' 90210 '],
    invalid: ['1000', '100011', 'ABCDE', '10001-1234'],
    message: 'ZIP Codes need to be 5 digits.',
  },
  {
    country: 'CA',
    valid: ['K1A', 'm5v', 'K1A 0B1', 'H2Z1A4'],
    invalid: ['D1A', 'K1', 'K1AA', '123', 'K1A 0B', 'W1A'],
    message: 'An FSA code is invalid.',
  },
  {
    country: 'GB',
    valid: ['SW1A', 'M1', 'B33', 'cr2', 'EC1A 1BB', 'W1A0AX'],
    invalid: ['SW1AA', '1AB', 'SW', 'SW1A 1B', 'ABC1'],
    message: 'Invalid postal code.',
    hint: 'Enter only the 1-4 character outcode portion of postcodes.',
  },
  {
    country: 'IE',
    valid: ['D02', 'd6w', 'A65', 'D02 X285', 'A65F4E2'],
    invalid: ['D2', 'B12', 'D02X28', '123', 'DUBLIN'],
    message: 'Invalid postal code.',
    hint: 'Enter only the first three characters of the Eircode',
  },
  {
    country: 'ES',
    valid: ['28013', '08001'],
    invalid: ['2801', '280130', '28O13'],
    message: 'Postal Codes need to be 5 digits',
  },
  {
    country: 'FR',
    valid: ['75008', '97400'],
    invalid: ['7500', '750080', 'F-75008'],
    message: 'Postal Codes need to be 5 digits',
  },
  {
    country: 'AU',
    valid: ['2000', '0800'],
    invalid: ['200', '20000', 'NSW2000'],
    message: 'Postcodes need to be 4 digits',
  },
  {
    country: 'NZ',
    valid: ['6011', '0110'],
    invalid: ['601', '60110', 'AKL1'],
    message: 'Postal Codes need to be 4 digits.',
  },
  {
    country: 'NO',
    valid: ['0150', '9008'],
    invalid: ['015', '01500', 'N-0150'],
    message: 'Postal Codes need to be 4 digits',
  },
];

describe('postal codes (spec §5)', () => {
  it('the test table covers every rule', () => {
    expect(ROWS.map((row) => row.country).sort()).toEqual(Object.keys(POSTAL_CODE_RULES).sort());
  });

  describe.each(ROWS)('$country', ({ country, valid, invalid, message, hint }) => {
    it.each(valid)('accepts %p', (code) => {
      expect(checkPostalCode(country, code)).toBeNull();
      expect(checkPostalCode(country.toLowerCase(), code)).toBeNull();
    });

    it.each(invalid)('refuses %p with the spec message', (code) => {
      expect(checkPostalCode(country, code)).toEqual(hint ? { message, hint } : { message });
    });
  });

  it('uses every spec §5 message and the outcode and Eircode hints word for word', () => {
    const messages = new Set(Object.values(POSTAL_CODE_RULES).map((rule) => rule.message));
    expect([...messages].sort()).toEqual(Object.values(POSTAL_CODE_MESSAGES).sort());
    expect(POSTAL_CODE_HINTS).toEqual({
      outcode: 'Enter only the 1-4 character outcode portion of postcodes.',
      eircode: 'Enter only the first three characters of the Eircode',
      threeDigits: 'Enter up to 3 digits of the postcode',
    });
  });

  it('leaves countries without a rule, and empty values, to the caller', () => {
    expect(checkPostalCode('DE', 'anything')).toBeNull();
    expect(checkPostalCode('US', '   ')).toBeNull();
    expect(checkPostalCode('constructor', '1')).toBeNull();
  });
});
