'use strict';
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { PAGE_LOAD_ID, beaconBody } = require('./beacon');
const { pacedLoad } = require('../pages/paced-load');

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

/** Beacons at `rate` a second (see pacedLoad), each a new page load; answers counted as the gateway gave them. */
async function pacedBeacons(url, visitors, { rate, duration }) {
  let rejected = 0;
  const figures = await pacedLoad(url, visitors.length, {
    rate,
    duration,
    status: 202,
    requestOf: (visitor) => ({
      method: 'POST',
      path: visitors[visitor].path,
      headers: visitors[visitor].headers,
      body: beaconBody(randomBytes(12).toString('base64url')),
    }),
    accepted: (text) => {
      const answer = JSON.parse(text);
      rejected += answer.rejected;
      return answer.accepted;
    },
  });
  return { ...figures, rejected };
}

/** The baseline at the same pace: how long the machine makes a GET the gateway answers without the performance service wait. */
const pacedBaseline = (url, path, connections, { rate, duration }) =>
  pacedLoad(url, connections, { rate, duration, status: 200, requestOf: () => ({ method: 'GET', path }) });

module.exports = { beaconLoad, baselineLoad, pacedBeacons, pacedBaseline };
