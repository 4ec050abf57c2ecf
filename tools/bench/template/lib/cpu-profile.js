'use strict';
/**
 * Samples the CPU while a function runs (node:inspector, no files written) and ranks functions
 * by self time, so hot spots of our engine can be read as file:function.
 */
const inspector = require('inspector');
const path = require('path');
const { findSourceMap } = require('module');

function post(session, method, params) {
  return new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

async function profile(run, { intervalUs = 100 } = {}) {
  const session = new inspector.Session();
  session.connect();
  try {
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.setSamplingInterval', { interval: intervalUs });
    await post(session, 'Profiler.start');
    run();
    const { profile: p } = await post(session, 'Profiler.stop');
    return p;
  } finally {
    session.disconnect();
  }
}

/**
 * A short "file:line" for a call frame. Our compiled files are mapped back to their TypeScript
 * source through their source maps (needs process.setSourceMapsEnabled(true) before loading).
 */
function locate(frame, repoRoot) {
  const url = frame.url;
  if (!url) return '(native)';
  const file = url.startsWith('file://') ? decodeURIComponent(url.slice(7)) : url;
  const mapped = findSourceMap ? findSourceMap(file) : undefined;
  if (mapped) {
    const entry = mapped.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && entry.originalSource) {
      const source = entry.originalSource.startsWith('file://')
        ? decodeURIComponent(entry.originalSource.slice(7))
        : entry.originalSource;
      return `${path.relative(repoRoot, path.resolve(path.dirname(file), source))}:${entry.originalLine + 1}`;
    }
  }
  const mod = /node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(file);
  if (mod) return `${mod[1]} (dependency)`;
  return `${file.startsWith(repoRoot) ? path.relative(repoRoot, file) : file}:${frame.lineNumber + 1}`;
}

/** Self time per file:function (line), sorted descending; times in ms. */
function selfTimes(p, repoRoot) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  const deltas = p.timeDeltas;
  for (let i = 0; i < p.samples.length; i++) {
    const id = p.samples[i];
    hits.set(id, (hits.get(id) || 0) + (deltas[i] || 0));
  }
  const totals = new Map();
  let all = 0;
  for (const [id, us] of hits) {
    const frame = byId.get(id).callFrame;
    const name = frame.functionName || '(anonymous)';
    // Functions are keyed by where they start; the location is resolved once per sampled node.
    const key = frame.url ? `${locate(frame, repoRoot)} ${name}` : name;
    totals.set(key, (totals.get(key) || 0) + us);
    all += us;
  }
  const rows = [...totals].map(([key, us]) => ({ key, ms: us / 1000, share: all ? us / all : 0 }));
  rows.sort((a, b) => b.ms - a.ms);
  return { rows, totalMs: all / 1000 };
}

module.exports = { profile, selfTimes };
