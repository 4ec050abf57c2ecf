import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Database } from './database';
import { pgliteExtensions, type ContribExtension } from './pglite-extensions';
import { openPglite as openPgliteClient } from './pglite-template';
import { createThrowawayDatabase, pgliteRuns } from './test-databases';

/** A migrated database a test opens directly, without a service around it, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  /** True when several connections can run at once (real PostgreSQL). */
  concurrent: boolean;
  close(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
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

async function openPglite(migrationsFolder: string, extensions: readonly ContribExtension[]): Promise<TestDatabase> {
  const client = await openPgliteClient(undefined, {
    ...(await pgliteArtifacts()),
    extensions: pgliteExtensions(extensions),
  });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db, concurrent: false, close: () => client.close() };
}

async function openPostgres(url: string, prefix: string, migrationsFolder: string): Promise<TestDatabase> {
  const database = await createThrowawayDatabase(url, prefix);
  const pool = new Pool({ connectionString: database.url, max: 60 });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder });
  return {
    db,
    concurrent: true,
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * The databases a store's tests run on, each opened fresh and migrated from `migrationsFolder`:
 * PGlite when it can load, a throwaway PostgreSQL database named `<prefix>_…` when DATABASE_URL is set.
 * `extensions` are the contrib extensions the migrations create (PGlite is given their bundles).
 */
export function testDatabaseKinds(
  prefix: string,
  migrationsFolder: string,
  extensions: readonly ContribExtension[] = [],
): TestDatabaseKind[] {
  const serverUrl = process.env.DATABASE_URL;
  return [
    ...(pgliteRuns ? [{ name: 'PGlite' as const, open: () => openPglite(migrationsFolder, extensions) }] : []),
    ...(serverUrl
      ? [{ name: 'PostgreSQL' as const, open: () => openPostgres(serverUrl, prefix, migrationsFolder) }]
      : []),
  ];
}
