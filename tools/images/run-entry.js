// Runs inside an image (check.sh mounts it): starts the image's entry point and command, asks the
// image's own HEALTHCHECK command until it passes or the time is up, then stops the entry with
// SIGTERM as an orchestrator would. Prints one JSON line; exits 0 only if the entry became healthy
// and then stopped of its own accord within the grace period.
// Usage: node run-entry.js <timeout s> <entry JSON array> <health check JSON array>
'use strict';
const { spawn, spawnSync } = require('node:child_process');

const [timeoutSeconds, entryJson, healthJson] = process.argv.slice(2);
const entry = JSON.parse(entryJson);
const health = JSON.parse(healthJson);
const GRACE_MS = 15_000;
const started = Date.now();
const seconds = () => Number(((Date.now() - started) / 1000).toFixed(1));

const child = spawn(entry[0], entry.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
const keep = (chunk) =>
  output.push(...chunk.toString().split('\n').filter(Boolean)) && output.splice(0, output.length - 20);
child.stdout.on('data', keep);
child.stderr.on('data', keep);
let exited;
const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

function report(result) {
  process.stdout.write(`${JSON.stringify({ uid: process.getuid(), ...result })}\n`);
  if (!result.healthy || !result.stopped) process.stderr.write(`last output:\n${output.join('\n')}\n`);
  process.exit(result.healthy && result.stopped ? 0 : 1);
}

async function stop(result) {
  child.kill('SIGTERM');
  const stopped = await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
  if (!stopped) child.kill('SIGKILL');
  report({ ...result, stopped: Boolean(stopped), stoppedIn: seconds() - result.healthyIn, exit: stopped });
}

(async () => {
  const deadline = started + Number(timeoutSeconds) * 1000;
  let last = '';
  while (Date.now() < deadline && !exited) {
    const check = spawnSync(health[0], health.slice(1), { encoding: 'utf8', timeout: 10_000 });
    if (check.status === 0) return stop({ healthy: true, healthyIn: seconds() });
    last = (check.stderr || check.stdout || '').trim();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!exited) child.kill('SIGKILL');
  report({ healthy: false, after: seconds(), lastCheck: last, exit: exited ?? 'killed at the deadline' });
})();
