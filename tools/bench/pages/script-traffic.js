'use strict';
const http = require('node:http');

/**
 * Opens `url` in a fresh browser context (nothing cached) and lists every script and JSON file
 * the page loaded, from Chromium's own network events, until the network is idle.
 * Each entry: { url, type, status, browserEncoding, wireBytes }: the encoding Chromium was served
 * (it also accepts br) and its encodedDataLength (body as transferred plus response headers).
 */
async function recordScriptTraffic(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      // manifests the federation runtime reads, not the shop's JSON API
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
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    return [...requests.values()];
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

module.exports = { recordScriptTraffic, gzipBodyBytes };
