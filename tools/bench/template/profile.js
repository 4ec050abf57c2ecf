#!/usr/bin/env node
'use strict';
/**
 * CPU profile of OUR engine only, ranked by self time as file:line function (TypeScript source).
 *
 *   npm run profile -w @storefront/bench-template -- [--phase execute|compile]
 *       [--workload product|vectors] [--seconds 3] [--top 25]
 *
 * The same workloads as run.js; a warm-up runs first so the profile shows optimised code.
 */

// Before our engine loads, so its source maps are read and frames map back to src/*.ts.
process.setSourceMapsEnabled(true);

const { loadOurs } = require('./lib/engines');
const { loadVectors, loadProductPage } = require('./lib/workloads');
const { profile, selfTimes } = require('./lib/cpu-profile');
const { REPO_ROOT } = require('./lib/paths');

function option(argv, name, fallback) {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1] : fallback;
}

function runFor(ms, op) {
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) {
    op();
    n++;
  }
  return n;
}

async function main() {
  const argv = process.argv.slice(2);
  const phase = option(argv, 'phase', 'execute');
  const workload = option(argv, 'workload', 'product');
  const seconds = Number(option(argv, 'seconds', '3'));
  const top = Number(option(argv, 'top', '25'));
  const ours = loadOurs({ build: !argv.includes('--no-build') });

  let inputs;
  if (workload === 'vectors') {
    inputs = loadVectors();
    if (!inputs) {
      console.log('conformance vectors not found; nothing to profile');
      return;
    }
  } else {
    inputs = [loadProductPage()];
  }
  const compiled = inputs.map((v) => ours.compile(v.template));
  const op =
    phase === 'compile'
      ? () => inputs.forEach((v) => ours.compile(v.template))
      : () => inputs.forEach((v, i) => ours.execute(compiled[i], v));

  runFor(1000, op);
  let ops = 0;
  const p = await profile(() => {
    ops = runFor(seconds * 1000, op);
  });
  const { rows, totalMs } = selfTimes(p, REPO_ROOT);
  console.log(
    `ours, ${workload} ${phase}: ${ops} ops in ${seconds} s (${((ops / totalMs) * 1000).toFixed(0)} ops/s under the profiler)`,
  );
  console.log(`top ${top} by self time (ms, share of ${totalMs.toFixed(0)} ms sampled):`);
  for (const r of rows.slice(0, top)) {
    console.log(`${r.ms.toFixed(1).padStart(9)}  ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.key}`);
  }
}

main().catch((e) => {
  console.error(`profile: ${e.message}`);
  process.exit(1);
});
