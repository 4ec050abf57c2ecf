import { spawn, type ChildProcess } from 'node:child_process';

/** A service's built entry running as its own process, so a SIGKILL hits a real process mid-work. */
export interface BuiltServiceProcess {
  /** Everything it wrote (JSON log lines), to read after it ended. */
  output(): string;
  /** SIGKILL: no shutdown, no last write; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop; resolves once it exited. */
  stop(): Promise<void>;
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** `node <main>` (a service's dist/main.js) with only PATH and the given environment. */
export function spawnBuiltService(main: string, env: NodeJS.ProcessEnv): BuiltServiceProcess {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  child.stdout!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  return {
    output: () => written,
    kill: () => ended(child, 'SIGKILL'),
    stop: () => ended(child, 'SIGTERM'),
  };
}
