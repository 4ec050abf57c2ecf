'use strict';

/** Acceptance: a page without hooks loads at most 35 KB of gzipped JavaScript and no remote. */
const BUDGET = { page: '/', maxGzipBytes: 35 * 1024, maxRemotes: 0 };
const HOST_BUNDLE = 'shell';

/** The remote a URL belongs to (`/frontends/<name>/…` with name other than the shell), else undefined. */
function remoteOf(url, origin) {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return parsed.origin;
  const match = /^\/frontends\/([^/]+)\//.exec(parsed.pathname);
  return match && match[1] !== HOST_BUNDLE ? match[1] : undefined;
}

/** Totals of one page's traffic; entries carry `gzipBytes` (body as served with gzip accepted). */
function summarize(entries, origin) {
  const scripts = entries.filter((entry) => entry.type === 'script');
  const manifests = entries.filter((entry) => entry.type === 'json');
  const sum = (list) => list.reduce((total, entry) => total + entry.gzipBytes, 0);
  return {
    scripts: scripts.length,
    scriptGzipBytes: sum(scripts),
    manifests: manifests.length,
    manifestGzipBytes: sum(manifests),
    remotes: [...new Set(entries.map((entry) => remoteOf(entry.url, origin)).filter(Boolean))],
    reactDomChunks: scripts.filter((entry) => /react-dom/.test(new URL(entry.url).pathname)).length,
    uncompressed: entries.filter((entry) => entry.contentEncoding !== 'gzip').map((entry) => entry.url),
  };
}

/**
 * The budget counts scripts and the JSON manifests the loader fetched alike: both are what the
 * page downloads to run its JavaScript.
 */
function checkBudget(summary) {
  const bytes = summary.scriptGzipBytes + summary.manifestGzipBytes;
  return [
    { name: `${BUDGET.page} JS <= ${BUDGET.maxGzipBytes / 1024} KB gzipped`, ok: bytes <= BUDGET.maxGzipBytes, shown: `${(bytes / 1024).toFixed(1)} KB` },
    { name: `${BUDGET.page} loads no remote`, ok: summary.remotes.length <= BUDGET.maxRemotes, shown: summary.remotes.join(', ') || 'none' },
  ];
}

module.exports = { BUDGET, remoteOf, summarize, checkBudget };
