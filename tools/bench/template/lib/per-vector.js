'use strict';
/**
 * Per-vector comparison (run.js --per-vector): which single inputs are slowest for our engine
 * relative to the reference. Short interleaved samples; good for finding a slow formatter, not
 * for headline figures.
 */

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function timePer(op, minMs) {
  const start = nowMs();
  let n = 0;
  let elapsed = 0;
  do {
    op();
    n++;
    elapsed = nowMs() - start;
  } while (elapsed < minMs);
  return (elapsed * 1000) / n;
}

/** Median over 3 interleaved rounds of µs per op for each side. */
function compare(oursOp, refOp, sampleMs) {
  timePer(oursOp, sampleMs);
  timePer(refOp, sampleMs);
  const o = [];
  const r = [];
  for (let round = 0; round < 3; round++) {
    if (round % 2) r.push(timePer(refOp, sampleMs));
    o.push(timePer(oursOp, sampleMs));
    if (!(round % 2)) r.push(timePer(refOp, sampleMs));
  }
  const mid = (xs) => xs.sort((a, b) => a - b)[1];
  return { oursUs: mid(o), refUs: mid(r) };
}

function perVector(ours, ref, vectors, { sampleMs = 4, top = 15 } = {}) {
  const rows = [];
  for (const v of vectors) {
    const oc = ours.compile(v.template);
    const rc = ref.compile(v.template);
    const compile = compare(
      () => ours.compile(v.template),
      () => ref.compile(v.template),
      sampleMs,
    );
    const execute = compare(
      () => ours.execute(oc, v),
      () => ref.execute(rc, v),
      sampleMs,
    );
    rows.push({ id: v.id, compile, execute });
  }
  for (const phase of ['compile', 'execute']) {
    const sorted = [...rows].sort((a, b) => b[phase].oursUs / b[phase].refUs - a[phase].oursUs / a[phase].refUs);
    const total = (k) => rows.reduce((s, x) => s + x[phase][k], 0);
    console.log(
      `\n  ${phase}: sum over vectors ours ${total('oursUs').toFixed(0)} µs, ref ${total('refUs').toFixed(0)} µs; ` +
        `slowest relative to ref:`,
    );
    for (const x of sorted.slice(0, top)) {
      const m = x[phase];
      console.log(
        `    ${x.id.padEnd(58)} ours ${m.oursUs.toFixed(1).padStart(8)} µs  ref ${m.refUs.toFixed(1).padStart(8)} µs  ` +
          `ours/ref speed ${(m.refUs / m.oursUs).toFixed(2)}x`,
      );
    }
  }
}

module.exports = { perVector };
