import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { protoRoot } from './buf-cli';
import { editProtoFile } from './edit-proto';

jest.setTimeout(60_000);

const script = join(__dirname, '..', 'scripts', 'breaking.sh');
const catalogFile = join('proto', 'storefront', 'catalog', 'v1', 'catalog.proto');
const commitRpc = /\n\s*rpc CommitStock\(CommitStockRequest\) returns \(CommitStockResponse\) \{[^}]*\}/;

/**
 * scripts/breaking.sh picks what to compare with from the git history, so each case builds a
 * throwaway repository holding a copy of proto/ and runs the script inside it.
 */
describe('scripts/breaking.sh', () => {
  let repo: string;

  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'proto-breaking-script-'));
    git('init', '--quiet', '--initial-branch=main');
  });

  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  function git(...args: string[]): string {
    const run = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${run.stderr}`);
    return run.stdout;
  }

  function commitAll(message: string): void {
    git('add', '--all');
    git('commit', '--quiet', '--allow-empty', '-m', message);
  }

  function copyProto(): void {
    cpSync(protoRoot, join(repo, 'proto'), { recursive: true });
  }

  function editCatalog(edit: (source: string) => string): void {
    editProtoFile(join(repo, catalogFile), edit);
  }

  function runScript(): { status: number | null; output: string } {
    const run = spawnSync('bash', [script], { cwd: repo, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  it('has nothing to compare with on the first commit of main', () => {
    copyProto();
    commitAll('contracts');
    expect(runScript()).toEqual({ status: 0, output: expect.stringContaining('nothing to compare with') });
  });

  it('has nothing to compare with when the previous commit of main has no proto/', () => {
    writeFileSync(join(repo, 'README.md'), 'shop\n');
    commitAll('readme');
    copyProto();
    commitAll('contracts');
    expect(runScript()).toEqual({ status: 0, output: expect.stringContaining('HEAD~1 has no proto/') });
  });

  it('on main, accepts an added RPC and rejects a deleted one against HEAD~1', () => {
    copyProto();
    commitAll('contracts');
    editCatalog((source) =>
      source.replace('message Money {', 'message Note {\n  string text = 1;\n}\n\nmessage Money {'),
    );
    commitAll('add a message');
    expect(runScript()).toEqual({ status: 0, output: expect.stringContaining('against HEAD~1') });

    editCatalog((source) => source.replace(commitRpc, ''));
    commitAll('delete an RPC');
    const broken = runScript();
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain('CommitStock');
  });

  it('on another branch, compares with main rather than the previous commit', () => {
    copyProto();
    commitAll('contracts');
    git('checkout', '--quiet', '-b', 'feature');
    editCatalog((source) => source.replace(commitRpc, ''));
    commitAll('delete an RPC');
    commitAll('an unrelated later commit');
    const broken = runScript();
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain('against main');
    expect(broken.output).toContain('CommitStock');
  });

  it('fails off main when there is no main branch to compare with', () => {
    git('checkout', '--quiet', '-b', 'feature');
    copyProto();
    commitAll('contracts');
    const run = runScript();
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('no main branch');
  });
});
