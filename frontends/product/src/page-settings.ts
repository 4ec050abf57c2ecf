import type { StorefrontContext } from '@storefront/contracts';

/** The page context the shell handed to `mount`, for the rules that depend on store settings. */
let context: StorefrontContext | null = null;

export function rememberPageContext(value: StorefrontContext | null): void {
  context = value;
}

export function pageType(): string {
  return context?.pageType ?? 'page';
}

export function websiteId(): string {
  return context?.websiteId ?? '';
}

export function storeExpressCheckout(): boolean {
  return context?.storeSettings?.expressCheckout === true;
}

/**
 * Spec §3 installment context of the store's items, with the shopper's language: the browser's,
 * which the server cannot know for a page it renders once for everyone. Undefined on a page
 * without it.
 */
export function installmentContext(): StorefrontContext['installmentContext'] {
  const store = context?.installmentContext;
  if (!store) return undefined;
  return { ...store, shopperLanguage: globalThis.navigator?.language || store.shopperLanguage };
}
