'use strict';
/* global document */
/**
 * The screens a shopper meets, each a path and what to do there before looking (`show`): every
 * screen the default theme must get right on a desktop and a phone. `needsCart`: shown with
 * products in the cart (`fillCart` first); `firstVisit`: for a visitor who has not seen the promo
 * pop-up; `viewportOnly`: what fits in the window (an overlay), not the whole page. The
 * screenshots (run.js) and the theme's end-to-end test (tests/e2e/theme.test.ts) both walk them.
 */

/** Adds products to the visitor's cart through the pages, as a shopper does. */
async function fillCart(page, url) {
  const adds = [
    ['/shop/p/canvas-sneaker', { Size: '9', Color: 'Navy' }],
    ['/shop/p/linen-shirt', { Size: 'S' }],
    ['/shop/p/brass-candle-holder', {}],
  ];
  for (const [productPath, choices] of adds) {
    await page.goto(`${url}${productPath}`, { waitUntil: 'networkidle' });
    for (const [name, value] of Object.entries(choices)) {
      await page.locator(`select[data-variant-option-name="${name}"]`).selectOption(value);
    }
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.locator('.cart-added-popover').waitFor();
  }
}

async function openQuickView(page) {
  await page.locator('.sqs-product-quick-view-button').first().click();
  await page.getByRole('dialog').locator('.quick-view-details').waitFor();
  await page.waitForLoadState('networkidle');
}

/** The viewports every screen is checked at, as a desktop and a phone show it. */
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'shop-first-screen', path: '/shop', viewportOnly: true },
  { name: 'product-variants', path: '/shop/p/canvas-sneaker' },
  { name: 'product-first-screen', path: '/shop/p/canvas-sneaker', viewportOnly: true },
  { name: 'product-sale', path: '/shop/p/wool-beanie' },
  { name: 'product-sold-out', path: '/shop/p/vintage-film-camera' },
  { name: 'quick-view', path: '/shop', viewportOnly: true, show: openQuickView },
  {
    name: 'popover',
    path: '/shop/p/brass-candle-holder',
    viewportOnly: true,
    show: async (page) => {
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.locator('.cart-added-popover').waitFor();
    },
  },
  {
    name: 'alert',
    path: '/shop/p/linen-shirt',
    viewportOnly: true,
    show: async (page) => {
      await page.locator('select[data-variant-option-name="Size"]').selectOption('M');
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'promo-popup',
    path: '/shop',
    viewportOnly: true,
    firstVisit: true,
    show: (page) => page.getByRole('dialog').waitFor(),
  },
  { name: 'cart', path: '/cart', needsCart: true, show: (page) => page.locator('.cart-row').first().waitFor() },
  { name: 'checkout', path: '/checkout', needsCart: true },
  { name: 'form-feedback', path: '/feedback' },
  { name: 'form-event', path: '/events/register' },
  {
    name: 'menu',
    path: '/',
    viewportOnly: true,
    viewports: ['phone'],
    show: async (page) => {
      await page.locator('.site-menu-toggle').click();
      await page.locator('.site-nav').waitFor();
      await page.evaluate(() => document.activeElement?.blur());
    },
  },
];

module.exports = { SCREENS, VIEWPORTS, fillCart };
