import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import type { Logger } from 'pino';
import { openPglite } from './pglite-template';
import { networkFailureReason, StartupError } from './startup-error';

/**
 * The Drizzle API both drivers share; services write their queries against this. Without a schema
 * it is any database or transaction of either driver, so every repository function runs on both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the driver's own schema type varies; repositories use only the core query builder
export type Database<TSchema extends Record<string, unknown> = any> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseSettings<TSchema extends Record<string, unknown>> {
  /** A postgres:// URL selects real PostgreSQL; without one the database is embedded PGlite. */
  url?: string;
  /** The variable `url` came from, named when the database cannot be reached (`resolveDatabaseVariable`). */
  urlVariable?: string;
  /** PGlite's files (created if missing), or `memory://` for a throwaway database. */
  dataDir: string;
  /** drizzle-kit output: SQL files plus meta/_journal.json. */
  migrationsFolder: string;
  logger: Logger;
  schema?: TSchema;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * Where applied migrations are recorded. Services that may share one PostgreSQL database (one
   * DATABASE_URL for all) each need their own, or one service's history hides another's.
   */
  migrationsTable?: string;
}

export interface OpenDatabase<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any number: it only has to be the same for every service of the storefront. */
const MIGRATION_LOCK_KEY = 0x5f0e_c4a7;

/**
 * Services sharing one PostgreSQL database start together and each migrates it; drizzle's
 * `CREATE SCHEMA IF NOT EXISTS "drizzle"` is not safe against a concurrent twin (one of them fails
 * on pg_namespace's unique index). A session-level advisory lock, held on a connection of its own
 * (outside the pool, whatever its size) while the migrations run, makes them take turns.
 */
async function oneMigratorAtATime(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new Client({ connectionString: url });
  // a connection lost mid-migration fails the query in flight; the event itself must not crash
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // ending the session releases the lock, on failure too
    await lock.end();
  }
}

/** Opens the service's database and brings it to the latest migration before anything uses it. */
export async function openDatabase<TSchema extends Record<string, unknown> = Record<string, never>>(
  settings: DatabaseSettings<TSchema>,
): Promise<OpenDatabase<TSchema>> {
  const { url, urlVariable = 'DATABASE_URL', dataDir, migrationsFolder, logger, schema } = settings;
  const { maxConnections = 10, migrationsTable } = settings;
  const config = schema ? { schema } : {};
  const migration = migrationsTable ? { migrationsFolder, migrationsTable } : { migrationsFolder };

  if (url) {
    const pool = new Pool({ connectionString: url, max: maxConnections });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle postgres connection failed'));
    try {
      const db = drizzleNodePg({ client: pool, ...config });
      await oneMigratorAtATime(url, () => migrateNodePg(db, migration));
      logger.info({ driver: 'postgres', host: new URL(url).host }, 'database ready');
      return { db: db as unknown as Database<TSchema>, driver: 'postgres', close: () => pool.end() };
    } catch (error) {
      await pool.end();
      const reason = networkFailureReason(error);
      if (!reason) throw error;
      // the host only: the URL may hold a password
      throw new StartupError(`cannot connect to the database at ${urlVariable} (${new URL(url).host}): ${reason}`);
    }
  }

  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await openPglite(dataDir);
  try {
    const db = drizzlePglite({ client, ...config });
    await migratePglite(db, migration);
    logger.info({ driver: 'pglite', dataDir }, 'database ready');
    return { db: db as unknown as Database<TSchema>, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Database<Record<string, unknown>>): Promise<void> {
  await db.execute(sql`select 1`);
}
