import type { catalogV1 } from '@storefront/proto';
import express from 'express';
import type { Pages } from '../page/pages';
import { homeProducts } from '../page/home-products';
import { inlineImageSrc } from '../page/inline-image';
import { metaDescription, productData } from '../page/page-data';
import { recognizePage } from '../page/page-type';
import { productCards, productJson } from '../page/product-json';
import { relatedProducts } from '../page/related-products';
import type { Catalog } from '../upstream/catalog';
import { optionalText } from './query';

/** Product slugs as the catalog makes them; anything else cannot be a product page. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
export const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The catalog serves at most 100 a page; a merchant's list page shows them all on one. */
const LIST_PAGE_SIZE = 100;
/**
 * How old the read related products are chosen from may be. Reading those 100 products again was
 * half of an expired product page's wait for the catalog (15 to 30 ms of 30 to 55 on the demo
 * store), for cards below the product, which a price change now reaches seconds later.
 */
const RELATED_MAX_AGE_MS = 10_000;
/** The home page chooses its products from the first of the shop's list. */
const HOME_CANDIDATES = 12;

/** The home page (the shop's products put forward), /shop (product list), /shop/p/<slug> (product detail) and the quick-view fragment. */
export function shopRoutes(catalog: Catalog, pages: Pages) {
  const router = express.Router();

  router.get('/', async (_req, res) => {
    const collection = await catalog.productsCollection();
    await pages.sendShared(res, 'home', `home:${collection?.id ?? ''}`, async () => {
      const list = collection ? await catalog.collectionItems(collection.id, '', HOME_CANDIDATES) : undefined;
      return { pageType: 'page', data: homeProducts(list?.items ?? []) };
    });
  });

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
        data: { items: productCards(list.items), nextPageUrl, quickView: true },
      };
    });
  });

  router.get('/shop/p/:slug', async (req, res) => {
    const { slug } = req.params;
    if (!SLUG.test(slug)) return pages.sendStatus(res, 'not-found');
    await pages.sendShared(res, 'product-detail', `product:${slug}`, async () => {
      const product = await catalog.productBySlug(slug);
      const [context, collection, related, mainImageSrc] = await Promise.all([
        catalog.merchandising(product.id),
        catalog.productsCollection(),
        relatedOf(product),
        inlineImageSrc(catalog, product.images[0]?.assetUrl),
      ]);
      const data = { ...productData(product, context, 'detail'), relatedItems: related.map(productJson), mainImageSrc };
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

  /**
   * Related products come from the list page's read of the collection (the same cached answer). They
   * are a suggestion: when they cannot be read the product page is still shown, without them, and
   * they may come from a read up to RELATED_MAX_AGE_MS old.
   */
  async function relatedOf(product: catalogV1.Product): Promise<catalogV1.Product[]> {
    try {
      const list = await catalog.collectionItems(product.collectionId, '', LIST_PAGE_SIZE, {
        maxAgeMs: RELATED_MAX_AGE_MS,
      });
      return relatedProducts(product, list.items);
    } catch {
      return [];
    }
  }

  router.get('/shop/quick-view/:itemId', async (req, res) => {
    const { itemId } = req.params;
    if (!ITEM_ID.test(itemId)) return pages.sendStatus(res, 'not-found');
    const product = await catalog.productById(itemId);
    const context = await catalog.merchandising(product.id);
    await pages.sendFragment(res, 'quick-view', productData(product, context, 'quick-view'), product);
  });

  return router;
}
