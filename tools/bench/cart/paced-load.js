'use strict';
const { Client } = require('undici');

const ADD_PATH = '/api/commerce/shopping-cart/entries';
/** How often the pacer wakes to send what has fallen due. */
const TICK_MS = 1;

/** The value below which `share` of the sorted values lie. */
function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Adds at a fixed rate, spread evenly over time and dealt round-robin to the visitors, one
 * keep-alive connection each. Unlike a closed loop (each connection sending its next add when
 * the last is answered, where latency is only the connections divided by the rate), this asks
 * how fast an add is answered while the gateway carries `rate` adds a second. Each add's latency
 * is counted from the moment it fell due, so an add that had to wait for its connection's
 * previous answer counts that wait too (no coordinated omission). The adds of the first `warmup`
 * seconds open the connections and are not timed.
 */
async function pacedLoad(url, visitors, body, { rate, duration, warmup = 1 }) {
  const clients = visitors.map(() => new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 }));
  const untimed = Math.round(rate * warmup);
  const total = untimed + Math.round(rate * duration);
  const latencies = new Float64Array(total - untimed);
  const waiting = visitors.map(() => []);
  const busy = visitors.map(() => false);
  let answered = 0;
  let ok = 0;
  let failed = 0;
  let allAnswered;
  const finished = new Promise((resolve) => {
    allAnswered = resolve;
  });

  const send = (visitor, due, number) => {
    busy[visitor] = true;
    clients[visitor]
      .request({ path: ADD_PATH, method: 'POST', headers: visitors[visitor], body })
      .then(
        async (response) => {
          await response.body.dump();
          if (response.statusCode === 200) ok++;
          else failed++;
        },
        () => failed++,
      )
      .finally(() => {
        if (number >= untimed) latencies[number - untimed] = performance.now() - due;
        answered++;
        const next = waiting[visitor].shift();
        if (next !== undefined) send(visitor, ...next);
        else busy[visitor] = false;
        if (answered === total) allAnswered();
      });
  };

  const start = performance.now();
  let issued = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; issued < total; issued++) {
        const due = start + (issued * 1000) / rate;
        if (due > now) break;
        const visitor = issued % visitors.length;
        if (busy[visitor]) waiting[visitor].push([due, issued]);
        else send(visitor, due, issued);
      }
      if (issued < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  await finished;
  const elapsedSeconds = (performance.now() - start) / 1000 - warmup;
  await Promise.all(clients.map((client) => client.close()));

  const sorted = latencies.sort();
  return {
    requestsPerSecond: (total - untimed) / elapsedSeconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    ok,
    failed,
  };
}

module.exports = { pacedLoad };
