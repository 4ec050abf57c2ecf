import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { protoRoot, runBuf } from './buf-cli';
import { editProtoFile } from './edit-proto';

jest.setTimeout(60_000);

const catalogFile = join('storefront', 'catalog', 'v1', 'catalog.proto');

/**
 * `npm run breaking` compares against main, which a test cannot rely on; these tests run the same `buf breaking`
 * with proto/buf.yaml between a copy of today's contracts and an edited copy.
 */
describe('buf breaking (FILE rules from proto/buf.yaml)', () => {
  let scratch: string;
  let before: string;
  let after: string;

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'proto-breaking-'));
    before = join(scratch, 'before');
    after = join(scratch, 'after');
    cpSync(protoRoot, before, { recursive: true });
    cpSync(protoRoot, after, { recursive: true });
  });

  afterEach(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  function editCatalog(edit: (source: string) => string): void {
    editProtoFile(join(after, catalogFile), edit);
  }

  function breakingRules(): { status: number | null; rules: string[] } {
    const run = runBuf(['breaking', after, '--against', before, '--error-format', 'json'], scratch);
    const rules = run.output
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { type: string }).type);
    return { status: run.status, rules };
  }

  it('accepts an added field', () => {
    editCatalog((source) =>
      source.replace('  string currency = 2;\n}', '  string currency = 2;\n  string note = 3;\n}'),
    );
    expect(breakingRules()).toEqual({ status: 0, rules: [] });
  });

  it('rejects retyping Money.value_minor', () => {
    editCatalog((source) => source.replace('int64 value_minor = 1;', 'double value_minor = 1;'));
    const { status, rules } = breakingRules();
    expect(status).not.toBe(0);
    expect(rules).toContain('FIELD_SAME_TYPE');
  });

  it('rejects deleting an RPC', () => {
    editCatalog((source) =>
      source.replace(/\n\s*rpc CommitStock\(CommitStockRequest\) returns \(CommitStockResponse\) \{[^}]*\}/, ''),
    );
    const { status, rules } = breakingRules();
    expect(status).not.toBe(0);
    expect(rules).toContain('RPC_NO_DELETE');
  });
});
