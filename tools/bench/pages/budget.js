'use strict';

/**
 * Acceptance: a page without hooks loads at most 35 KB of gzipped JavaScript and no remote. The
 * home page shows the shop's products with quick view and add to cart, as the list page does, so
 * the page without hooks is a form page, whose form works from the server's markup and the shell.
 */
const BUDGET = { page: '/contact', maxGzipBytes: 35 * 1024, maxRemotes: 0 };
/**
 * Acceptance for a product page: the JavaScript (scripts and the entry lists the shell reads, gzipped)
 * before any interaction and after the visitor's first add. `headroom` is kept free under the
 * first target for the shell's census module.
 */
const PRODUCT_BUDGET = {
  page: '/shop/p/brass-candle-holder',
  maxBeforeBytes: 30 * 1024,
  maxAfterAddBytes: 100 * 1024,
  headroomBytes: 1.5 * 1024,
};
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
    {
      name: `${BUDGET.page} JS <= ${BUDGET.maxGzipBytes / 1024} KB gzipped`,
      ok: bytes <= BUDGET.maxGzipBytes,
      shown: `${(bytes / 1024).toFixed(1)} KB`,
    },
    {
      name: `${BUDGET.page} loads no remote`,
      ok: summary.remotes.length <= BUDGET.maxRemotes,
      shown: summary.remotes.join(', ') || 'none',
    },
  ];
}

const pageBytes = (summary) => summary.scriptGzipBytes + summary.manifestGzipBytes;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The product page's two targets, and whether the first leaves the census module its headroom. */
function checkProductBudget(before, afterAdd) {
  const { page, maxBeforeBytes, maxAfterAddBytes, headroomBytes } = PRODUCT_BUDGET;
  return [
    {
      name: `${page} JS before interaction <= ${kb(maxBeforeBytes)}`,
      ok: pageBytes(before) <= maxBeforeBytes,
      shown: kb(pageBytes(before)),
    },
    {
      name: `${page} JS before interaction leaves ${kb(headroomBytes)} headroom`,
      ok: pageBytes(before) <= maxBeforeBytes - headroomBytes,
      shown: `${kb(maxBeforeBytes - pageBytes(before))} free`,
    },
    {
      name: `${page} JS after the first add <= ${kb(maxAfterAddBytes)}`,
      ok: pageBytes(afterAdd) <= maxAfterAddBytes,
      shown: kb(pageBytes(afterAdd)),
    },
  ];
}

module.exports = { BUDGET, PRODUCT_BUDGET, remoteOf, summarize, checkBudget, checkProductBudget };
