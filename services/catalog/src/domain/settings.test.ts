import { CURRENCIES } from '@storefront/commerce';
import { FieldsRefusedError } from '@storefront/service-kit/errors';
import { presentmentRateProblems, settingsPatch, storeSettingsSchema } from './settings';

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

  it('replaces the presentment rates whole, in the order given, and keeps them when left out', () => {
    const rates = [
      { currency: 'JPY', rate: '150.5' },
      { currency: 'EUR', rate: '0.92' },
    ];
    expect(settingsPatch({ presentmentRates: rates }).store).toEqual({ presentmentRates: rates });
    expect(settingsPatch({ presentmentRates: [] }).store).toEqual({ presentmentRates: [] });
    expect(settingsPatch({ expressCheckout: true }).store).not.toHaveProperty('presentmentRates');
  });

  it('refuses presentment rates the storefront cannot show, naming the list', () => {
    const refusal = (presentmentRates: { currency: string; rate: string }[]) => {
      try {
        settingsPatch({ presentmentRates });
      } catch (error) {
        return (error as FieldsRefusedError).fieldErrors;
      }
      return undefined;
    };
    const badRate = 'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.';
    expect(refusal([{ currency: 'XBT', rate: '1' }])).toEqual({
      presentmentRates: 'Choose currencies the storefront can show.',
    });
    for (const rate of ['0', '-1', '0.1234567', '1,5', ' 1', '1000000.000001', ''])
      expect({ rate, errors: refusal([{ currency: 'EUR', rate }]) }).toEqual({
        rate,
        errors: { presentmentRates: badRate },
      });
    expect(
      refusal([
        { currency: 'EUR', rate: '0.92' },
        { currency: 'GBP', rate: '0.8' },
        { currency: 'EUR', rate: '0.92' },
      ]),
    ).toEqual({ presentmentRates: 'Each currency can have one rate only.' });
    const eleven = CURRENCIES.slice(0, 11).map((currency) => ({ currency, rate: '1' }));
    expect(refusal(eleven)).toEqual({ presentmentRates: 'At most 10 currencies besides the store currency.' });
  });

  it('refuses a rate for the store currency as the change leaves it', () => {
    const store = storeSettingsSchema.parse({ presentmentRates: [{ currency: 'EUR', rate: '0.92' }] });
    expect(presentmentRateProblems(store)).toEqual({});
    expect(presentmentRateProblems({ ...store, selectedCurrency: 'EUR' })).toEqual({
      presentmentRates: 'The store currency needs no rate: prices are shown in it already.',
    });
  });
});
