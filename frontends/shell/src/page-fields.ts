import type { StorefrontContext } from '@storefront/contracts';

/** What every performance record and error report says about its page (spec §2 page type). */
export interface PageFields {
  path: string;
  pageType?: string;
}

/** The page's path, and its type as the server named it in the page context (absent without one). */
export function pageFields(location: Pick<Location, 'pathname'>, context: StorefrontContext | null): PageFields {
  return context?.pageType ? { path: location.pathname, pageType: context.pageType } : { path: location.pathname };
}
