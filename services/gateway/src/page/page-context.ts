import type { catalogV1 } from '@storefront/proto';
import type { PageType } from './page-type';
import type { SiteSettings } from './theme';

/**
 * The page context of spec §3 as the browser reads it from the page (and from
 * /api/context/config): website id and timezone, collection id and title, template id and
 * version, authenticated account id, captcha site key, appDomain; plus the page type and the
 * store settings the front-end rules need.
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
  storeSettings: {
    selectedCurrency: string;
    expressCheckout: boolean;
    multipleQuantityAllowedForServices: boolean;
  };
}

/** Spec §9: the timezone when the website setting is missing. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export interface ContextInput {
  settings: catalogV1.GetSettingsResponse;
  site: SiteSettings;
  appDomain: string;
  pageType: PageType;
  collection?: { id: string; title: string } | null;
  itemId?: string | null;
  authenticatedAccountId?: string | null;
}

export function storefrontContext(input: ContextInput): StorefrontContext {
  const { settings, site } = input;
  return {
    websiteId: settings.website?.id ?? '',
    timeZone: settings.site?.timeZone || DEFAULT_TIME_ZONE,
    collectionId: input.collection?.id ?? null,
    collectionTitle: input.collection?.title ?? null,
    itemId: input.itemId ?? null,
    templateId: site.templateId,
    templateVersion: site.templateVersion,
    authenticatedAccountId: input.authenticatedAccountId ?? null,
    captchaSiteKey: settings.website?.captchaSiteKey ?? '',
    appDomain: input.appDomain,
    pageType: input.pageType,
    storeSettings: {
      selectedCurrency: settings.store?.selectedCurrency || 'USD',
      expressCheckout: settings.store?.expressCheckout ?? false,
      multipleQuantityAllowedForServices: settings.store?.multipleQuantityAllowedForServices ?? true,
    },
  };
}

/**
 * JSON safe to place inside a <script> element: `<` is escaped so no value can close the
 * element, and the two line separators JavaScript once rejected are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
