'use strict';
const autocannon = require('autocannon');

/**
 * One autocannon run against url. Browsers ask for gzip, so `gzip` adds that header (pages then go
 * out in the gzip form made once per rendering, the static copy compressed per response); by
 * default bodies travel uncompressed.
 */
async function runLoad({ url, connections, duration, gzip = false }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}

module.exports = { runLoad };
