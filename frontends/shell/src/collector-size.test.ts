import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';

/** The budget: the collector costs the page at most 6 KB gzipped. */
const COLLECTOR_BUDGET_BYTES = 6 * 1024;

interface CollectorSize {
  files: { name: string; gzipBytes: number }[];
  gzipBytes: number;
  entryFiles: string[];
  webVitalsFiles: string[];
}

describe('the collector chunk (a production build of the shell)', () => {
  let size: CollectorSize;

  beforeAll(() => {
    const script = join(__dirname, '..', 'collector-size.mjs');
    size = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 })) as CollectorSize;
  }, 90_000);

  it('is at most 6 KB gzipped, with any chunk it pulls in', () => {
    expect(size.files.map((file) => file.name)).toContainEqual(expect.stringMatching(/^collector\.[0-9a-f]{8}\.js$/));
    expect(size.gzipBytes).toBeGreaterThan(0);
    expect(size.gzipBytes).toBeLessThanOrEqual(COLLECTOR_BUDGET_BYTES);
  });

  it('is the only file holding web-vitals, so the shell entry stays as small as before', () => {
    expect(size.webVitalsFiles).toEqual(size.files.map((file) => file.name));
    for (const file of size.entryFiles) expect(size.webVitalsFiles).not.toContain(file);
  });
});
