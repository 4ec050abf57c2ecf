import type { StorefrontContext } from '@storefront/contracts';

/** Spec §3 record type of a store item: the record type of a product detail page's item. */
const STORE_ITEM_RECORD_TYPE = 11;

/** Spec §3 hit data, the `data` of a page-view hit. */
export interface HitData {
  websiteId: string;
  templateId: string;
  website_locale: string;
  userAgent: string;
  clientDate: number;
  viewportInnerHeight: number;
  viewportInnerWidth: number;
  screenHeight: number;
  screenWidth: number;
  url: string;
  title: string;
  itemId: string | null;
  recordType: number | null;
  collectionId: string | null;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}

/** What the hit reads of the browser; tests hand in their own. */
export interface HitSurroundings {
  location: Pick<Location, 'href' | 'search'>;
  document: Pick<Document, 'title' | 'referrer'> & { documentElement: { lang: string } };
  navigator: Pick<Navigator, 'userAgent' | 'language'>;
  viewport: { innerHeight: number; innerWidth: number };
  screen: { height: number; width: number };
  localStorageSupported: boolean;
}

export function hitData(context: StorefrontContext | null, around: HitSurroundings, now: number): HitData {
  const itemId = context?.itemId ?? null;
  return {
    websiteId: context?.websiteId ?? '',
    templateId: context?.templateId ?? '',
    website_locale: around.document.documentElement.lang || around.navigator.language,
    userAgent: around.navigator.userAgent,
    clientDate: now,
    viewportInnerHeight: around.viewport.innerHeight,
    viewportInnerWidth: around.viewport.innerWidth,
    screenHeight: around.screen.height,
    screenWidth: around.screen.width,
    url: around.location.href,
    title: around.document.title,
    itemId,
    recordType: itemId && context?.pageType === 'product-detail' ? STORE_ITEM_RECORD_TYPE : null,
    collectionId: context?.collectionId ?? null,
    localStorageSupported: around.localStorageSupported,
    queryString: around.location.search.replace(/^\?/, ''),
    referrer: around.document.referrer,
  };
}

/** Storage may be switched off, or throw on access in private modes. */
export function localStorageWorks(win: Pick<Window, 'localStorage'>): boolean {
  try {
    const key = 'storefront:census';
    win.localStorage.setItem(key, '1');
    win.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
