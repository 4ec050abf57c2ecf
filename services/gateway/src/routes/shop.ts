import express from 'express';
import type { Pages } from '../page/pages';
import { metaDescription, productData } from '../page/page-data';
import { recognizePage } from '../page/page-type';
import { productJson } from '../page/product-json';
import type { Catalog } from '../upstream/catalog';
import { optionalText } from './query';

/** Product slugs as the catalog makes them; anything else cannot be a product page. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
export const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The catalog serves at most 100 a page; a merchant's list page shows them all on one. */
const LIST_PAGE_SIZE = 100;

/** /shop (product list), /shop/p/<slug> (product detail) and the quick-view fragment. */
export function shopRoutes(catalog: Catalog, pages: Pages) {
  const router = express.Router();

  router.get('/shop', async (req, res) => {
    const cursor = optionalText(req.query, 'cursor');
    const collection = await catalog.productsCollection();
    if (!collection) return pages.sendStatus(res, 'not-found');
    await pages.sendShared(res, 'product-list', `list:${collection.id}:${cursor}`, async () => {
      const list = await catalog.collectionItems(collection.id, cursor, LIST_PAGE_SIZE);
      const nextPageUrl = list.nextCursor ? `/shop?cursor=${encodeURIComponent(list.nextCursor)}` : '';
      return {
        pageType: recognizePage({ collection }) ?? 'page',
        title: collection.title,
        collection,
        data: { items: list.items.map(productJson), nextPageUrl },
      };
    });
  });

  router.get('/shop/p/:slug', async (req, res) => {
    const { slug } = req.params;
    if (!SLUG.test(slug)) return pages.sendStatus(res, 'not-found');
    await pages.sendShared(res, 'product-detail', `product:${slug}`, async () => {
      const product = await catalog.productBySlug(slug);
      const [context, collection] = await Promise.all([
        catalog.merchandising(product.id),
        catalog.productsCollection(),
      ]);
      const data = productData(product, context, 'detail');
      return {
        pageType: recognizePage({ item: data.item }) ?? 'page',
        title: product.title,
        description: metaDescription(product.description),
        collection: collection ?? null,
        item: product,
        data,
      };
    });
  });

  router.get('/shop/quick-view/:itemId', async (req, res) => {
    const { itemId } = req.params;
    if (!ITEM_ID.test(itemId)) return pages.sendStatus(res, 'not-found');
    const product = await catalog.productById(itemId);
    const context = await catalog.merchandising(product.id);
    await pages.sendFragment(res, 'quick-view', productData(product, context, 'quick-view'));
  });

  return router;
}
