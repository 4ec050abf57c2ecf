'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

/** Connects to the server of `serverUrl` but to the given database (the maintenance one by default). */
async function connect(serverUrl, database) {
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/**
 * Creates an empty database with a random name on the PostgreSQL server of `serverUrl`, so the
 * catalog seeds a fresh demo store and nothing of another run is measured. drop() removes it.
 */
async function createThrowawayDatabase(serverUrl) {
  const name = `bench_pages_${randomBytes(6).toString('hex')}`;
  const admin = await connect(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      const client = await connect(serverUrl);
      try {
        // the catalog may still hold pooled connections when stopped by force
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

module.exports = { createThrowawayDatabase };
