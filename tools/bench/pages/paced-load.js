'use strict';
const { Client } = require('undici');

/** How often the pacer wakes to send what has fallen due. */
const TICK_MS = 1;

/** The value below which `share` of the sorted values lie. */
function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Reads an answer to its end as it comes, without decoding it: a page of tens of kilobytes a
 * millisecond decoded into strings would make the load generator's own garbage collections,
 * which share the machine's cores with the server measured, part of every figure.
 */
async function drain(body) {
  for await (const _chunk of body);
}

/**
 * Requests at a fixed `rate` a second, spread evenly over time and dealt round-robin to
 * `connections` keep-alive connections; `requestOf(connection)` gives each its undici request
 * options, `status` is the answer expected, and `accepted(text)`, when given, reads how many
 * records an answer accepted (beacons). Unlike autocannon's rate (each connection sends its share of a
 * second at once, then waits for the next second), this asks how fast a request is answered
 * while the gateway carries `rate` a second. Each latency is counted from the moment the request
 * fell due, so one that had to wait for its connection's previous answer counts that wait too
 * (no coordinated omission). The requests of the first `warmup` seconds are sent but not timed.
 * Every request is answered before this resolves, so the accepted count is complete.
 */
async function pacedLoad(url, connections, { rate, duration, warmup = 1, requestOf, status, accepted }) {
  const visitors = Array.from({ length: connections }, (_, index) => index);
  const clients = visitors.map(() => new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 }));
  const untimed = Math.round(rate * warmup);
  const total = untimed + Math.round(rate * duration);
  const latencies = new Float64Array(total - untimed);
  const waiting = visitors.map(() => []);
  const busy = visitors.map(() => false);
  const counts = { ok: 0, failed: 0, accepted: 0, timedAccepted: 0 };
  let firstFailure;
  let answered = 0;
  let allAnswered;
  const finished = new Promise((resolve) => {
    allAnswered = resolve;
  });

  const send = (visitor, due, number) => {
    busy[visitor] = true;
    clients[visitor]
      .request(requestOf(visitor))
      .then(
        async (response) => {
          if (response.statusCode !== status) {
            firstFailure ??= `${response.statusCode} ${(await response.body.text()).slice(0, 200)}`;
            return counts.failed++;
          }
          let records = 0;
          if (accepted) records = accepted(await response.body.text());
          else await drain(response.body);
          counts.ok++;
          counts.accepted += records;
          if (number >= untimed) counts.timedAccepted += records;
        },
        (error) => {
          firstFailure ??= error.message;
          counts.failed++;
        },
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
    recordsPerSecond: counts.timedAccepted / elapsedSeconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
    firstFailure,
    ...counts,
  };
}

module.exports = { pacedLoad };
