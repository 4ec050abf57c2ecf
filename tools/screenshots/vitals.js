'use strict';
/* global window -- the observers run inside Chromium */
/**
 * LCP and CLS of the list page and a product page with variants, one on sale and one sold out,
 * five views each in a fresh Chromium context, desktop and phone (`--only` names some of them). `node tools/screenshots/vitals.js` measures this checkout's build;
 * `--root <checkout>` another checkout's instead; `--before <checkout>` measures that build too, in
 * the same run with the views of both builds taken in turns, so a noisy machine slows both alike,
 * and prints the two medians and their ratio side by side.
 */
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');

const { values: options } = parseArgs({
  options: {
    root: { type: 'string' },
    before: { type: 'string' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const systemOf = (root) => require(path.join(root, 'tools', 'dev', 'system')).startSystem;
const root = path.resolve(options.root ?? path.join(__dirname, '..', '..'));
const beforeRoot = options.before && path.resolve(options.before);
const { runWithShop, startDemoStore } = require('./shop-session');
const { observeVitals } = require('../bench/pages/vitals-observers');

/** The list page and a product page of each kind: with variants, on sale, sold out. */
const ALL_PAGES = ['/shop', '/shop/p/canvas-sneaker', '/shop/p/wool-beanie', '/shop/p/vintage-film-camera'];
const PAGES = options.only ? ALL_PAGES.filter((page) => options.only.split(',').includes(page)) : ALL_PAGES;
if (PAGES.length === 0) {
  console.error(`--only names none of ${ALL_PAGES.join(', ')}`);
  process.exit(2);
}
const { VIEWPORTS } = require('./screens');
const SETTLE_MS = 1_500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function view(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.__vitals);
  } finally {
    await context.close();
  }
}

/** One build's views of a page: the LCP median and every LCP, the worst CLS. */
function summary(runs) {
  const lcps = runs.map((run) => Math.round(run.lcp));
  return { median: Math.round(median(lcps)), lcps, cls: Math.max(...runs.map((run) => run.cls)) };
}

const line = ({ median: lcp, lcps, cls }) =>
  `LCP median ${String(lcp).padStart(4)} ms (${lcps.join(', ')})  CLS worst ${cls.toFixed(4)}`;

async function main() {
  await runWithShop(systemOf(root), async ({ url, browser }) => {
    const builds = [{ name: 'after', url }];
    const before = beforeRoot ? await startDemoStore(systemOf(beforeRoot)) : undefined;
    if (before) builds.unshift({ name: 'before', url: before.url });
    try {
      let exitCode = 0;
      console.log(
        `Chromium ${browser.version()}, ${options.runs} views each in a fresh context; ` +
          `load average ${os
            .loadavg()
            .map((load) => load.toFixed(2))
            .join(' ')}`,
      );
      console.log(before ? `before: build of ${beforeRoot}\nafter:  build of ${root}` : `build of ${root}`);
      for (const build of builds)
        for (const pagePath of PAGES) await view(browser, `${build.url}${pagePath}`, VIEWPORTS.desktop);
      for (const pagePath of PAGES) {
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          const runs = new Map(builds.map((build) => [build.name, []]));
          for (let run = 0; run < Number(options.runs); run += 1) {
            for (const build of builds)
              runs.get(build.name).push(await view(browser, `${build.url}${pagePath}`, viewport));
          }
          const after = summary(runs.get('after'));
          const label = `${pagePath.padEnd(30)} ${name.padEnd(8)}`;
          if (before) {
            const was = summary(runs.get('before'));
            console.log(`${label} before ${line(was)}`);
            console.log(`${label} after  ${line(after)}  after/before ${(after.median / was.median).toFixed(2)}`);
          } else {
            console.log(`${label} ${line(after)}`);
          }
          if (after.cls > 0.01) exitCode = 1;
        }
      }
      console.log(
        `load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
      );
      return exitCode;
    } finally {
      await before?.stop();
    }
  });
}

main();
