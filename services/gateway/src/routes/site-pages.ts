import express from 'express';
import type { Pages } from '../page/pages';

/** The site's own pages around the shop: home, cart and contact. */
export function sitePages(pages: Pages) {
  const router = express.Router();
  router.get('/', async (_req, res) => pages.send(res, 'home', { pageType: 'page' }));
  router.get('/cart', async (_req, res) => pages.send(res, 'cart', { pageType: 'show-cart', title: 'Shopping Cart' }));
  router.get('/contact', async (_req, res) => pages.send(res, 'contact', { pageType: 'page', title: 'Contact' }));
  return router;
}
