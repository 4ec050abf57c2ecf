'use strict';
/**
 * Reads a .cpuprofile written by `node run.js --cpu-prof <dir>` and ranks where the gateway's
 * CPU went: by area (dependency or workspace folder), by function self time, and by function
 * total time (self plus what it called).
 * Usage: node profile-summary.js <file.cpuprofile> [rows] [function name: only its sub-tree]
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { formatTable } = require('./report');
const { ROOT } = require('./system');

/** The package (node_modules) or workspace folder a frame's script belongs to. */
function areaOf(url) {
  if (!url) return '(native / gc / idle)';
  const file = url.startsWith('file://') ? decodeURIComponent(url.slice(7)) : url;
  if (file.startsWith('node:')) return 'node core';
  const dependency = /node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(file);
  if (dependency) return dependency[1];
  const relative = path.relative(ROOT, file);
  const workspace = /^(packages|services)\/[^/]+(\/dist\/[^/]+)?/.exec(relative);
  return workspace ? workspace[0] : relative;
}

function frameName(frame) {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.startsWith('file://') ? decodeURIComponent(frame.url.slice(7)) : frame.url;
  let where = path.isAbsolute(file) ? path.relative(ROOT, file) : file;
  if (file.includes('node_modules/')) where = areaOf(frame.url);
  return `${name}  ${where}:${frame.lineNumber + 1}`;
}

/** `under`: only samples with a frame whose name contains this text on their stack (a sub-tree). */
function summarizeProfile(profile, under) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + us);
    totalUs += us;
  });
  const bySelf = new Map();
  const byArea = new Map();
  const byTotal = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const stackHas = (id, text) => {
    for (let at = id; at !== undefined; at = parent.get(at))
      if (frameName(nodes.get(at).callFrame).includes(text)) return true;
    return false;
  };
  for (const [id, us] of selfUs) {
    if (under && !stackHas(id, under)) continue;
    const frame = nodes.get(id).callFrame;
    add(bySelf, frameName(frame), us);
    add(byArea, frame.functionName === '(idle)' ? '(idle)' : areaOf(frame.url), us);
    // each function counted once per sample even when recursive
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(nodes.get(at).callFrame);
      if (!seen.has(name)) add(byTotal, name, us);
      seen.add(name);
    }
  }
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { totalUs, bySelf: ranked(bySelf), byArea: ranked(byArea), byTotal: ranked(byTotal) };
}

function main() {
  const [file, rowsArgument, under] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node profile-summary.js <file.cpuprofile> [rows] [function name: only its sub-tree]');
    process.exit(1);
  }
  const rows = Number(rowsArgument ?? 25);
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')), under);
  if (under) console.log(`only samples under "${under}"`);
  const idle = summary.byArea.find(([area]) => area === '(idle)')?.[1] ?? 0;
  const busy = summary.totalUs - idle;
  const share = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  const table = (title, list) =>
    `${title}\n${formatTable(
      ['', 'ms', 'of busy'],
      list.slice(0, rows).map(([name, us]) => [name, Math.round(us / 1000), share(us)]),
    )}\n`;
  console.log(
    `profile: ${Math.round(summary.totalUs / 1000)} ms sampled, ${Math.round(busy / 1000)} ms busy (not idle)\n`,
  );
  console.log(
    table(
      'self time by area',
      summary.byArea.filter(([area]) => area !== '(idle)'),
    ),
  );
  console.log(
    table(
      'self time by function',
      summary.bySelf.filter(([name]) => name !== '(idle)'),
    ),
  );
  console.log(
    table(
      'total time by function (self + callees)',
      summary.byTotal.filter(([name]) => !/^\(root\)|^\(idle\)/.test(name)),
    ),
  );
}

main();
