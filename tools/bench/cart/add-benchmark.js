'use strict';
const autocannon = require('autocannon');
const { measureCpu } = require('../pages/cpu-time');
const { pacedLoad } = require('../pages/paced-load');
const { formatTable } = require('../pages/report');
const { sampleRss } = require('../pages/rss');
const { cartQuantity, newVisitor, productIdOf } = require('./visitors');

/**
 * Issue targets for adding to cart through the gateway: it carries at least 1,000 adds a second,
 * and while it carries them an add is answered within 50 ms at p99.
 */
const TARGETS = { requestsPerSecond: 1_000, p99Ms: 50 };
/** Unlimited stock, no options: every add is valid and merges into the visitor's one line. */
const PRODUCT_SLUG = 'brass-candle-holder';
/**
 * The gateway's cart rate limit a benchmarked system runs with: each visitor adds about 20 times a
 * second here. The limiter still runs (one Redis round trip per add).
 */
const CART_RATE_LIMIT = 1_000;
const ADD_PATH = '/api/commerce/shopping-cart/entries';
const MB = 1024 * 1024;

/** One add of one unit; every add is valid and merges into the visitor's one line. */
const addBody = (itemId) => JSON.stringify({ itemId, sku: '', quantity: 1, additionalFields: null });

/**
 * The most the gateway carries: one autocannon run in which connection i is visitor i (its own
 * crumb and cart) and sends its next add as soon as the last is answered. `okByVisitor[i]` counts
 * visitor i's acknowledged (2xx) adds.
 */
