import type { PageType } from '@storefront/contracts';
import type { catalogV1 } from '@storefront/proto';
import type { CartPill } from './cart-pill';
import { pageMerchandising, type Surface } from './merchandising';
import { installmentContextOf, installmentLineOf } from './installments';
import { scriptJson, storefrontContext } from './page-context';
import { productJson } from './product-json';
import { themeStyle } from './theme-properties';
import type { SiteSettings } from './theme';

/** What every page is rendered with, besides its own content. */
export interface PageFrame {
  settings: catalogV1.GetSettingsResponse;
  site: SiteSettings;
  appDomain: string;
  /** Spec §6: census is off; the page context tells the browser. */
  censusDisabled?: boolean;
  shellScripts: string[];
  /** The stylesheet's first-screen part, carried in the head. */
  firstScreenCss: string;
  /** Its part that only scripts need, linked at the end of the body. */
  scriptedCssUrl: string | undefined;
  faviconUrl: string;
  /** The header's cart pill; the layout renders it hidden unless it shows a count. */
  cartPill?: CartPill;
}

export interface PageContent {
  pageType: PageType;
  title?: string;
  description?: string;
  collection?: catalogV1.Collection | null;
  item?: catalogV1.Product | null;
  /** Template data of the page itself (items, item, message...). */
  data?: Record<string, unknown>;
  /**
   * Names what the page shows for every visitor (e.g. `product:<slug>`), from data that is itself
   * cached upstream for as long: pages with the same key and cart pill are then rendered once per
   * lifetime. Pages without one are rendered every time.
   */
  cacheKey?: string;
  /** How long a page with a `cacheKey` is kept, when not the render cache's own lifetime. */
  cacheLifetimeMs?: number;
}

/** The collection as templates read it: its page lives at /<url slug>. */
export function collectionJson(collection: catalogV1.Collection) {
  return { id: collection.id, title: collection.title, type: collection.type, fullUrl: `/${collection.urlSlug}` };
}

/** Website and store settings under the names storefront templates look them up by. */
export function settingsJson(settings: catalogV1.GetSettingsResponse, site: SiteSettings) {
  return {
    website: {
      id: settings.website?.id ?? '',
      siteTitle: site.siteTitle,
      language: site.language,
      timeZone: settings.site?.timeZone,
      captchaSettings: { siteKey: settings.website?.captchaSiteKey ?? '' },
    },
    websiteSettings: {
      storeSettings: {
        selectedCurrency: settings.store?.selectedCurrency || 'USD',
        multipleQuantityAllowedForServices: settings.store?.multipleQuantityAllowedForServices ?? true,
        expressCheckout: settings.store?.expressCheckout ?? false,
      },
    },
  };
}

/** One product's page data on a surface: the item plus its merchandising context by id. */
export function productData(
  product: catalogV1.Product,
  context: catalogV1.MerchandisingContext | undefined,
  surface: Surface,
) {
  const merchandising = pageMerchandising(product, context, surface);
  return {
    item: productJson(product),
    productMerchandisingContext: merchandising ? { [product.id]: merchandising } : {},
  };
}

/** The full template data of a page: settings, page context, shell scripts and the page's own data. */
export function pageJson(frame: PageFrame, content: PageContent): Record<string, unknown> {
  const collection = content.collection ?? null;
  const context = storefrontContext({
    settings: frame.settings,
    site: frame.site,
    appDomain: frame.appDomain,
    pageType: content.pageType,
    collection,
    itemId: content.item?.id ?? null,
    censusDisabled: frame.censusDisabled,
  });
  return {
    ...settingsJson(frame.settings, frame.site),
    // Prices in the locale's currency format ("$68.00"), not the bare native amount.
    featureFlags: { useCLDRMoneyFormat: true },
    pageType: content.pageType,
    page: { title: content.title ?? '', description: content.description ?? '' },
    collection: collection ? collectionJson(collection) : undefined,
    storefrontContextJson: scriptJson(context),
    shellScripts: frame.shellScripts,
    firstScreenCss: frame.firstScreenCss,
    scriptedCssUrl: frame.scriptedCssUrl,
    // the owner's theme (colours, fonts, radius) over the stylesheet's custom properties
    themeStyle: themeStyle(frame.settings.theme),
    faviconUrl: frame.faviconUrl,
    cartPill: frame.cartPill && !frame.cartPill.hidden ? frame.cartPill : undefined,
    // the one product a detail page or quick view shows; cards of a list have none
    installmentLine: content.item
      ? installmentLineOf(content.item, installmentContextOf(frame.settings, frame.site))
      : undefined,
    ...content.data,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Plain text of owner HTML for a meta description: tags dropped, whitespace folded, 160 characters at most. */
export function metaDescription(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}
