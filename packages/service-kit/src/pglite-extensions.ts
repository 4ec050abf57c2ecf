import type { Extension } from '@electric-sql/pglite';

/**
 * PostgreSQL contrib extensions a service's migrations may create. A PostgreSQL server has them
 * installed with its contrib package; PGlite ships each as a bundle of its own that must be handed
 * to it when the database opens, or `CREATE EXTENSION` fails.
 */
export type ContribExtension = 'pg_trgm' | 'fuzzystrmatch';

/*
 * require() rather than import: the packages build with node10 module resolution, which cannot see
 * PGlite's `./contrib/*` export map, while node resolves it at run time.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const contribBundles: Record<ContribExtension, () => Extension> = {
  pg_trgm: () => (require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm,
  fuzzystrmatch: () =>
    (require('@electric-sql/pglite/contrib/fuzzystrmatch') as { fuzzystrmatch: Extension }).fuzzystrmatch,
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** PGlite's `extensions` option for the named contrib extensions. */
export function pgliteExtensions(names: readonly ContribExtension[] = []): Record<string, Extension> {
  return Object.fromEntries(names.map((name) => [name, contribBundles[name]()]));
}
