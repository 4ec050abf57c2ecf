import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { protoRoot, runBuf } from './buf-cli';

jest.setTimeout(60_000);

describe('buf lint', () => {
  it('passes on proto/ with the STANDARD rules', () => {
    const run = runBuf(['lint'], protoRoot);
    expect(run.output).toBe('');
    expect(run.status).toBe(0);
  });

  it('finds proto/ formatted as `buf format` writes it', () => {
    const run = runBuf(['format', '--diff', '--exit-code'], protoRoot);
    expect(run.output).toBe('');
    expect(run.status).toBe(0);
  });

  // Guards the configuration itself: a buf.yaml that checked nothing would make the test above pass vacuously.
  it('rejects a contract that breaks STANDARD rules under the same buf.yaml', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'proto-lint-'));
    try {
      copyFileSync(join(protoRoot, 'buf.yaml'), join(workspace, 'buf.yaml'));
      mkdirSync(join(workspace, 'storefront', 'demo', 'v1'), { recursive: true });
      writeFileSync(
        join(workspace, 'storefront', 'demo', 'v1', 'demo.proto'),
        [
          'syntax = "proto3";',
          'package storefront.demo.v1;',
          'enum Colour { RED = 0; }',
          'service Demo { rpc Paint(Colour2) returns (Colour2); }',
          'message Colour2 { string Name = 1; }',
          '',
        ].join('\n'),
      );
      const run = runBuf(['lint', '--error-format', 'json'], workspace);
      expect(run.status).not.toBe(0);
      const rules = new Set(
        run.output
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { type: string }).type),
      );
      expect([...rules].sort()).toEqual(
        expect.arrayContaining([
          'ENUM_VALUE_PREFIX',
          'ENUM_ZERO_VALUE_SUFFIX',
          'FIELD_LOWER_SNAKE_CASE',
          'RPC_REQUEST_STANDARD_NAME',
          'SERVICE_SUFFIX',
        ]),
      );
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
