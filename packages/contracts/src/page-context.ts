/** The page types the storefront names (spec §2), as the page context reports them. */
export type PageType =
  | 'product-detail'
  | 'product-list'
  | 'page'
  | 'not-found'
  | 'show-cart'
  | 'checkout'
  | 'error'
  | 'search'
  | 'order-confirmed'
  | 'subscription-confirmed'
  /** Spec §2: a password-protected page before its password is typed; not tracked. */
  | 'lock-screen'
  /** Spec §2: a members-only page shown to a visitor who is not a signed-in customer; not tracked. */
  | 'member-area-access-denied';

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
  /** Spec §6: the signed-in account's website roles (spec §3 numbers), when the page names the account. */
  authenticatedAccountRoles?: number[];
  /** Spec §6: the census-disabling flag; the page sends no census hit when set. */
  censusDisabled?: boolean;
  /** Spec §4 restrictive cookie mode: a fresh visitor id on every page view, no visitor cookie kept. */
  restrictiveCookies?: boolean;
  /** Spec §3 installment context (the same for every item of the store); limits in minor units. */
  installmentContext?: {
    afterPayAvailable: boolean;
    afterPayMin: number;
    afterPayMax: number;
    shopperLanguage: string;
    stripeAccountCountry: string;
  };
  /**
   * The owner's presentment rates: other currencies a visitor may choose to see approximate prices
   * in, each with how much of it one unit of the store currency buys (a decimal string); empty when
   * the store offers none. The visitor's choice is a cookie read in the browser, so pages stay the
   * same for every visitor and can be cached as they are.
   */
  presentmentRates?: { currency: string; rate: string }[];
}
