/**
 * @jest-environment jsdom
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { StorefrontContext } from '@storefront/contracts';
import { offerPresentment } from './index';

const RATES = [
  { currency: 'EUR', rate: '0.92' },
  { currency: 'JPY', rate: '150' },
];

function context(pageType: StorefrontContext['pageType'], presentmentRates = RATES): StorefrontContext {
  return {
    pageType,
    presentmentRates,
    storeSettings: { selectedCurrency: 'USD', expressCheckout: false, multipleQuantityAllowedForServices: true },
  } as StorefrontContext;
}

const PAGE = `
  <main>
    <div class="product-price">From $68.00</div>
    <div class="sale"><span class="sale-price">$1,000.00</span> <span class="original-price">$1,250.00</span></div>
    <p>Free shipping over $50.00 today</p>
    <input value="$5.00"><textarea>$6.00</textarea>
    <script>var price = "$7.00";</script>
    <p data-store-currency>You pay $9.99</p>
  </main>
  <footer><p class="site-footer-currency">Prices in USD</p></footer>`;

const text = (selector: string) => document.querySelector(selector)!.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const select = () => document.querySelector<HTMLSelectElement>('#presentment-currency')!;
function choose(code: string) {
  select().value = code;
  select().dispatchEvent(new Event('change'));
}

describe('presentment currency in the browser', () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    document.cookie = 'presentment_currency=; Path=/; Max-Age=0';
  });

  it('offers the store currency and the owner’s rates in the footer, and keeps prices in the store currency until one is chosen', () => {
    offerPresentment(document, window, context('product-list'));
    expect(Array.from(select().options).map((option) => option.value)).toEqual(['USD', 'EUR', 'JPY']);
    expect(select().value).toBe('USD');
    expect(document.querySelector('label[for="presentment-currency"]')?.textContent).toBe('Currency');
    expect(text('.presentment-notice')).toBe('Prices shown in USD.');
    expect(document.querySelector('.presentment-notice')?.getAttribute('role')).toBe('status');
    expect(text('.product-price')).toBe('From $68.00');
  });

  it('converts every price the page shows, says they are approximate, and remembers the choice', () => {
    offerPresentment(document, window, context('product-list'));
    choose('EUR');
    expect(text('.product-price')).toBe('From €62.56');
    expect(text('.sale')).toBe('€920.00 €1,150.00');
    expect(text('main p')).toBe('Free shipping over €46.00 today');
    expect(text('.presentment-notice')).toBe('Prices shown in EUR are approximate; you pay in USD.');
    expect(document.cookie).toContain('presentment_currency=EUR');
    // never code, fields or what is marked as paid in the store currency
    expect(document.querySelector('input')!.value).toBe('$5.00');
    expect(text('textarea')).toBe('$6.00');
    expect(text('script')).toContain('$7.00');
    expect(text('[data-store-currency]')).toBe('You pay $9.99');

    // from the store amounts again, never from the euros
    choose('JPY');
    expect(text('.product-price')).toBe('From ¥10,200');
    choose('USD');
    expect(text('.product-price')).toBe('From $68.00');
    expect(document.cookie).not.toContain('presentment_currency');
  });

  it('starts in the currency chosen before, and converts what the page writes later', async () => {
    document.cookie = 'presentment_currency=EUR; Path=/';
    offerPresentment(document, window, context('product-detail'));
    expect(select().value).toBe('EUR');
    expect(text('.product-price')).toBe('From €62.56');

    // a variant's price written over the converted one, and a cart row added
    document.querySelector('.product-price')!.firstChild!.textContent = '$20.00';
    const row = document.createElement('td');
    row.textContent = '$10.00';
    document.querySelector('main')!.append(row);
    await settle();
    expect(text('.product-price')).toBe('€18.40');
    expect(row.textContent).toBe('€9.20');
    // and back to the store currency from what the page wrote last
    choose('USD');
    expect(text('.product-price')).toBe('$20.00');
  });

  it('says on the cart page, above the rows, what is paid', () => {
    document.cookie = 'presentment_currency=JPY; Path=/';
    offerPresentment(document, window, context('show-cart'));
    expect(text('main > .presentment-cart-notice')).toBe('Prices shown in JPY are approximate; you pay in USD.');
    choose('USD');
    expect(document.querySelector<HTMLElement>('main > .presentment-cart-notice')!.hidden).toBe(true);
  });

  it('ignores a chosen currency the owner no longer offers', () => {
    document.cookie = 'presentment_currency=GBP; Path=/';
    offerPresentment(document, window, context('product-list'));
    expect(select().value).toBe('USD');
    expect(text('.product-price')).toBe('From $68.00');
  });

  it('offers nothing where prices are paid, or in a store without rates', () => {
    document.cookie = 'presentment_currency=EUR; Path=/';
    for (const page of [context('checkout'), context('order-confirmed'), context('product-list', [])]) {
      document.body.innerHTML = PAGE;
      offerPresentment(document, window, page);
      expect(document.querySelector('#presentment-currency')).toBeNull();
      expect(text('.site-footer-currency')).toBe('Prices in USD');
      expect(text('.product-price')).toBe('From $68.00');
    }
  });
});
