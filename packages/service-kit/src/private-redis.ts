import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A redis-server of one test's own that the test may kill and restart. */
export interface PrivateRedis {
  url: string;
  /**
   * Kills it (SIGKILL) and starts another on the same port: an empty one, or with `persistent`
   * the one a deployment runs, which reads back every write it acknowledged (AOF, fsync always).
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('error', () => resolve(false));
    socket.once('data', (reply) => {
      socket.destroy();
      resolve(reply.toString().startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

async function launch(port: number, dir: string | undefined): Promise<ChildProcess> {
  const persistence = dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir] : ['--appendonly', 'no'];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 100; tries += 1) {
    if (await answersPing(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function startPrivateRedis({ persistent = false }: { persistent?: boolean } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = persistent ? mkdtempSync(path.join(tmpdir(), 'private-redis-')) : undefined;
  let child = await launch(port, dir);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await killed(child);
      child = await launch(port, dir);
    },
    async stop() {
      await killed(child);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