async function saturatingLoad(url, itemId, visitors, duration) {
  let next = 0;
  const okByVisitor = visitors.map(() => 0);
  const result = await autocannon({
    url: `${url}${ADD_PATH}`,
    method: 'POST',
    connections: visitors.length,
    duration,
    body: addBody(itemId),
    setupClient(client) {
      const visitor = next++ % visitors.length;
      client.setHeaders(visitors[visitor]);
      client.on('response', (status) => {
        if (status >= 200 && status < 300) okByVisitor[visitor]++;
      });
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    okByVisitor,
  };
}

/** Each visitor's units in their cart, as the cart API reports them. */
const unitsByVisitor = (url, visitors) => Promise.all(visitors.map((headers) => cartQuantity(url, headers)));
const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);

/** Lets adds still in flight land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

/**
 * Acknowledged adds missing from their carts (`lost`; counted per visitor when `okByVisitor` is
 * known, so that an unanswered add that was applied cannot hide a lost one), and units beyond
 * every add that may have been applied (`extra`: acknowledged, failed, and at most `inFlight`
 * unanswered when the load stopped).
 */
function cartAccount({ before, after, okByVisitor, ok, failed, inFlight }) {
  const grown = after.map((units, visitor) => units - before[visitor]);
  const lost = okByVisitor
    ? sum(grown.map((units, visitor) => Math.max(0, okByVisitor[visitor] - units)))
    : Math.max(0, ok - sum(grown));
  const extra = Math.max(0, sum(grown) - (ok + failed + inFlight));
  return { grown: sum(grown), lost, extra };
}

/**
 * The cart benchmark against the running system at `url` (its gateway's cart rate limit raised
 * for the run): makes `connections` visitors, warms up, then a closed loop and a load at `rate`
 * adds a second, each `duration` seconds, and checks every acknowledged add is in its cart.
 * `duringClosedLoop()` runs beside the closed loop (killing processes, say) and is awaited before
 * the carts are counted; `faults` says failed answers are expected then. `pids` ({ name: pid })
 * are measured for peak RSS and CPU per add. Prints the figures; resolves them with `passed`.
 */
async function benchmarkAdds({
  url,
  connections,
  duration,
  rate,
  warmup,
  pids = {},
  duringClosedLoop,
  faults = false,
}) {
  const itemId = await productIdOf(url, PRODUCT_SLUG);
  const visitors = [];
  for (let i = 0; i < connections; i++) visitors.push(await newVisitor(url, itemId));
  console.log(`visitors: ${visitors.length}, each with a crumb and a cart holding 1 unit`);

  if (warmup > 0) await saturatingLoad(url, itemId, visitors, warmup);
  // the warm-up, too, stops with adds in flight; they must land before the count is taken
  await settle();
  const rss = sampleRss(pids);

  const beforeSaturated = await unitsByVisitor(url, visitors);
  const cpu = measureCpu(pids);
  const [saturated] = await Promise.all([saturatingLoad(url, itemId, visitors, duration), duringClosedLoop?.()]);
  const cpuMs = cpu.stop();
  // autocannon stops with up to one add per connection unanswered; let those land
  await settle();
  const beforePaced = await unitsByVisitor(url, visitors);
  const paced = await pacedLoad(url, visitors.length, {
    rate,
    duration,
    status: 200,
    requestOf: (visitor) => ({ path: ADD_PATH, method: 'POST', headers: visitors[visitor], body: addBody(itemId) }),
  });
  const afterPaced = await unitsByVisitor(url, visitors);
  const peak = rss.stop();

  const row = (name, run) => [
    name,
    Math.round(run.requestsPerSecond),
    run.p50.toFixed(1),
    run.p99.toFixed(1),
    run.ok,
    run.failed,
  ];
  console.log(
    `\n${formatTable(
      ['load', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
      [row('closed loop', saturated), row(`${rate} adds/s`, paced)],
    )}\n`,
  );
  const names = Object.keys(pids);
  if (names.length > 0) {
    console.log(`peak RSS: ${names.map((name) => `${name} ${(peak[name] / MB).toFixed(1)} MB`).join(', ')}`);
    const perAdd = (name) => ((cpuMs[name] * 1000) / Math.max(saturated.ok, 1)).toFixed(0);
    console.log(
      `CPU per add in the closed loop (robust to a busy machine): ${names.map((name) => `${name} ${perAdd(name)} µs`).join(', ')}`,
    );
  }
  const inFlight = visitors.length;
  const closed = cartAccount({ before: beforeSaturated, after: beforePaced, inFlight, ...saturated });
  // every add of the paced load is answered before it resolves
  const atRate = cartAccount({
    before: beforePaced,
    after: afterPaced,
    inFlight: 0,
    ok: paced.ok,
    failed: paced.failed,
  });
  console.log(
    `units in the carts grew by ${closed.grown} in the closed loop (answered 2xx: ${saturated.ok}, failed: ${saturated.failed}, ` +
      `unanswered at its end: at most ${inFlight}) and by ${atRate.grown} at ${rate} adds/s (answered 2xx: ${paced.ok}, ` +
      `failed: ${paced.failed}, every add answered)`,
  );
  const failed = saturated.failed + paced.failed;
  const lost = closed.lost + atRate.lost;
  const extra = closed.extra + atRate.extra;
  const checks = [
    [
      `add to cart >= ${TARGETS.requestsPerSecond} req/s (closed loop): ${Math.round(saturated.requestsPerSecond)} req/s`,
      saturated.requestsPerSecond >= TARGETS.requestsPerSecond,
      false,
    ],
    [
      `add to cart p99 <= ${TARGETS.p99Ms} ms at ${rate} adds/s: ${paced.p99.toFixed(1)} ms`,
      paced.p99 <= TARGETS.p99Ms && rate >= TARGETS.requestsPerSecond,
      false,
    ],
    [
      faults ? `failed adds while processes were killed: ${failed} (allowed)` : `no failed adds: ${failed}`,
      faults || failed === 0,
      true,
    ],
    [`lost adds (acknowledged, not in their cart): ${lost}`, lost === 0, true],
    [`units beyond every add that may have been applied (doubled adds): ${extra}`, extra === 0, true],
  ];
  for (const [text, ok] of checks) console.log(`${ok ? 'ok    ' : 'MISSED'}  ${text}`);
  return {
    passed: checks.every(([, ok, required]) => ok || !required),
    closedLoop: { requestsPerSecond: saturated.requestsPerSecond, ok: saturated.ok, failed: saturated.failed },
    paced: { requestsPerSecond: paced.requestsPerSecond, p99: paced.p99, ok: paced.ok, failed: paced.failed },
    lost,
    extra,
  };
}

module.exports = { benchmarkAdds, CART_RATE_LIMIT, PRODUCT_SLUG, TARGETS };
