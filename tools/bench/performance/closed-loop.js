'use strict';
const autocannon = require('autocannon');
const { PAGE_LOAD_ID, beaconBody } = require('./beacon');

/** autocannon's figures of one load, with what the gateway said it accepted. */
const figures = (result, answers = { accepted: 0, rejected: 0, unreadable: 0 }) => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  seconds: result.duration,
  /** How many answers of each status, e.g. { 202: 41234 }: a failure shows what the gateway said. */
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
  ...answers,
});

/**
 * Closed-loop beacons: connection i is visitor i (its crumb in the query and its cookie), and
 * sends its next beacon as soon as the last is answered. autocannon puts a new id in place of
 * PAGE_LOAD_ID on every request, so each beacon is a page load of its own. The 202 bodies are
 * read, so the records accepted are the gateway's own count, not the requests times seven.
 */
async function beaconLoad(url, visitors, duration) {
  const answers = { accepted: 0, rejected: 0, unreadable: 0 };
  const onResponse = (status, body) => {
    if (status !== 202) return;
    try {
      const answer = JSON.parse(body);
      answers.accepted += answer.accepted;
      answers.rejected += answer.rejected;
    } catch {
      answers.unreadable++;
    }
  };
  const template = beaconBody(PAGE_LOAD_ID);
  let next = 0;
  const result = await autocannon({
    url,
    connections: visitors.length,
    duration,
    idReplacement: true,
    setupClient(client) {
      const visitor = visitors[next++ % visitors.length];
      client.setRequests([
        { method: 'POST', path: visitor.path, headers: visitor.headers, body: template, onResponse },
      ]);
    },
  });
  return figures(result, answers);
}

/** The baseline, on the same connections and duration: a GET the gateway answers without the performance service. */
async function baselineLoad(url, path, connections, duration) {
  return figures(await autocannon({ url: `${url}${path}`, connections, duration }));
}

module.exports = { beaconLoad, baselineLoad };
