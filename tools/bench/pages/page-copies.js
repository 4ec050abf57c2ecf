'use strict';

/**
 * Headers a server makes for itself on every answer; the rest of the live page's answer (the
 * security headers, the crumb cookie, ETag, Vary...) the baseline servers repeat word for word.
 */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The live answer to `url` as the load generator gets it (gzip when `gzip`): status 200, its body's
 * bytes and its headers. The baselines serve exactly this, so every ratio compares the same bytes.
 */
async function copyAnswer(url, gzip) {
  const http = require('node:http');
  const response = await new Promise((resolve, reject) => {
    const request = http.get(url, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, resolve);
    request.on('error', reject);
  });
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const headers = [];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index];
    if (!OWN_HEADERS.has(name.toLowerCase())) headers.push([name, response.rawHeaders[index + 1]]);
  }
  return { body: Buffer.concat(chunks), headers };
}

/** Checks that `url` answers exactly the copied bytes. */
async function checkServes(url, copy, gzip) {
  const served = await copyAnswer(url, gzip);
  if (!served.body.equals(copy.body)) throw new Error(`${url} answered other bytes than the page it copies`);
}

module.exports = { copyAnswer, checkServes };
