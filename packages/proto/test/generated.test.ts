import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { committedGenDir, protoRoot, runBuf } from './buf-cli';

jest.setTimeout(60_000);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

// prettier's CLI rather than its API: the API loads ES modules, which jest's CommonJS runtime cannot.
const prettierBin = require.resolve('prettier/bin/prettier.cjs');

/** Formats fresh output exactly as `npm run generate` does: prettier with the options of the committed file's path. */
function formatLikeCommitted(source: string, committedPath: string): string {
  const run = spawnSync(process.execPath, [prettierBin, '--stdin-filepath', committedPath], {
    input: source,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`prettier failed on ${committedPath}:\n${run.stderr}`);
  return run.stdout;
}

describe('committed generated code', () => {
  let scratch: string;
  let freshGenDir: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'proto-gen-'));
    // buf.gen.yaml writes to ../packages/proto/src/gen relative to the output base, so with the base at
    // <scratch>/proto the fresh code lands in <scratch>/packages/proto/src/gen, using the real template untouched.
    const base = join(scratch, 'proto');
    mkdirSync(base);
    const run = runBuf(['generate', '-o', base], protoRoot);
    if (run.status !== 0) throw new Error(`buf generate failed:\n${run.output}`);
    freshGenDir = join(scratch, 'packages', 'proto', 'src', 'gen');
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('has the same files as a fresh buf generate', () => {
    expect(filesUnder(committedGenDir)).toEqual(filesUnder(freshGenDir));
    expect(filesUnder(freshGenDir)).toContain(join('storefront', 'catalog', 'v1', 'catalog.ts'));
  });

  it('is byte-identical to a fresh buf generate (run `npm run generate -w @storefront/proto` when this fails)', () => {
    const stale: string[] = [];
    for (const file of filesUnder(freshGenDir)) {
      const committedPath = join(committedGenDir, file);
      const fresh = formatLikeCommitted(readFileSync(join(freshGenDir, file), 'utf8'), committedPath);
      let committed: string | undefined;
      try {
        committed = readFileSync(committedPath, 'utf8');
      } catch {
        committed = undefined;
      }
      if (committed !== fresh) stale.push(file);
    }
    expect(stale).toEqual([]);
  });
});
