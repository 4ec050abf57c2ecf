import { CURRENCIES } from '@storefront/commerce';
import { FieldsRefusedError } from '@storefront/service-kit/errors';
import { settingsPatch } from './settings';

describe('an owner changing the settings', () => {
  it('patches only the fields the owner sent, each into its own document', () => {
    expect(settingsPatch({ selectedCurrency: 'EUR' })).toEqual({
      store: { selectedCurrency: 'EUR' },
      site: {},
      theme: {},
    });
    expect(settingsPatch({ timeZone: 'Europe/Oslo', expressCheckout: false })).toEqual({
      store: { expressCheckout: false },
      site: { timeZone: 'Europe/Oslo' },
      theme: {},
    });
    expect(settingsPatch({})).toEqual({ store: {}, site: {}, theme: {} });
    expect(settingsPatch({ restrictiveCookies: true })).toEqual({
      store: {},
      site: { restrictiveCookies: true },
      theme: {},
    });
  });

  it('takes every currency of spec §3', () => {
    for (const currency of CURRENCIES)
      expect(settingsPatch({ selectedCurrency: currency }).store).toEqual({ selectedCurrency: currency });
  });

  it('refuses the whole change and names each refused field', () => {
    const refuse = () =>
      settingsPatch({ selectedCurrency: 'usd', timeZone: 'Mars/Olympus', multipleQuantityAllowedForServices: true });
    expect(refuse).toThrow(FieldsRefusedError);
    try {
      refuse();
    } catch (error) {
      expect((error as FieldsRefusedError).fieldErrors).toEqual({
        selectedCurrency: 'The store cannot sell in this currency.',
        timeZone: 'This is not an IANA time zone, such as Europe/Oslo.',
      });
    }
  });

  it('refuses a currency outside the list and a time zone that is no zone', () => {
    for (const selectedCurrency of ['XYZ', 'BTC', '', 'US D', 'USD '])
      expect(() => settingsPatch({ selectedCurrency })).toThrow(FieldsRefusedError);
    for (const timeZone of ['', 'Nowhere', 'x'.repeat(10_000), 'America/New_York\n'])
      expect(() => settingsPatch({ timeZone })).toThrow(FieldsRefusedError);
  });
});
