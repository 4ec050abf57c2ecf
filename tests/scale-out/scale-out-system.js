'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createThrowawayDatabase } = require('@storefront/service-kit/testing');
const { findFreePort } = require('../../tools/dev/free-port');
const { SERVICES } = require('../../tools/dev/services');
const { startSystem } = require('../../tools/dev/system');
const { startNginxFront } = require('./nginx-front');

const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The whole system as production runs it, on one machine: `replicas` (2) of every service and of
 * the gateway, all on one fresh PostgreSQL database (made on `databaseServer`, dropped by stop())
 * and one Redis, with Debian's nginx in front of the gateways. `launcher` holds further options of
 * tools/dev/system.js (ports, write, logLevel, redisUrl, env, ...).
 *
 * Resolves { url (the front), system (the launcher's handle: instances, processes, restart, ...),
 * nginx, databaseUrl, stop() }.
 */
async function startScaleOutSystem({ databaseServer = DEFAULT_DATABASE_SERVER, replicas = 2, launcher = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-scale-out-'));
  const undo = [() => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const database = await createThrowawayDatabase(databaseServer, 'scale_out');
    undo.push(() => database.drop());
    // known before the services start, so the links in their mails lead to the front
    const frontPort = await findFreePort();
    const front = `http://127.0.0.1:${frontPort}`;
    // one database for every service (each keeps its own tables and migrations), none of their own
    const ownDatabases = Object.fromEntries(
      SERVICES.filter((service) => service.ownsDatabase).map((service) => [
        `${service.name.toUpperCase()}_DATABASE_URL`,
        '',
      ]),
    );
    const system = await startSystem({
      port: 'free',
      grpcPorts: 'free',
      dataDir: path.join(dir, 'data'),
      ...launcher,
      replicas,
      env: {
        ...launcher.env,
        ...ownDatabases,
        DATABASE_URL: database.url,
        NOTIFICATIONS_PUBLIC_URL: front,
        // nginx is one proxy hop: rate limits and logs see the visitor's address, not nginx's
        TRUST_PROXY_HOPS: '1',
      },
    });
    undo.push(() => system.stop());
    const gatewayPorts = system.instances.filter((instance) => instance.service === 'gateway').map((i) => i.port);
    const nginx = await startNginxFront({
      dir: path.join(dir, 'nginx'),
      gatewayPorts,
      port: frontPort,
      write: launcher.write,
    });
    undo.push(() => nginx.stop());
    return { url: nginx.url, system, nginx, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startScaleOutSystem, DEFAULT_DATABASE_SERVER };
