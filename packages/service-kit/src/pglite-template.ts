import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * A new PGlite database runs initdb, about 3 s of CPU; starting from the files of an earlier
 * initdb takes a tenth of that. `npm start` on a fresh checkout and every test opens several new
 * databases at once on a 2-core machine, so the first new database of a PGlite version dumps its
 * initdb'd files to a cache file and later new databases load that copy. A cache that cannot be
 * written (read-only filesystem) or read only means initdb runs as before.
 */
function cacheFile(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return path.join(
    process.env.PGLITE_TEMPLATE_DIR ?? path.join(tmpdir(), 'storefront-pglite'),
    `initdb-${version}.tar`,
  );
}

/** The cache file and, once asked for, its dump: one of each per process. */
let template: { file: string; dump: Promise<Blob | undefined> } | undefined;

async function makeTemplate(file: string, options: PGliteOptions): Promise<Blob | undefined> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // not made yet on this machine
  }
  // create() rather than new: dumpDataDir on a PGlite still starting never settles
  const fresh = await PGlite.create(options);
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // written whole under a private name, then renamed: a process starting beside this one
    // reads either no file or a complete one
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // nowhere to keep it: this process still uses the dump
  }
  return dump;
}

/** Whether `dataDir` holds nothing: only such a folder is emptied again after a failed load. */
function isEmptyFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Opens PGlite on `dataDir` (a folder or `memory://`), ready; a database not made yet starts from
 * the cached initdb. `options` are PGlite's own (tests hand it precompiled WebAssembly).
 */
export async function openPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  const where = dataDir ?? 'memory://';
  const inMemory = where.startsWith('memory://');
  const settings = { ...options, dataDir: where };
  if (!inMemory && existsSync(path.join(where, 'PG_VERSION'))) return PGlite.create(settings);
  const emptyBefore = !inMemory && isEmptyFolder(where);
  if (!template) {
    const file = cacheFile();
    template = { file, dump: makeTemplate(file, options).catch(() => undefined) };
  }
  const loadDataDir = await template.dump;
  if (!loadDataDir) return PGlite.create(settings);
  try {
    return await PGlite.create({ ...settings, loadDataDir });
  } catch {
    // a damaged cache file: forget it and run initdb as if there were none
    rmSync(template.file, { force: true });
    template.dump = Promise.resolve(undefined);
    if (emptyBefore) rmSync(where, { recursive: true, force: true });
    if (!inMemory) mkdirSync(where, { recursive: true });
    return PGlite.create(settings);
  }
}
