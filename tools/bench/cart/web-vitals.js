'use strict';
/* global window, document -- the observers and page checks run inside Chromium */
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { createCleanup } = require('../pages/cleanup');
const { formatTable } = require('../pages/report');
const { gzipBodyBytes } = require('../pages/script-traffic');
const { startSystem } = require('../pages/system');

/** Issue targets for a product page, measured on localhost. */
const TARGETS = { jsBeforeKb: 60, jsAfterAddKb: 140, lcpMs: 500, cls: 0.01, inpMs: 100 };
/** A product that adds without choosing options, so the first press is a real add. */
const PRODUCT_PATH = '/shop/p/brass-candle-holder';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
/** Quiet time after load in which idle-time work (and anything it fetches) may happen. */
const SETTLE_MS = 2_000;

/** Observers installed before any page script: LCP, layout shifts and the slowest interaction. */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0, inp: 0 };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // INP: the longest interaction (input delay + processing + presentation) among those with an id.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) vitals.inp = Math.max(vitals.inp, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** Every JavaScript file the page fetched so far, with its gzipped size as the gateway serves it. */
async function scriptBytes(urls) {
  let total = 0;
  for (const url of urls) total += (await gzipBodyBytes(url)).bytes;
  return total;
}

async function main() {
  const cleanup = createCleanup();
  let exitCode = 0;
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'web-vitals-'));
    cleanup.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    const system = await startSystem({
      database: { dataDir },
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      withCart: true,
    });
    cleanup.add('stop the services', () => system.stop());
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    cleanup.add('close Chromium', () => browser.close());
    console.log(`Chromium ${browser.version()}, a fresh context (cold cache), ${system.url}${PRODUCT_PATH}`);

    // A first visit warms the gateway's caches, as any earlier visitor would have.
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(`${system.url}${PRODUCT_PATH}`, { waitUntil: 'networkidle' });
    await warm.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${system.url}${PRODUCT_PATH}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const beforeScripts = [...scripts];
    const beforeBytes = await scriptBytes(beforeScripts);

    const button = page.locator('.sqs-add-to-cart-button').first();
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('[data-cart-pill] .sqs-cart-quantity')?.textContent?.trim() === '1',
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const afterBytes = await scriptBytes(scripts);
    const vitals = await page.evaluate(() => window.__vitals);

    // A repeat view in the same browser context: the page again, its bundles from the HTTP cache.
    await page.goto(`${system.url}${PRODUCT_PATH}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const repeatLcp = (await page.evaluate(() => window.__vitals)).lcp;

    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(
      `\n${formatTable(
        [
          'JS before interaction KB gz',
          'JS after first add KB gz',
          'LCP ms',
          'LCP repeat view ms',
          'CLS',
          'INP (add) ms',
        ],
        [
          [
            kb(beforeBytes),
            kb(afterBytes),
            Math.round(vitals.lcp),
            Math.round(repeatLcp),
            vitals.cls.toFixed(4),
            // the observer reports interactions of 16 ms and more; none means the add took less
            vitals.inp === 0 ? '< 16' : Math.round(vitals.inp),
          ],
        ],
      )}\n`,
    );
    console.log('before interaction:');
    for (const url of beforeScripts) console.log(`  ${new URL(url).pathname}`);
    console.log('added by the first add:');
    for (const url of scripts.slice(beforeScripts.length)) console.log(`  ${new URL(url).pathname}`);
    const checks = [
      [`JS before interaction <= ${TARGETS.jsBeforeKb} KB`, beforeBytes <= TARGETS.jsBeforeKb * 1024],
      [`JS after the first add <= ${TARGETS.jsAfterAddKb} KB`, afterBytes <= TARGETS.jsAfterAddKb * 1024],
      [`LCP (first view, fresh context) <= ${TARGETS.lcpMs} ms`, vitals.lcp <= TARGETS.lcpMs],
      [`CLS <= ${TARGETS.cls}`, vitals.cls <= TARGETS.cls],
      [`INP of the add <= ${TARGETS.inpMs} ms`, vitals.inp <= TARGETS.inpMs],
    ];
    console.log(checks.map(([text, ok]) => `${ok ? 'ok    ' : 'MISSED'}  ${text}`).join('\n'));
    if (checks.some(([, ok]) => !ok)) exitCode = 1;
  } catch (error) {
    exitCode = 1;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(exitCode);
}

main();
