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
