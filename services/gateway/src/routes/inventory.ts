import express from 'express';
import type { Catalog } from '../upstream/catalog';
import { idList } from './query';
import { ITEM_ID } from './shop';
import type { StockAnswers } from './stock-answers';

/** One request may ask for the stock of this many products at most. */
const MAX_ITEMS = 50;

/**
 * GET /api/commerce/inventory/stock/?itemId=... (spec §7): the stock of every variant of the
 * named products, at most STOCK_CACHE_MS old (never older than the pages showing stock may be), and
 * never kept by the browser: `results` rows carry `unlimited` and `qtyInStock`, plus the variant's
 * sku and attributes so the page can match the chosen options.
 */
export function inventoryRoutes(catalog: Catalog, answers: StockAnswers) {
  const router = express.Router();
  router.get('/api/commerce/inventory/stock', async (req, res) => {
    const itemIds = idList(req.query, 'itemId', ITEM_ID, MAX_ITEMS);
    const key = itemIds.join(',');
    const answer = await answers.get(key, async () => {
      const stock = await catalog.stock(itemIds);
      if (stock.length === 0) return undefined;
      const products = await Promise.all(stock.map((item) => catalog.productById(item.itemId)));
      return stock.flatMap((item, index) =>
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
    });
    if (!answer) {
      res.status(404).json({ message: 'No product has that id.' });
      return;
    }
    answers.remember(req.originalUrl, key);
    res.setHeader('Cache-Control', 'no-store');
    res.type('json').send(answer.text);
  });
  return router;
}
