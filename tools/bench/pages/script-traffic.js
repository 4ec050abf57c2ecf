'use strict';
/* global document -- the page checks run inside Chromium */
const http = require('node:http');

/**
 * Lists, from Chromium's own network events, every script and every JSON file under /frontends/
 * (the entry lists the shell reads, not the shop's JSON API) that `page` loads from now on.
 * `entries()` gives what was seen so far, each: { url, type, status, browserEncoding, wireBytes }:
 * the encoding Chromium was served (it also accepts br) and its encodedDataLength (body as
 * transferred plus response headers).
 */
async function watchScriptTraffic(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const pathname = new URL(response.url).pathname;
    const isManifest = pathname.startsWith('/frontends/') && pathname.endsWith('.json');
    if (type !== 'Script' && !isManifest) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(requestId, {
      url: response.url,
      type: type === 'Script' ? 'script' : 'json',
      status: response.status,
      browserEncoding: headers['content-encoding'] ?? 'identity',
      wireBytes: undefined,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.wireBytes = encodedDataLength;
  });
  return { entries: () => [...requests.values()].map((entry) => ({ ...entry })) };
}

/**
 * Opens `url` in a fresh browser context (nothing cached) and lists every script and JSON file
 * the page loaded (see watchScriptTraffic) until the network is idle.
 */
async function recordScriptTraffic(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const traffic = await watchScriptTraffic(context, page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    return traffic.entries();
  } finally {
    await context.close();
  }
}

/** The shell's collector chunk: fetched after load and an idle moment (at most 5 s), unasked. */
const COLLECTOR_CHUNK = /\/frontends\/shell\/collector\.[0-9a-f]{8}\.js$/;
/** Quiet time in which whatever a step set going (a stock read, idle-time work) may still load. */
const SETTLE_MS = 2_000;

/**
 * A visitor's first add on a product page that adds without choosing options, in a fresh context:
 * the scripts and entry lists loaded before any interaction (after load, the collector and a quiet
 * moment), then those loaded by the time the add has shown its popover and the pill says 1.
 */
async function recordFirstAdd(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const traffic = await watchScriptTraffic(context, page);
    const collector = page.waitForRequest((request) => COLLECTOR_CHUNK.test(request.url()), { timeout: 30_000 });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await collector;
    await page.waitForTimeout(SETTLE_MS);
    const before = traffic.entries();

    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.locator('.cart-added-popover').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-cart-pill] .sqs-cart-quantity')?.textContent?.trim() === '1',
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return { before, after: traffic.entries() };
  } finally {
    await context.close();
  }
}

/**
 * The body of url as the server sends it to a client that accepts gzip, byte for byte (not
 * decompressed): the gzipped size when the server compresses, the plain size when it does not.
 */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' }, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, contentEncoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

module.exports = { watchScriptTraffic, recordScriptTraffic, recordFirstAdd, gzipBodyBytes };
