import express from 'express';
import type { Catalog } from '../upstream/catalog';
import { idList } from './query';
import { ITEM_ID } from './shop';

/** One request may ask for the stock of this many products at most. */
const MAX_ITEMS = 50;

/**
 * GET /api/commerce/inventory/stock/?itemId=... (spec §7): the stock of every variant of the
 * named products, fresh from the catalog (never cached): `results` rows carry `unlimited` and
 * `qtyInStock`, plus the variant's sku and attributes so the page can match the chosen options.
 */
export function inventoryRoutes(catalog: Catalog) {
  const router = express.Router();
  router.get('/api/commerce/inventory/stock', async (req, res) => {
    const itemIds = idList(req.query, 'itemId', ITEM_ID, MAX_ITEMS);
    const stock = await catalog.stock(itemIds);
    if (stock.length === 0) {
      res.status(404).json({ message: 'No product has that id.' });
      return;
    }
    const products = await Promise.all(stock.map((item) => catalog.productById(item.itemId)));
    const results = stock.flatMap((item, index) =>
      item.variants.map((row) => {
        const variant = products[index]!.variants.find((candidate) => candidate.id === row.variantId);
        return {
          itemId: item.itemId,
          variantId: row.variantId,
          sku: variant?.sku ?? '',
          attributes: { ...(variant?.attributes ?? {}) },
          unlimited: row.unlimited,
          qtyInStock: row.qtyInStock,
        };
      }),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ results });
  });
  return router;
}
