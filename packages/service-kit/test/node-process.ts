import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const sourceDir = path.join(__dirname, '../src');

/**
 * Runs a script in a plain Node process against this package's sources (transpiled to a temporary
 * folder). PGlite's WebAssembly loader and the OTLP exporter use dynamic `import()`, which jest's
 * module sandbox refuses without --experimental-vm-modules; a child process has no such limit.
 * The script's last stdout line must be JSON; it is returned parsed.
 */
export async function runInNode<T>(sourceFiles: string[], script: string, env: NodeJS.ProcessEnv = {}): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-kit-'));
  try {
    for (const file of sourceFiles) {
      const compiled = ts.transpileModule(readFileSync(path.join(sourceDir, file), 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      });
      writeFileSync(path.join(dir, file.replace(/\.ts$/, '.js')), compiled.outputText);
    }
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(process.execPath, ['-e', script], {
          cwd: dir,
          env: { ...process.env, NODE_PATH: path.resolve(__dirname, '../../../node_modules'), ...env },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk));
        child.on('exit', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
      },
    );
    if (code !== 0) throw new Error(`script exited with ${code}: ${stderr}`);
    const lines = stdout.trim().split('\n');
    return JSON.parse(lines[lines.length - 1]) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
