import type { Collection } from '../domain/collection';
import { CollectionType } from '../domain/collection';
import type { MerchandisingContext } from '../domain/merchandising';
import { merchandisingContextSchema } from '../domain/merchandising';
import type { Product } from '../domain/product';
import type { SiteSettings, StoreSettings, Website } from '../domain/settings';
import { buildProduct, stableId } from './demo-product';
import { demoProducts } from './demo-products';

/** The demo store around its products (demo-products.ts): one collection and the store's settings. */
export const demoCollection: Collection = {
  id: stableId('collection', 'shop'),
  slug: 'shop',
  title: 'Shop',
  description: 'Home goods, classes and gifts from the studio.',
  type: CollectionType.PRODUCTS,
  fullUrl: '/shop',
};

export interface DemoStoreProduct {
  product: Product;
  merchandising: MerchandisingContext | null;
}

export function demoStoreProducts(): DemoStoreProduct[] {
  return demoProducts.map((demo, index) => ({
    product: buildProduct(demo, demoCollection.id, (index + 1) * 10),
    merchandising: demo.merchandising ? merchandisingContextSchema.parse(demo.merchandising) : null,
  }));
}

export const demoStoreSettings: StoreSettings = {
  multipleQuantityAllowedForServices: true,
  selectedCurrency: 'USD',
  expressCheckout: false,
  afterPayAvailable: true,
  afterPayMin: 100,
  afterPayMax: 200_000,
  stripeAccountCountry: 'US',
  presentmentRates: [],
};

export const demoSiteSettings: SiteSettings = {
  timeZone: 'America/New_York',
  disqusShortname: null,
  commentsEnabled: false,
  simpleLikingEnabled: true,
  shareButtonOptions: ['facebook', 'pinterest', 'email'],
  restrictiveCookies: false,
};

export const demoWebsite: Website = {
  id: stableId('website', 'demo'),
  title: 'Harbour & Loom',
  captchaSettings: { siteKey: null },
};
