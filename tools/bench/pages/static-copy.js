'use strict';
const { once } = require('node:events');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

/** Where the copy is served. */
const COPY_PATH = '/product.html';

/**
 * The baseline of the dynamic/static ratio: the product page's bytes as a static file from an
 * express server (express.static, compressed per response for a client that takes gzip), as
 * the gateway itself used to serve it. It runs in a worker thread of the bench, so it has an
 * event loop of its own rather than sharing autocannon's, and the gateway keeps no route for it.
 */
function serveCopy({ dir }) {
  const compression = require('compression');
  const express = require('express');
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(express.static(dir, { index: false }));
  const server = app.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
}

/** Writes `html` to a folder of its own and serves it at COPY_PATH; resolves to { url, stop() }. */
async function startStaticCopy(html) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  writeFileSync(path.join(dir, COPY_PATH), html);
  const worker = new Worker(__filename, { workerData: { dir } });
  const stop = async () => {
    await worker.terminate();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [message] = await Promise.race([
      once(worker, 'message'),
      once(worker, 'error').then(([error]) => Promise.reject(error)),
    ]);
    return { url: `http://127.0.0.1:${message.port}${COPY_PATH}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (!isMainThread) serveCopy(workerData);

module.exports = { COPY_PATH, startStaticCopy };
