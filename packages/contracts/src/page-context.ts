/** The page types the storefront names (spec §2), as the page context reports them. */
export type PageType = 'product-detail' | 'product-list' | 'page' | 'not-found' | 'show-cart' | 'checkout' | 'error';

/** The store settings the front-end rules need. */
export interface StoreSettings {
  selectedCurrency: string;
  expressCheckout: boolean;
  multipleQuantityAllowedForServices: boolean;
}

/**
 * The page context of spec §3 as the browser reads it from the page (`#storefront-context`) and
 * from /api/context/config: website id and timezone, collection id and title, template id and
 * version, authenticated account id, captcha site key, appDomain; plus the page type and the
 * store settings.
 */
export interface StorefrontContext {
  websiteId: string;
  timeZone: string;
  collectionId: string | null;
  collectionTitle: string | null;
  itemId: string | null;
  templateId: string;
  templateVersion: string;
  authenticatedAccountId: string | null;
  captchaSiteKey: string;
  appDomain: string;
  pageType: PageType;
  storeSettings: StoreSettings;
}
