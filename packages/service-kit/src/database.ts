import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Client, Pool } from 'pg';
import type { Logger } from 'pino';
import { pgliteExtensions, type ContribExtension } from './pglite-extensions';
import { openPglite } from './pglite-template';
import { rows } from './raw-rows';
import { watchPool } from './resource-metrics';
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
  /**
   * false: apply nothing, only make sure the latest migration is recorded (a deployment migrates
   * once, in a job of its own, before any replica starts); a database behind it stops the start.
   */
  migrate?: boolean;
  /** Contrib extensions the migrations create: PGlite must be given their bundles when it opens. */
  extensions?: readonly ContribExtension[];
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

/** drizzle's default history table, in its schema `drizzle`. */
const DEFAULT_MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * Refuses a database whose history lacks the latest migration of `migrationsFolder`. drizzle's
 * migrator applies every migration newer than the newest recorded one, so that one being at least
 * as new as the folder's latest means nothing is left to apply.
 */
async function expectMigrated(db: Database, migrationsFolder: string, migrationsTable: string): Promise<void> {
  const latest = readMigrationFiles({ migrationsFolder }).at(-1);
  if (!latest) return;
  const table = `drizzle.${migrationsTable}`;
  const [history] = await rows<{ present: boolean }>(db, sql`select to_regclass(${table}) is not null as present`);
  const [recorded] = history?.present
    ? await rows<{ newest: string | null }>(
        db,
        sql`select max(created_at)::text as newest from ${sql.identifier('drizzle')}.${sql.identifier(migrationsTable)}`,
      )
    : [];
  const newest = Number(recorded?.newest ?? 0);
  if (newest < latest.folderMillis)
    throw new StartupError(
      'the database lacks the latest migration and MIGRATE_ON_START=false: run the migrate command (node <service>/dist/main.js migrate) first',
    );
}

/** Opens the service's database and brings it to the latest migration (or checks it is there) before anything uses it. */
export async function openDatabase<TSchema extends Record<string, unknown> = Record<string, never>>(
  settings: DatabaseSettings<TSchema>,
): Promise<OpenDatabase<TSchema>> {
  const { url, urlVariable = 'DATABASE_URL', dataDir, migrationsFolder, logger, schema } = settings;
  const { maxConnections = 10, migrationsTable, migrate = true, extensions } = settings;
  const config = schema ? { schema } : {};
  const migration = migrationsTable ? { migrationsFolder, migrationsTable } : { migrationsFolder };

  if (url) {
    const pool = new Pool({ connectionString: url, max: maxConnections });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle postgres connection failed'));
    try {
      const db = drizzleNodePg({ client: pool, ...config });
      if (migrate) await oneMigratorAtATime(url, () => migrateNodePg(db, migration));
      else await expectMigrated(db, migrationsFolder, migrationsTable ?? DEFAULT_MIGRATIONS_TABLE);
      logger.info({ driver: 'postgres', host: new URL(url).host }, 'database ready');
      const unwatch = watchPool(pool);
      const close = () => {
        unwatch();
        return pool.end();
      };
      return { db: db as unknown as Database<TSchema>, driver: 'postgres', close };
    } catch (error) {
      await pool.end();
      const reason = networkFailureReason(error);
      if (!reason) throw error;
      // the host only: the URL may hold a password
      throw new StartupError(`cannot connect to the database at ${urlVariable} (${new URL(url).host}): ${reason}`);
    }
  }

  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await openPglite(dataDir, { extensions: pgliteExtensions(extensions) });
  try {
    const db = drizzlePglite({ client, ...config });
    if (migrate) await migratePglite(db, migration);
    else await expectMigrated(db, migrationsFolder, migrationsTable ?? DEFAULT_MIGRATIONS_TABLE);
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
