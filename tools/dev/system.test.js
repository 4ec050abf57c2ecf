'use strict';
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { isPortInUse } = require('./free-port');
const { httpStatus } = require('./health');
const { ROOT, startSystem } = require('./system');
const { SERVICES } = require('./services');

// This test runs the real built processes and builds nothing itself.
const unbuilt = SERVICES.filter((service) => !fs.existsSync(path.join(ROOT, service.entry))).map((s) => s.entry);
const reason = unbuilt.length > 0 ? `${unbuilt.join(', ')} not built (npm run build)` : undefined;
const realTest = reason ? (name) => test.skip(`${name} — skipped: ${reason}`, () => {}) : test;

// These tests are about npm start's embedded defaults (PGlite under the data folder), so a real
// PostgreSQL named for the rest of the suite must not reach the launched services.
for (const name of ['DATABASE_URL', 'CATALOG_DATABASE_URL', 'CART_DATABASE_URL', 'FORMS_DATABASE_URL'])
  delete process.env[name];

let dataDir;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-system-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function expectAllGone(system) {
  for (const { name, pid } of system.processes) expect({ name, alive: alive(pid) }).toEqual({ name, alive: false });
  const redisPort = Number(new URL(system.redisUrl).port);
  for (const port of [...Object.values(system.ports), redisPort])
    expect({ port, open: await isPortInUse(port) }).toEqual({ port, open: false });
}

realTest(
  'starts redis, catalog, cart, forms and gateway on free ports, serves the shop, stops without leftovers',
  async () => {
    const system = await startSystem({ port: 'free', grpcPorts: 'free', dataDir, quiet: true, logLevel: 'warn' });
    try {
      expect(system.ports.catalog).not.toBe(50051);
      expect(system.processes.map((p) => p.name)).toEqual(['redis', 'catalog', 'cart', 'forms', 'gateway']);
      expect(await httpStatus(`${system.url}/readyz`)).toBe(200);
      const shop = await fetch(`${system.url}/shop`);
      expect(shop.status).toBe(200);
      expect(shop.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await shop.text()).toMatch(/<html/i);
      // seeded on first run, into the data folder it was given
      expect(fs.existsSync(path.join(dataDir, 'catalog'))).toBe(true);
    } finally {
      await system.stop();
    }
    await expectAllGone(system);
  },
  90_000,
);

realTest(
  'reports a process that dies on its own, and still stops the rest',
  async () => {
    const system = await startSystem({ port: 'free', grpcPorts: 'free', dataDir, quiet: true, logLevel: 'warn' });
    try {
      const catalog = system.processes.find((p) => p.name === 'catalog');
      process.kill(catalog.pid, 'SIGKILL');
      expect(await system.unexpectedExit).toEqual({ name: 'catalog', code: null, signal: 'SIGKILL' });
    } finally {
      await system.stop();
    }
    await expectAllGone(system);
  },
  90_000,
);
