import type { catalogV1 } from '@storefront/proto';
import type { PageType, StoreSettings, StorefrontContext } from '@storefront/contracts';
import { installmentContextOf } from './installments';
import type { SiteSettings } from './theme';

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
  /** Spec §6's census-disabling flag. */
  censusDisabled?: boolean;
}

/**
 * The page context of spec §3 for this page; a missing setting takes the spec's default, so the
 * browser always reads every field.
 */
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
    storeSettings: storeSettingsOf(settings),
    restrictiveCookies: settings.site?.restrictiveCookies ?? false,
    censusDisabled: input.censusDisabled ?? false,
    installmentContext: installmentContextOf(settings, site),
    presentmentRates: presentmentRatesOf(settings),
  };
}

/** The store settings with spec §3's defaults where the catalog is silent. */
export function storeSettingsOf(settings: Pick<catalogV1.GetSettingsResponse, 'store'>): StoreSettings {
  return {
    selectedCurrency: settings.store?.selectedCurrency || 'USD',
    expressCheckout: settings.store?.expressCheckout ?? false,
    multipleQuantityAllowedForServices: settings.store?.multipleQuantityAllowedForServices ?? true,
  };
}

/** The owner's presentment rates in the owner's order; always a list, empty when there are none. */
export function presentmentRatesOf(
  settings: Pick<catalogV1.GetSettingsResponse, 'store'>,
): { currency: string; rate: string }[] {
  return (settings.store?.presentmentRates ?? []).map(({ currency, rate }) => ({ currency, rate }));
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
