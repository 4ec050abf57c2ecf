'use strict';
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { chromium } = require('playwright-core');
const { BUDGET, PRODUCT_BUDGET, checkBudget, checkProductBudget, summarize } = require('./budget');
const { createCleanup } = require('./cleanup');
const { formatTable } = require('./report');
const { gzipBodyBytes, recordFirstAdd, recordScriptTraffic } = require('./script-traffic');
const { ROOT, startSystem } = require('./system');

const PAGES = ['/', '/shop/p/linen-shirt', '/shop', '/cart', '/contact'];
const SHELL_ASSETS = path.join(ROOT, 'frontends', 'shell', 'dist', 'shell-assets.json');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const { values: options } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function withGzipSizes(entries) {
  for (const entry of entries) {
    const body = await gzipBodyBytes(entry.url);
    entry.gzipBytes = body.bytes;
    entry.contentEncoding = body.contentEncoding;
  }
  return entries;
}

async function measurePage(browser, origin, pagePath) {
  const entries = await withGzipSizes(await recordScriptTraffic(browser, `${origin}${pagePath}`));
  return { path: pagePath, entries, summary: summarize(entries, origin) };
}

/** The product page before any interaction and after the first add, as two results of the table. */
async function measureFirstAdd(browser, origin) {
  const { before, after } = await recordFirstAdd(browser, `${origin}${PRODUCT_BUDGET.page}`);
  await withGzipSizes(after);
  const sized = new Map(after.map((entry) => [entry.url, entry]));
  const beforeSized = before.map((entry) => sized.get(entry.url) ?? entry);
  return [
    {
      path: `${PRODUCT_BUDGET.page} (before interaction)`,
      entries: beforeSized,
      summary: summarize(beforeSized, origin),
    },
    { path: `${PRODUCT_BUDGET.page} (after the first add)`, entries: after, summary: summarize(after, origin) },
  ];
}

async function main() {
  const started = Date.now();
  if (!existsSync(SHELL_ASSETS)) {
    console.error(
      `${path.relative(ROOT, SHELL_ASSETS)} does not exist: the front-end bundles are not built yet.\n` +
        'Build them with: npm run build -w frontends/shell -w frontends/product -w frontends/cart -w frontends/forms',
    );
    process.exit(1);
  }
  const cleanup = createCleanup();
  let exitCode = 0;
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
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
    console.log(
      `Chromium ${browser.version()}, each page in a fresh context (cold cache), gateway ${system.url}, catalog on PGlite`,
    );

    const results = [];
    for (const pagePath of PAGES) results.push(await measurePage(browser, system.url, pagePath));
    const [beforeAdd, afterAdd] = await measureFirstAdd(browser, system.url);
    results.push(beforeAdd, afterAdd);

    const rows = results.map(({ path: pagePath, summary }) => [
      pagePath,
      summary.scripts,
      kb(summary.scriptGzipBytes),
      summary.manifests,
      kb(summary.manifestGzipBytes),
      summary.remotes.join(',') || '-',
      summary.reactDomChunks,
    ]);
    console.log(
      `\n${formatTable(['page', 'scripts', 'JS KB gz', 'manifests', 'JSON KB gz', 'remotes', 'react-dom chunks'], rows)}\n`,
    );

    for (const { path: pagePath, entries } of results) {
      console.log(`${pagePath}:`);
      for (const entry of entries)
        console.log(
          `  ${kb(entry.gzipBytes).padStart(6)} KB ${entry.contentEncoding.padEnd(8)} ` +
            `(Chromium: ${kb(entry.wireBytes ?? 0).padStart(5)} KB ${entry.browserEncoding.padEnd(8)})  ${new URL(entry.url).pathname}`,
        );
    }
    const uncompressed = [...new Set(results.flatMap((result) => result.summary.uncompressed))];
    if (uncompressed.length > 0)
      console.log(
        `\nserved without gzip (under the compression threshold, counted at their plain size): ${uncompressed.length} files`,
      );

    const withoutHooks = results.find((result) => result.path === BUDGET.page);
    const checks = [...checkBudget(withoutHooks.summary), ...checkProductBudget(beforeAdd.summary, afterAdd.summary)];
    console.log(
      `\n${checks.map((check) => `${check.ok ? 'ok    ' : 'MISSED'}  ${check.name}: ${check.shown}`).join('\n')}`,
    );
    if (checks.some((check) => !check.ok)) exitCode = 1;
    console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
    if (options.json) console.log(JSON.stringify({ browser: browser.version(), results, checks }, null, 2));
  } catch (error) {
    exitCode = 1;
    console.error(`\nFAILED: ${error.message}`);
  } finally {
    await cleanup.run();
  }
  process.exit(exitCode);
}

main();
