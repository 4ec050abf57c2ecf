import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';

/**
 * PGlite's Emscripten loader calls import('node:module'), which jest's module sandbox allows only
 * when node runs with this flag.
 */
export const VM_MODULES_FLAG = '--experimental-vm-modules';

/** Whether PGlite can load in this test run. */
export const pgliteRuns = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes(
  VM_MODULES_FLAG,
);

/** The PostgreSQL server throwaway databases are created on; tests on PostgreSQL run only when set. */
const serverUrl = process.env.DATABASE_URL;

/** A database created for one test run, and how to throw it away. */
export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database named `<prefix>_<random>` on the server DATABASE_URL names. */
export async function createThrowawayDatabase(url: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      // a pool's end() resolves before the server has seen every disconnect; dropping with (force)
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

/** A database a service under test is started on: the environment that points it there. */
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment for the service's database, and how to throw it away afterwards. */
  prepare(): Promise<{ env: NodeJS.ProcessEnv; dispose(): Promise<void> }>;
}

export interface BackendSettings {
  /** Names the throwaway PostgreSQL databases, e.g. 'cart_test'. */
  prefix: string;
  /** The variable the service reads its database URL from, e.g. 'CART_DATABASE_URL'. */
  urlVariable: string;
  /** Environment for the PGlite run, e.g. an in-memory DATA_DIR. */
  pgliteEnv?: NodeJS.ProcessEnv;
}

/** PGlite when it can load; a throwaway PostgreSQL database too when DATABASE_URL is set. */
export function serviceBackends({ prefix, urlVariable, pgliteEnv = {} }: BackendSettings): Backend[] {
  const pglite: Backend = { name: 'PGlite', prepare: async () => ({ env: pgliteEnv, dispose: async () => undefined }) };
  const postgres = (url: string): Backend => ({
    name: 'PostgreSQL',
    async prepare() {
      const database = await createThrowawayDatabase(url, prefix);
      return { env: { [urlVariable]: database.url }, dispose: () => database.drop() };
    },
  });
  return [...(pgliteRuns ? [pglite] : []), ...(serverUrl ? [postgres(serverUrl)] : [])];
}

/** Why each backend is left out of this run; empty when both run. */
export function skippedBackendNotes(): string[] {
  return [
    ...(pgliteRuns ? [] : [`PGlite (skipped: run node with ${VM_MODULES_FLAG}, e.g. NODE_OPTIONS=${VM_MODULES_FLAG})`]),
    ...(serverUrl ? [] : ['PostgreSQL (skipped: DATABASE_URL is not set)']),
  ];
}

/**
 * Skipped tests titled with the runs left out, so their absence shows in the test output. A
 * service whose tests need PGlite whatever its own backend (e.g. for a catalog it calls) names why
 * in `pgliteNeededFor`; without PGlite none of its runs happen.
 */
export function noteSkippedBackends(subject: string, pgliteNeededFor?: string): void {
  if (pgliteNeededFor && !pgliteRuns) {
    it.skip(`${subject} (skipped: run node with ${VM_MODULES_FLAG}; ${pgliteNeededFor})`, () => undefined);
    return;
  }
  for (const note of skippedBackendNotes()) it.skip(`${subject} on ${note}`, () => undefined);
}

/**
 * The database of a service a test needs but does not test (the demo catalog behind a cart test,
 * the services behind a gateway test): a throwaway PostgreSQL database when DATABASE_URL names a
 * server, else PGlite in memory. A PGlite start loads its data files and WebAssembly for seconds
 * of CPU, and a gateway test starts four or five such services; PostgreSQL takes a fraction of
 * that. Each service's own tests still run on both (`serviceBackends`). `start` is handed the
 * environment that points the service at its database; the database is dropped after its stop.
 */
export async function onSupportingDatabase<T extends { stop(): Promise<void> }>(
  prefix: string,
  start: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!serverUrl) return start({ DATA_DIR: 'memory://' });
  const database = await createThrowawayDatabase(serverUrl, prefix);
  try {
    // a few connections: a test runs several such services beside whatever it tests
    const started = await start({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4' });
    const stop = started.stop.bind(started);
    return Object.assign(started, {
      async stop() {
        try {
          await stop();
        } finally {
          await database.drop();
        }
      },
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
}
