import express from 'express';
import type { Pages } from '../page/pages';

/** The site's own pages around the shop: cart and contact (the home page shows the shop's products: shop.ts). */
export function sitePages(pages: Pages) {
  const router = express.Router();
  router.get('/cart', async (_req, res) => pages.send(res, 'cart', { pageType: 'show-cart', title: 'Shopping Cart' }));
  router.get('/contact', async (_req, res) => pages.send(res, 'contact', { pageType: 'page', title: 'Contact' }));
  return router;
}
