'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const { forEachLine, formatLine } = require('./log-lines');

const GUARD = path.join(__dirname, 'launcher-guard.js');
// Every process still running, so a launcher that exits in any way can take them along.
const running = new Map();

process.on('exit', () => {
  for (const pid of running.keys()) signalGroup(pid, 'SIGKILL');
});

/** Stops every process this launcher started and that still runs (Ctrl-C in the middle of a start). */
function stopAll(graceMs = 10_000) {
  return Promise.all([...running.values()].map((handle) => handle.stop(graceMs)));
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Node children load the guard that stops them when the launcher dies without stopping them. */
function guardedEnv(env) {
  const preload = `--require "${GUARD.replace(/(["\\])/g, '\\$1')}"`;
  return {
    ...env,
    STOREFRONT_LAUNCHER_PID: String(process.pid),
    NODE_OPTIONS: env.NODE_OPTIONS ? `${env.NODE_OPTIONS} ${preload}` : preload,
  };
}

/**
 * Starts a process in its own process group (so SIGTERM reaches its children too, e.g. npm ->
 * rspack) with every output line written through `write` behind its tag.
 * Returns { name, pid, exited: Promise<{ code, signal }>, running(), stop(graceMs) }.
 */
function startProcess({ name, command, args = [], env = process.env, cwd, tag, write, pretty = true, colour = false }) {
  const child = spawn(command, args, {
    cwd,
    env: guardedEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      alive = false;
      running.delete(child.pid);
      write(formatLine(tag, `could not start ${command}: ${error.message}`, { pretty: false }));
      resolve({ code: 127, signal: null });
    });
    child.once('exit', () => {
      alive = false;
      running.delete(child.pid);
      // what the process started itself (grandchildren) goes with it, and so closes its output
      signalGroup(child.pid, 'SIGKILL');
    });
    // after exit and after its last output lines were read
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  const handle = { name, pid: child.pid, exited, running: () => alive, stop };
  if (child.pid !== undefined) running.set(child.pid, handle);
  for (const stream of [child.stdout, child.stderr])
    forEachLine(stream, (line) => write(formatLine(tag, line, { pretty, colour })));

  async function stop(graceMs = 10_000) {
    if (!alive) return exited;
    signalGroup(child.pid, 'SIGTERM');
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([exited, late])) === 'late') {
      write(formatLine(tag, `did not stop within ${graceMs / 1000} s, killing it`, { pretty: false }));
      signalGroup(child.pid, 'SIGKILL');
    }
    clearTimeout(timer);
    return exited;
  }

  return handle;
}

module.exports = { startProcess, stopAll };
