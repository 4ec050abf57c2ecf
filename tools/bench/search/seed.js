'use strict';
const path = require('node:path');
const { benchProducts } = require('./products');

const ROOT = path.join(__dirname, '..', '..', '..');
const catalogDist = (file) => path.join(ROOT, 'services', 'catalog', 'dist', file);
const { openDatabase, createLogger } = require(path.join(ROOT, 'packages', 'service-kit', 'dist', 'index.js'));
const { catalog } = require(catalogDist('service.js'));
const { productRows } = require(catalogDist('store/product-rows.js'));
const { products: productTable, variants } = require(catalogDist('store/schema.js'));

/** Products per transaction: big enough to be quick, small enough to keep each statement's parameters in bounds. */
const BATCH = 500;

/**
 * Opens the catalog database at `url` the way the catalog does (its own migrations and
 * extensions, so the search index, its triggers and pg_trgm / fuzzystrmatch are the production
 * ones). Resolves to { db, close() }.
 */
function openCatalogDatabase(url) {
  return openDatabase({
    url,
    dataDir: 'unused',
    migrationsFolder: catalog.migrations,
    extensions: catalog.extensions,
    logger: createLogger({ service: 'bench-search', level: 'silent' }),
    maxConnections: 2,
  });
}

/**
 * Writes `count` bench products (products.js, the same on every run) into the collection
 * `collectionId`, through the search index triggers, then ANALYZE so the planner knows the index.
 * Resolves to the seconds it took.
 */
async function seedProducts(db, collectionId, count) {
  const started = performance.now();
  const all = benchProducts(count, collectionId).map(productRows);
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(productTable).values(batch.map((rows) => rows.product));
      await tx.insert(variants).values(batch.flatMap((rows) => rows.variants));
    });
  }
  await db.execute('analyze');
  return (performance.now() - started) / 1000;
}

module.exports = { openCatalogDatabase, seedProducts, catalogDist };
