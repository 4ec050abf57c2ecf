'use strict';
const { parseArgs } = require('node:util');
const { createCleanup } = require('../pages/cleanup');
const { createThrowawayDatabase } = require('../pages/database');
const { machineFacts } = require('../pages/report');
const { sampleRss } = require('../pages/rss');
const { startSystem } = require('../pages/system');
const { productIdOf } = require('./visitors');

/**
 * One visitor trying to exhaust the cart's memory: carts of 100 adds, each a line of its own with
 * the longest answers the product's form accepts (over the product's sizes, until their stock is
 * in the cart), every add with a fresh crumb (a page view before each), no rate limit in the way.
 * Prints the cart's peak RSS against its heap ceiling and whether the shop still answers a page
 * and an add afterwards.
 */
const PRODUCT_SLUG = 'engraved-cutting-board';
const LINES_PER_CART = 100;
const MB = 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    carts: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const settings = {
  databaseServer: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  carts: Number(options.carts),
  concurrency: Number(options.concurrency),
};

/** The longest answers the engraving form takes; line n's text keeps each line its own entry. */
const answersFor = (n) => ({
  'engraving-text': `line ${n} `.padEnd(30, 'x'),
  'engraving-font': 'Script',
  'gift-note': 'n'.repeat(2000),
});

async function freshCrumb(url) {
  const page = await fetch(`${url}/shop`);
  await page.arrayBuffer();
  const line = page.headers.getSetCookie().find((cookie) => cookie.startsWith('crumb='));
  return line.split(';')[0].slice('crumb='.length);
}

/** Fills one cart line by line; answers the statuses seen. */
async function fillCart(url, itemId, skus, statuses) {
  let cartCookie = '';
  for (let n = 0; n < LINES_PER_CART; n++) {
    const crumb = await freshCrumb(url);
    const response = await fetch(`${url}/api/commerce/shopping-cart/entries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': crumb,
        cookie: `crumb=${crumb}${cartCookie}`,
      },
      body: JSON.stringify({ itemId, sku: skus[n % skus.length], quantity: 1, additionalFields: answersFor(n) }),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const cart = response.headers.getSetCookie().find((cookie) => cookie.startsWith('CART='));
    if (cart) cartCookie = `; ${cart.split(';')[0]}`;
  }
}

async function main() {
  const cleanup = createCleanup();
  const facts = machineFacts();
  console.log(`machine: ${facts.cpuCount} CPU (${facts.cpuModel}), ${facts.memoryGb} GB, node ${facts.node}`);
  try {
    const database = await createThrowawayDatabase(settings.databaseServer);
    cleanup.add(`drop database ${database.name}`, () => database.drop());
    const system = await startSystem({
      database: { url: database.url },
      redisUrl: settings.redisUrl,
      logLevel: options['log-level'],
      withCart: true,
      // the worst case: an attacker with many addresses is limited by nothing
      gatewayEnv: { CART_RATE_LIMIT: '100000', CART_ADDRESS_RATE_LIMIT: '100000' },
    });
    cleanup.add('stop the services', () => system.stop());
    const itemId = await productIdOf(system.url, PRODUCT_SLUG);
    const page = await (await fetch(`${system.url}/shop/p/${PRODUCT_SLUG}`)).text();
    const skus = JSON.parse(/data-variants="([^"]+)"/.exec(page)[1].replace(/&quot;/g, '"')).map((v) => v.sku);
    const sku = skus[0];

    const rss = sampleRss({ cart: system.cart.pid, gateway: system.gateway.pid });
    const statuses = {};
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < settings.carts) {
        next++;
        await fillCart(system.url, itemId, skus, statuses);
      }
    };
    await Promise.all(Array.from({ length: settings.concurrency }, worker));
    const seconds = (Date.now() - started) / 1000;
    const peak = rss.stop();

    const adds = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const after = await fetch(`${system.url}/shop/p/${PRODUCT_SLUG}`);
    const crumb = await freshCrumb(system.url);
    const add = await fetch(`${system.url}/api/commerce/shopping-cart/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
      body: JSON.stringify({ itemId, sku, quantity: 1, additionalFields: answersFor(0) }),
    });
    console.log(
      `attack: ${settings.carts} carts x ${LINES_PER_CART} lines, answers of ${JSON.stringify(answersFor(0)).length} ` +
        `characters each, a fresh crumb per add: ${adds} adds in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}`,
    );
    console.log(
      `peak RSS: cart ${(peak.cart / MB).toFixed(1)} MB, gateway ${(peak.gateway / MB).toFixed(1)} MB ` +
        `(heap ceiling of each: 96 MB old space); cart still running: ${system.cart.exit() === undefined}`,
    );
    console.log(`afterwards: product page ${after.status}, an add ${add.status}`);
    if (after.status !== 200 || add.status !== 200) process.exitCode = 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}

main();
