'use strict';
const os = require('node:os');

const MB = 1_000_000;

/**
 * Acceptance targets of the page benchmark: the gateway's rate as a share of a bare node:http
 * process sending the same answer in the same round, its p99 at the default 32 connections, and a
 * ceiling on each service's memory.
 */
const TARGETS = {
  productRequestsPerSecond: 1_500,
  productP99Ms: 20,
  productToNode: 0.5,
  listToNode: 0.4,
  stockRequestsPerSecond: 3_000,
  stockP99Ms: 20,
  rssBytes: 150 * MB,
};

/** The machine the figures were taken on: they mean little without it (the load average least of all on a shared one). */
function machineFacts() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    memoryGb: Math.round(os.totalmem() / 1e9),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/** CPU per answer of the process that served it: the gateway, or the baseline's server. */
const servingCpu = (run) => run.cpuUsPerRequest.gateway ?? run.cpuUsPerRequest.server;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Ratios are taken within a round (the gateway against the baselines measured minutes apart, under
 * the same neighbours), then the median over rounds is judged; so are req/s and p99.
 */
function evaluate(pages, targets, rounds) {
  const summary = targets.map((target) => {
    const runs = rounds.map((runs) => runs[target.name]);
    return {
      name: target.name,
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      worstP99: Math.max(...runs.map((run) => run.p99)),
      cpuUsPerRequest: median(runs.map(servingCpu)),
    };
  });
  const ratio = (name, baseline) => {
    if (!rounds[0][name] || !rounds[0][baseline]) return undefined;
    return median(rounds.map((runs) => runs[name].requestsPerSecond / runs[baseline].requestsPerSecond));
  };
  // what the rate ratio would be where CPU alone limits: the baseline's CPU per answer over the target's
  const cpuRatio = (name, baseline) =>
    median(rounds.map((runs) => servingCpu(runs[baseline]) / servingCpu(runs[name])));
  const ratios = pages.flatMap((page) =>
    [
      [page.name, `${page.name} node`],
      [`${page.name} before`, `${page.name} node`],
      [page.name, `${page.name} nginx`],
      [`${page.name} node`, `${page.name} nginx`],
    ]
      .map(([name, baseline]) => ({ name, baseline, ratio: ratio(name, baseline) }))
      .map((entry) => ({
        ...entry,
        cpuRatio: entry.ratio === undefined ? undefined : cpuRatio(entry.name, entry.baseline),
      }))
      .filter((entry) => entry.ratio !== undefined),
  );
  const byName = Object.fromEntries(summary.map((entry) => [entry.name, entry]));
  const ratioOf = (name, baseline) => ratios.find((entry) => entry.name === name && entry.baseline === baseline)?.ratio;
  const peak = (process) =>
    Math.max(0, ...rounds.flatMap((runs) => Object.values(runs).map((run) => run.rss[process] ?? 0)));
  const check = (name, ok, shown) => ({ name, ok, shown });
  const checks = [];
  const product = byName.product;
  if (product) {
    const toNode = ratioOf('product', 'product node');
    checks.push(
      check(
        `product page >= ${TARGETS.productRequestsPerSecond} req/s`,
        product.requestsPerSecond >= TARGETS.productRequestsPerSecond,
        `${Math.round(product.requestsPerSecond)} req/s`,
      ),
      check(
        `product page p99 <= ${TARGETS.productP99Ms} ms (median of rounds)`,
        product.p99 <= TARGETS.productP99Ms,
        `${product.p99} ms`,
      ),
      check(
        `product page / bare node:http >= ${TARGETS.productToNode}`,
        toNode >= TARGETS.productToNode,
        toNode.toFixed(3),
      ),
    );
  }
  if (byName.list) {
    const toNode = ratioOf('list', 'list node');
    checks.push(
      check(`list page / bare node:http >= ${TARGETS.listToNode}`, toNode >= TARGETS.listToNode, toNode.toFixed(3)),
    );
  }
  if (byName.stock) {
    const stock = byName.stock;
    checks.push(
      check(
        `stock read >= ${TARGETS.stockRequestsPerSecond} req/s`,
        stock.requestsPerSecond >= TARGETS.stockRequestsPerSecond,
        `${Math.round(stock.requestsPerSecond)} req/s`,
      ),
      check(
        `stock read p99 <= ${TARGETS.stockP99Ms} ms (median of rounds)`,
        stock.p99 <= TARGETS.stockP99Ms,
        `${stock.p99} ms`,
      ),
    );
  }
  for (const process of ['gateway', 'catalog'])
    checks.push(
      check(
        `${process} RSS <= ${TARGETS.rssBytes / MB} MB`,
        peak(process) <= TARGETS.rssBytes,
        `${(peak(process) / MB).toFixed(1)} MB`,
      ),
    );
  return { summary, ratios, targets: checks };
}

/** Left-aligned first column, the others right-aligned, widths from the content. */
function formatTable(header, rows) {
  const widths = header.map((cell, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Every run of every round: the rounds side by side for each target. */
function roundsTable(targets, rounds) {
  const rows = targets.map((target) => [
    target.name,
    ...rounds.flatMap((runs) => {
      const run = runs[target.name];
      return [Math.round(run.requestsPerSecond), run.p99, run.non2xx + run.errors + run.timeouts];
    }),
    Object.entries(rounds.at(-1)[target.name].rss)
      .map(([process, bytes]) => `${process} ${(bytes / MB).toFixed(1)}`)
      .join(', '),
  ]);
  const header = [
    'target',
    ...rounds.flatMap((_runs, index) => [`r${index + 1} req/s`, `r${index + 1} p99 ms`, `r${index + 1} failed`]),
    'RSS MB (last round)',
  ];
  return formatTable(header, rows);
}

/** Medians over the rounds, then each ratio (median of the rounds' own ratios). */
function summaryTable(verdict) {
  const figures = formatTable(
    ['target (median of rounds)', 'req/s', 'p50 ms', 'p99 ms', 'worst p99 ms', 'server CPU µs/req'],
    verdict.summary.map((entry) => [
      entry.name,
      Math.round(entry.requestsPerSecond),
      entry.p50,
      entry.p99,
      entry.worstP99,
      Math.round(entry.cpuUsPerRequest),
    ]),
  );
  const ratios = formatTable(
    ['ratio (median of rounds)', 'req/s ÷ req/s', 'by CPU per answer'],
    verdict.ratios.map((entry) => [
      `${entry.name} / ${entry.baseline}`,
      entry.ratio.toFixed(3),
      entry.cpuRatio.toFixed(3),
    ]),
  );
  return `${figures}

${ratios}`;
}

function targetsText(targets) {
  return targets.map((target) => `${target.ok ? 'ok    ' : 'MISSED'}  ${target.name}: ${target.shown}`).join('\n');
}

/** The machine's load average (1, 5 and 15 minutes), printed beside every figure of a noisy machine. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

module.exports = {
  TARGETS,
  MB,
  median,
  machineFacts,
  evaluate,
  formatTable,
  roundsTable,
  summaryTable,
  targetsText,
  loadAverage,
};
