import { itemUrl } from './collection';
import { defaultMerchandisingContext, scarcityMessage } from './merchandising';
import { siteSettingsSchema, storeSettingsSchema } from './settings';

describe('model defaults', () => {
  it('store settings default to several services allowed, USD, installments off until an owner turns them on and no other currency shown', () => {
    expect(storeSettingsSchema.parse({})).toEqual({
      multipleQuantityAllowedForServices: true,
      selectedCurrency: 'USD',
      expressCheckout: false,
      afterPayAvailable: false,
      afterPayMin: 100,
      afterPayMax: 200_000,
      stripeAccountCountry: 'US',
      presentmentRates: [],
    });
    expect(() => storeSettingsSchema.parse({ selectedCurrency: 'XYZ' })).toThrow();
  });

  it('site settings default to US Eastern time and reject unknown zones', () => {
    expect(siteSettingsSchema.parse({}).timeZone).toBe('America/New_York');
    expect(siteSettingsSchema.parse({ timeZone: 'Europe/Oslo' }).timeZone).toBe('Europe/Oslo');
    expect(() => siteSettingsSchema.parse({ timeZone: 'Mars/Olympus' })).toThrow('IANA');
  });

  it('merchandising shows nothing unless configured', () => {
    const context = defaultMerchandisingContext();
    expect(context.scarcityEnabled).toBe(false);
    expect(context.restockNotificationViews).toEqual([]);
    expect(scarcityMessage(context, 2)).toBe('Only 2 left in stock');
  });

  it('product pages live under /shop/p/', () => {
    expect(itemUrl('linen-shirt')).toBe('/shop/p/linen-shirt');
  });
});
