'use strict';
/**
 * What both screenshot scripts stand on: a fresh demo store (the whole system as `npm start` runs
 * it, on free ports and a throwaway data folder) and a headless Chromium, both stopped however the
 * script ends. `startSystem` is tools/dev/system.js's, of this checkout or of the one measured.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * A fresh demo store of `startSystem` (tools/dev/system.js of some checkout) on free ports and a
 * throwaway data folder: its URL and how to stop it, which also removes the folder.
 */
async function startDemoStore(startSystem) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-screens-data-'));
  try {
    const system = await startSystem({ port: 'free', grpcPorts: 'free', dataDir, logLevel: 'warn', quiet: true });
    return {
      url: system.url.replace('localhost', '127.0.0.1'),
      async stop() {
        await system.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Runs `body({ url, browser })` and exits with the code it answers: 1 when anything throws. */
async function runWithShop(startSystem, body) {
  let store;
  let browser;
  let exitCode = 1;
  try {
    store = await startDemoStore(startSystem);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    exitCode = await body({ url: store.url, browser });
  } catch (error) {
    console.error(`FAILED: ${error.message}`);
  } finally {
    await browser?.close();
    await store?.stop();
  }
  process.exit(exitCode);
}

module.exports = { runWithShop, startDemoStore };
