import type { Page } from 'playwright-core';

/** Where pages show money: product prices, cart and checkout amounts, the installment line. */
const AMOUNTS =
  '.product-price, .product-card-price, .cart-subtotal, .cart-row-price, .cart-row-total, .checkout-entry-price, .checkout-subtotal, .checkout-grand-total, .product-installments-text';

/** Every amount of money a page shows, as its text. */
export const amountsOn = (page: Page): Promise<string[]> =>
  page.evaluate(
    (selector) =>
      Array.from(
        document.querySelectorAll(selector),
        (node) => node.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      ).filter((text) => text !== ''),
    AMOUNTS,
  );

/** The prices in those texts ('$68.00', '¥6,800', '€62.56'). */
export const pricesIn = (texts: string[]): string[] => texts.flatMap((text) => text.match(/[$¥€][\d,.]+/g) ?? []);
