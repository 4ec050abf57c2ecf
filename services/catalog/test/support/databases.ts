import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Database } from '@storefront/service-kit';
import { catalog } from '../../src/service';

/** A migrated catalog database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  /** True when several connections can run at once (real PostgreSQL). */
  concurrent: boolean;
  close(): Promise<void>;
}

export interface DatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

/**
 * PGlite loads its WebAssembly and file-system bundle with dynamic import(), which jest's module
 * sandbox refuses without --experimental-vm-modules; handing it the compiled modules skips that.
 */
let artifacts: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }>;

function pgliteArtifacts() {
  artifacts ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([bundle!]),
    };
  })();
  return artifacts;
}

async function openPglite(): Promise<TestDatabase> {
  const client = new PGlite(await pgliteArtifacts());
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: catalog.migrations });
  return { db, concurrent: false, close: () => client.close() };
}

/** A fresh database per test file on the server DATABASE_URL names, dropped afterwards. */
async function openPostgres(url: string): Promise<TestDatabase> {
  const name = `catalog_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new Pool({ connectionString: target.toString(), max: 60 });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: catalog.migrations });
  return {
    db,
    concurrent: true,
    async close() {
      await pool.end();
      // pool.end() resolves before the server has seen every disconnect; dropping with (force)
      // meanwhile would kill those sessions and surface as unhandled client errors
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const databaseUrl = process.env.DATABASE_URL;

/**
 * PGlite's Emscripten loader itself calls import('node:module'), which jest's sandbox only allows
 * when node runs with --experimental-vm-modules.
 */
const VM_MODULES_FLAG = '--experimental-vm-modules';
const pgliteRuns = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes(VM_MODULES_FLAG);

/** PGlite when the sandbox allows it; real PostgreSQL too when DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = [
  ...(pgliteRuns ? [{ name: 'PGlite', open: openPglite }] : []),
  ...(databaseUrl ? [{ name: 'PostgreSQL', open: () => openPostgres(databaseUrl) }] : []),
];

/** Titles for the runs left out, so their absence shows in the test output. */
export const skippedDatabaseNotes = [
  ...(pgliteRuns ? [] : [`PGlite (skipped: run node with ${VM_MODULES_FLAG}, e.g. NODE_OPTIONS=${VM_MODULES_FLAG})`]),
  ...(databaseUrl ? [] : ['PostgreSQL (skipped: DATABASE_URL is not set)']),
];
