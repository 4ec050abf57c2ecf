'use strict';
const os = require('node:os');

const MB = 1_000_000;

/** Acceptance targets of the page benchmark. */
const TARGETS = { productRequestsPerSecond: 1_500, productP99Ms: 50, dynamicStaticRatio: 0.3, rssBytes: 150 * MB };

/** The machine the figures were taken on: they mean little without it. */
function machineFacts() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    memoryGb: Math.round(os.totalmem() / 1e9),
  };
}

/** The figures each target is judged on; `runs` keyed by page name: product, list, static. */
function evaluate(runs) {
  const product = runs.product;
  const ratio = product.requestsPerSecond / runs.static.requestsPerSecond;
  const peakGateway = Math.max(...Object.values(runs).map((run) => run.rss.gateway));
  const peakCatalog = Math.max(...Object.values(runs).map((run) => run.rss.catalog));
  const check = (name, actual, ok, shown) => ({ name, actual, ok, shown });
  return {
    ratio,
    targets: [
      check(
        `product page >= ${TARGETS.productRequestsPerSecond} req/s`,
        product.requestsPerSecond,
        product.requestsPerSecond >= TARGETS.productRequestsPerSecond,
        `${Math.round(product.requestsPerSecond)} req/s`,
      ),
      check(
        `product page p99 <= ${TARGETS.productP99Ms} ms`,
        product.p99,
        product.p99 <= TARGETS.productP99Ms,
        `${product.p99} ms`,
      ),
      check(
        `dynamic/static ratio >= ${TARGETS.dynamicStaticRatio}`,
        ratio,
        ratio >= TARGETS.dynamicStaticRatio,
        ratio.toFixed(3),
      ),
      check(
        `gateway RSS <= ${TARGETS.rssBytes / MB} MB`,
        peakGateway,
        peakGateway <= TARGETS.rssBytes,
        `${(peakGateway / MB).toFixed(1)} MB`,
      ),
      check(
        `catalog RSS <= ${TARGETS.rssBytes / MB} MB`,
        peakCatalog,
        peakCatalog <= TARGETS.rssBytes,
        `${(peakCatalog / MB).toFixed(1)} MB`,
      ),
    ],
  };
}

/** Left-aligned first column, the others right-aligned, widths from the content. */
function formatTable(header, rows) {
  const widths = header.map((cell, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function runsTable(pages, runs) {
  const rows = pages.map(({ name, path }) => {
    const run = runs[name];
    return [
      `${name} ${path}`,
      Math.round(run.requestsPerSecond),
      run.p50,
      run.p99,
      run.non2xx,
      run.errors + run.timeouts,
      (run.rss.gateway / MB).toFixed(1),
      (run.rss.catalog / MB).toFixed(1),
    ];
  });
  return formatTable(
    ['page', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'RSS gateway MB', 'RSS catalog MB'],
    rows,
  );
}

function targetsText(targets) {
  return targets.map((target) => `${target.ok ? 'ok    ' : 'MISSED'}  ${target.name}: ${target.shown}`).join('\n');
}

module.exports = { TARGETS, MB, machineFacts, evaluate, formatTable, runsTable, targetsText };
