'use strict';
/* global document, window -- page checks run inside Chromium */
/**
 * Screenshots of the default theme's screens at a desktop and a phone size, taken in Chromium
 * against a fresh demo store (the whole system as `npm start` runs it, on free ports and a
 * throwaway data folder): `node tools/screenshots/run.js [--out <dir>] [--only <name,...>]`.
 * Needs `npm run build` and /usr/bin/chromium (or CHROMIUM_PATH). Prints where the files went.
 */
const { mkdirSync, mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { startSystem } = require('../dev/system');
const { SCREENS, VIEWPORTS, fillCart } = require('./screens');
const { runWithShop } = require('./shop-session');

/** A returning visitor has seen the promo pop-up already; only the pop-up's own screen shows it. */
const SEEN_PROMO = { key: 'storefront:promo-popup:promo-popup', value: new Date(0).toISOString() };

const { values: options } = parseArgs({ options: { out: { type: 'string' }, only: { type: 'string' } } });

async function shoot(browser, url, outDir, screen, [viewportName, viewport]) {
  const context = await browser.newContext({ viewport, hasTouch: viewportName === 'phone' });
  try {
    if (!screen.firstVisit)
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), SEEN_PROMO);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (screen.needsCart) await fillCart(page, url);
    await page.goto(`${url}${screen.path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await screen.show?.(page, viewportName);
    // images below the fold load lazily; a full-page shot shows what a visitor scrolling would see
    if (!screen.viewportOnly) {
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((image) => {
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        ),
      );
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = path.join(outDir, `${screen.name}-${viewportName}.png`);
    await page.screenshot({ path: file, fullPage: !screen.viewportOnly });
    const notes = [overflow > 0 ? `SCROLLS SIDEWAYS by ${overflow}px` : '', ...errors].filter(Boolean);
    console.log(`${path.basename(file).padEnd(34)} ${notes.join('; ')}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const outDir = options.out ? path.resolve(options.out) : mkdtempSync(path.join(os.tmpdir(), 'storefront-screens-'));
  mkdirSync(outDir, { recursive: true });
  const only = options.only?.split(',');
  await runWithShop(startSystem, async ({ url, browser }) => {
    let exitCode = 0;
    for (const screen of SCREENS.filter((each) => !only || only.includes(each.name))) {
      for (const viewport of Object.entries(VIEWPORTS)) {
        if (screen.viewports && !screen.viewports.includes(viewport[0])) continue;
        await shoot(browser, url, outDir, screen, viewport).catch((error) => {
          exitCode = 1;
          console.log(`${screen.name}-${viewport[0]}: FAILED ${error.message.split('\n')[0]}`);
        });
      }
    }
    console.log(`\nScreenshots in ${outDir}`);
    return exitCode;
  });
}

main();
