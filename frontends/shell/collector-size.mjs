/**
 * Builds the shell into a temporary folder and prints, as JSON, what the page downloads for the
 * performance collector: the files of its chunk group (the chunk and any shared chunk it pulls)
 * with their gzip -9 sizes, the shell entry's files, and which files hold web-vitals. The size test checks the budget
 * with it; run it alone to see the figure: `node frontends/shell/collector-size.mjs`.
 */
/* global console -- a command-line script */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import config from './rspack.config.mjs';

const CHUNK = 'collector';

const outputPath = mkdtempSync(join(tmpdir(), 'shell-collector-'));
try {
  const compiler = rspack({
    ...config,
    context: dirname(fileURLToPath(import.meta.url)),
    output: { ...config.output, path: outputPath },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const json = stats.toJson({ all: false, chunkGroups: true, entrypoints: true });
  const group = json.namedChunkGroups[CHUNK];
  if (!group) throw new Error(`the build has no "${CHUNK}" chunk`);
  const files = group.assets
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(outputPath, name)), { level: 9 }).length }));
  // web-vitals observes 'layout-shift' entries, which nothing else in the shell names: a file
  // that holds the string holds web-vitals
  const holdsWebVitals = (name) => readFileSync(join(outputPath, name), 'utf8').includes('"layout-shift"');
  const entryFiles = json.entrypoints.shell.assets.map((asset) => asset.name);
  const webVitalsFiles = readdirSync(outputPath).filter((name) => name.endsWith('.js') && holdsWebVitals(name));
  console.log(
    JSON.stringify(
      { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), entryFiles, webVitalsFiles },
      null,
      2,
    ),
  );
} finally {
  rmSync(outputPath, { recursive: true, force: true });
}
