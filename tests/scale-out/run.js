'use strict';
/**
 * `node tests/scale-out/run.js`: two of every service and gateway behind nginx on one PostgreSQL
 * and Redis (scale-out-system.js), proven with the whole end-to-end suite and the cart benchmark
 * through nginx, one replica against two, and a benchmark during which one replica of every
 * service and gateway is SIGKILLed. Exits 1 when a test fails or an acknowledged add is lost.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { benchmarkAdds, CART_RATE_LIMIT } = require('../../tools/bench/cart/add-benchmark');
const { formatTable } = require('../../tools/bench/pages/report');
const { killReplicas } = require('./kill-replicas');
const { DEFAULT_DATABASE_SERVER, startScaleOutSystem } = require('./scale-out-system');

const ROOT = path.join(__dirname, '..', '..');
const LAST_LINES = 60;

const { values: options } = parseArgs({
  options: {
    'skip-e2e': { type: 'boolean', default: false },
    'skip-bench': { type: 'boolean', default: false },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    // below what this machine carries, so the paced load measures latency rather than a queue
    rate: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '3' },
  },
});
const databaseServer = process.env.DATABASE_URL || DEFAULT_DATABASE_SERVER;
const load = {
  duration: Number(options.duration),
  connections: Number(options.connections),
  rate: Number(options.rate),
  warmup: Number(options.warmup),
};

/** (a) Every end-to-end test file, each on its own scale-out system, driven through nginx. */
function runEndToEnd() {
  console.log('\n== end-to-end suite through nginx, two of everything (E2E_SCALE_OUT=1)\n');
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-scale-out-e2e-')), 'jest.json');
  const jest = spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), 'tests/e2e', '--maxWorkers=1', '--json', `--outputFile=${report}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_SCALE_OUT: '1',
        CI: 'true',
        DATABASE_URL: databaseServer,
        NODE_OPTIONS: '--experimental-vm-modules',
      },
    },
  );
  const result = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  if (!result) return { passed: false, line: `jest exited ${jest.status} without a report` };
  const line =
    `${result.numPassedTestSuites}/${result.numTotalTestSuites} files, ` +
    `${result.numPassedTests}/${result.numTotalTests} tests passed, ${result.numFailedTests} failed, ` +
    `${result.numPendingTests} skipped`;
  return { passed: jest.status === 0 && result.success && result.numPendingTests === 0, line };
}

/**
 * One cart benchmark through nginx on a fresh system of `replicas` of each. With `kill`, the loads
 * run twice as long; replica 1 of every service and gateway is SIGKILLed a tenth into the closed
 * loop and, 2 s after all are back, replica 2: each client meets a dead replica both ways.
 */
async function benchmark(replicas, { kill = false } = {}) {
  const lines = [];
  const scaledOut = await startScaleOutSystem({
    databaseServer,
    replicas,
    launcher: {
      logLevel: 'warn',
      env: { CART_RATE_LIMIT: String(CART_RATE_LIMIT) },
      write: (line) => {
        lines.push(line);
        if (lines.length > LAST_LINES) lines.shift();
      },
    },
  });
  const kills = [];
  const killRound = async (replica, afterSeconds) => {
    await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1000));
    console.log(`killing replica ${replica} of every service and gateway (SIGKILL)`);
    kills.push(...(await killReplicas(scaledOut.system, replica)));
  };
  try {
    const { system } = scaledOut;
    const pids = Object.fromEntries(
      system.processes.filter((p) => /^(gateway|cart|catalog)\b/.test(p.name)).map((p) => [p.name, p.pid]),
    );
    const result = await benchmarkAdds({
      url: scaledOut.url,
      pids: kill ? {} : pids,
      ...load,
      duration: kill ? 2 * load.duration : load.duration,
      faults: kill,
      duringClosedLoop: kill ? () => killRound(1, load.duration / 10).then(() => killRound(2, 2)) : undefined,
    });
    return { replicas, kill, ...result, kills };
  } catch (error) {
    error.message += `\nLast output:\n${lines.join('\n')}`;
    throw error;
  } finally {
    await scaledOut.stop();
  }
}

function summary(runs) {
  const rows = runs.map((run) => [
    run.kill ? `${run.replicas}, one of each killed twice` : String(run.replicas),
    Math.round(run.closedLoop.requestsPerSecond),
    run.closedLoop.ok,
    run.closedLoop.failed,
    run.paced.p99.toFixed(1),
    run.paced.failed,
    run.lost,
    run.extra,
  ]);
  return formatTable(
    ['replicas', 'closed loop req/s', '2xx', 'failed', `p99 ms at ${load.rate}/s`, 'failed', 'lost adds', 'doubled'],
    rows,
  );
}

async function main() {
  console.log(
    `scale-out on one machine: ${os.availableParallelism()} CPU, node ${process.version}, ` +
      `PostgreSQL ${new URL(databaseServer).host}`,
  );
  const outcome = [];
  let passed = true;
  if (!options['skip-e2e']) {
    const e2e = runEndToEnd();
    passed &&= e2e.passed;
    outcome.push(`end-to-end through nginx: ${e2e.line}`);
  }
  if (!options['skip-bench']) {
    const runs = [];
    for (const [replicas, kill] of [
      [1, false],
      [2, false],
      [2, true],
    ]) {
      console.log(`\n== cart benchmark through nginx, ${replicas} of each${kill ? ', killing replicas' : ''}\n`);
      const run = await benchmark(replicas, { kill });
      passed &&= run.passed;
      runs.push(run);
    }
    outcome.push(
      `cart benchmark through nginx (${load.connections} visitors, ${load.duration} s each load):\n${summary(runs)}`,
    );
    const ratio = runs[1].closedLoop.requestsPerSecond / runs[0].closedLoop.requestsPerSecond;
    outcome.push(`two replicas carry ${ratio.toFixed(2)}× the adds of one`);
    const killed = runs[2].kills.map((k) => `${k.name} (back in ${(k.backAfterMs / 1000).toFixed(1)} s)`);
    outcome.push(`killed during the closed loop: ${killed.join(', ')}`);
  }
  console.log(`\n== scale-out\n${outcome.join('\n')}\n${passed ? 'PASSED' : 'FAILED'}`);
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(`\nFAILED: ${error.stack}`);
  process.exit(1);
});
