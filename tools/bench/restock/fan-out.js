'use strict';
const { randomUUID } = require('node:crypto');
const { ownerCall } = require('./shop');

const RESTOCK_API = '/api/site-users/account/notifications/restock';
const PROGRESS_EVERY_MS = 5_000;
// After the last expected message, how long the sink keeps listening for a late second copy.
const SETTLE_MS = 3_000;
// How long the send requests may take to report finished once every message arrived.
const FINISH_TIMEOUT_MS = 30_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every page of an owner list: the restock screens fetch until hasNextPage is false (spec §4). */
async function allPages(url, headers, path, key) {
  const items = [];
  let cursor = '';
  for (;;) {
    const separator = path.includes('?') ? '&' : '?';
    const page = await ownerCall(url, headers, 'GET', `${path}${separator}cursor=${encodeURIComponent(cursor)}`);
    items.push(...page[key]);
    if (!page.hasNextPage) return items;
    cursor = page.nextPageCursor;
  }
}

/** The sign-up groups as the owner's list shows them. */
const signUpGroups = (url, headers) => allPages(url, headers, `${RESTOCK_API}/groups`, 'signUpGroups');

/** The send requests of `ids`, with their progress, as the owner's screen polls them. */
async function sendRequestsOf(url, headers, ids) {
  const page = await ownerCall(url, headers, 'GET', `${RESTOCK_API}/send-requests?ids=${ids.join(',')}`);
  return page.sendRequests;
}

const progressLine = (stats, startedAt, requests) => {
  const seconds = (Date.now() - startedAt) / 1000;
  const states = requests.map((request) => `${request.state} ${request.sent}/${request.total}`).join(', ');
  return `  ${seconds.toFixed(0).padStart(4)} s: ${stats.distinctMessageIds} delivered (${(stats.distinctMessageIds / seconds).toFixed(0)}/s); send requests: ${states}`;
};

/**
 * The owner presses "send all" (POST send/all with no groups named: every group with sign-ups not
 * yet notified), and the clock runs until the sink holds `expected` distinct Message-IDs or
 * `timeoutMs` passes. Then the sink listens SETTLE_MS longer for late copies, and the send
 * requests are polled until finished. Progress is printed every 5 s.
 * Returns { seconds, stats, sendRequests, timedOut }: seconds from the press to the last
 * expected message.
 */
async function sendAllAndWait({ url, ownerHeaders, sink, expected, timeoutMs, givenUp }) {
  const startedAt = Date.now();
  const { sendRequests } = await ownerCall(url, ownerHeaders, 'POST', `${RESTOCK_API}/send/all`, {
    body: {},
    idempotencyKey: `bench-${randomUUID()}`,
  });
  const acceptedMs = Date.now() - startedAt;
  console.log(
    `send all answered in ${acceptedMs} ms with ${sendRequests.length} send requests ` +
      `(${sendRequests.map((request) => `${request.productTitle}${request.variantDescription ? ` / ${request.variantDescription}` : ''}: ${request.total}`).join(', ')})`,
  );
  const ids = sendRequests.map((request) => request.id);
  let latest = sendRequests;
  let stopped;
  const arrived = sink.waitForDistinct(expected, { timeoutMs });
  // progress and liveness, until the sink has them all (or time is up)
  const watch = (async () => {
    while (!stopped) {
      await Promise.race([pause(PROGRESS_EVERY_MS), arrived]);
      if (stopped) return;
      const dead = givenUp();
      if (dead) throw new Error(dead);
      latest = await sendRequestsOf(url, ownerHeaders, ids);
      console.log(progressLine(sink.stats(), startedAt, latest));
    }
  })();
  // a process that died stops the wait at once instead of at the timeout
  const reached = await Promise.race([arrived, watch.then(() => arrived)]);
  stopped = true;
  await watch;
  const seconds = reached.timedOut ? (Date.now() - startedAt) / 1000 : (reached.lastAt - startedAt) / 1000;

  await pause(SETTLE_MS);
  const finishBy = Date.now() + FINISH_TIMEOUT_MS;
  for (;;) {
    latest = await sendRequestsOf(url, ownerHeaders, ids);
    if (latest.every((request) => request.state === 'finished') || Date.now() > finishBy) break;
    await pause(500);
  }
  return { seconds, acceptedMs, stats: sink.stats(), sendRequests: latest, timedOut: reached.timedOut };
}

module.exports = { RESTOCK_API, signUpGroups, sendAllAndWait };
