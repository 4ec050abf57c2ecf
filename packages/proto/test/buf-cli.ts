import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The proto/ directory: the buf workspace, and the directory buf.gen.yaml's paths resolve against. */
export const protoRoot = join(__dirname, '..', '..', '..', 'proto');

/** src/gen of this package, where the committed generated code lives. */
export const committedGenDir = join(__dirname, '..', 'src', 'gen');

// The workspace's own buf (npm @bufbuild/buf), never one from PATH, so tests and scripts agree on the version.
const bufBin = require.resolve('@bufbuild/buf/bin/buf');

export interface BufRun {
  status: number | null;
  output: string;
}

export function runBuf(args: string[], cwd: string): BufRun {
  const run = spawnSync(process.execPath, [bufBin, ...args], { cwd, encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
