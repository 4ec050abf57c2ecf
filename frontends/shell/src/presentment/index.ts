import { chosenPresentment, PRESENTMENT_COOKIE } from '@storefront/commerce';
import type { PageType, StorefrontContext } from '@storefront/contracts';
import { cookieValue } from '../cookie-jar';
import { choiceNotice, currencyChoice } from './currency-choice';
import { PriceTexts } from './price-texts';

/**
 * Pages whose prices may be shown in another currency. Checkout, orders and accounts show what is
 * paid and was paid: always the store currency.
 */
const PRESENTED_PAGES: ReadonlySet<PageType> = new Set([
  'product-detail',
  'product-list',
  'page',
  'search',
  'show-cart',
]);

/** A year: the choice is a visitor's preference, not a session's. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Offers the owner's presentment currencies in the footer and shows the page's prices in the one
 * the visitor chose (kept in a cookie only this script reads, so every visitor is sent the same
 * cached page). The cart, checkout and orders stay in the store currency.
 */
export function offerPresentment(doc: Document, win: Window & typeof globalThis, context: StorefrontContext): void {
  const place = doc.querySelector('.site-footer-currency');
  const rates = context.presentmentRates ?? [];
  if (!place || rates.length === 0 || !PRESENTED_PAGES.has(context.pageType)) return;
  const storeCurrency = context.storeSettings.selectedCurrency;
  const prices = new PriceTexts(doc.body, storeCurrency);
  const show = (code: string | undefined) => {
    const rate = chosenPresentment(code, storeCurrency, rates);
    prices.show(rate);
    return rate?.currency ?? storeCurrency;
  };
  prices.watch(win.MutationObserver);
  const chosen = show(cookieValue(doc.cookie, PRESENTMENT_COOKIE));
  const cartNotice = context.pageType === 'show-cart' ? cartPageNotice(doc, chosen, storeCurrency) : undefined;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  place.replaceWith(
    currencyChoice(doc, {
      storeCurrency,
      rates,
      chosen,
      onChoose: (code) => {
        const maxAge = code === storeCurrency ? 0 : CHOICE_MAX_AGE_SECONDS;
        doc.cookie = `${PRESENTMENT_COOKIE}=${code}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
        show(code);
        if (cartNotice) showCartNotice(cartNotice, code, storeCurrency);
      },
    }),
  );
}

/**
 * The cart is where a visitor weighs what they will pay, so it says it above the rows too, not
 * only in the footer; no other page gets it, as text added above a page's content would move it.
 */
function cartPageNotice(doc: Document, chosen: string, storeCurrency: string): HTMLElement | undefined {
  const main = doc.querySelector('main');
  if (!main) return undefined;
  const notice = doc.createElement('p');
  notice.className = 'presentment-cart-notice';
  showCartNotice(notice, chosen, storeCurrency);
  main.prepend(notice);
  return notice;
}

function showCartNotice(notice: HTMLElement, chosen: string, storeCurrency: string): void {
  notice.textContent = choiceNotice(chosen, storeCurrency);
  notice.hidden = chosen === storeCurrency;
}
