'use strict';
/**
 * Product search against 10,000 products: seeds them into a throwaway database of the PostgreSQL at
 * DATABASE_URL (migrated by the catalog's own migrations, so the index and its triggers are the
 * production ones), then times the catalog's search (the words' corrections, the ranked page of
 * 24 and the products' rows, as SearchItems runs it) for four kinds of query and prints p50/p99.
 * Run `npm run build` first: it uses the built catalog and service-kit.
 */
const { createThrowawayDatabase } = require('../pages/database');
const { machineFacts } = require('../pages/report');
const { QUERIES } = require('./queries');
const { catalogDist, openCatalogDatabase, seedProducts } = require('./seed');

const { collections } = require(catalogDist('store/schema.js'));
const { searchItems } = require(catalogDist('store/search.js'));
const { searchRequestOf } = require(catalogDist('domain/search.js'));

const PRODUCTS = 10_000;
const PAGE_SIZE = 24;
/** Timed searches per kind, after WARM_UP untimed ones. */
const SEARCHES = Number(process.env.SEARCHES ?? 400);
const WARM_UP = 50;
const TARGET_P99_MS = 50;

const COLLECTION = { id: 'bench-shop', slug: 'shop', title: 'Shop', fullUrl: '/shop', type: 13 };

async function seed(db) {
  await db.insert(collections).values(COLLECTION);
  return seedProducts(db, COLLECTION.id, PRODUCTS);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timeKind(db, terms) {
  const times = [];
  let found = 0;
  for (let i = 0; i < WARM_UP + SEARCHES; i += 1) {
    const query = terms[i % terms.length];
    const started = performance.now();
    const page = await searchItems(db, searchRequestOf(query, 1, PAGE_SIZE));
    const elapsed = performance.now() - started;
    if (i >= WARM_UP) times.push(elapsed);
    if (i < terms.length) found += page.totalCount;
  }
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: times.at(-1),
    meanMatches: found / terms.length,
  };
}

async function main() {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const facts = machineFacts();
  console.log(
    `machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}, load ${facts.loadAverage.join(' ')}`,
  );
  const throwaway = await createThrowawayDatabase(server);
  let database;
  try {
    database = await openCatalogDatabase(throwaway.url);
    const seconds = await seed(database.db);
    console.log(
      `seeded ${PRODUCTS} products in ${seconds.toFixed(1)} s (PostgreSQL ${new URL(server).host}, database ${throwaway.name})`,
    );
    console.log(
      `${SEARCHES} searches per kind after ${WARM_UP} to warm up, page of ${PAGE_SIZE}; target p99 <= ${TARGET_P99_MS} ms`,
    );
    console.log('kind        p50 ms   p99 ms   max ms   matches (mean)');
    let worst = 0;
    for (const [kind, terms] of Object.entries(QUERIES)) {
      const result = await timeKind(database.db, terms);
      worst = Math.max(worst, result.p99);
      console.log(
        `${kind.padEnd(11)} ${result.p50.toFixed(2).padStart(6)}   ${result.p99.toFixed(2).padStart(6)}   ${result.max.toFixed(2).padStart(6)}   ${result.meanMatches.toFixed(0)}`,
      );
    }
    console.log(
      worst <= TARGET_P99_MS ? `PASS: worst p99 ${worst.toFixed(2)} ms` : `FAIL: worst p99 ${worst.toFixed(2)} ms`,
    );
    process.exitCode = worst <= TARGET_P99_MS ? 0 : 1;
  } finally {
    await database?.close();
    await throwaway.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
