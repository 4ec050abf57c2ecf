'use strict';
/**
 * Interleaved measurement of two operations in one process: both warm up together, then each
 * round runs a timed sample of each, alternating which goes first, so drift in CPU frequency,
 * JIT state or GC pressure falls on both sides alike.
 */

// Results flow here so the optimiser cannot drop the work being measured.
let sink = 0;

const now = () => Number(process.hrtime.bigint()) / 1e6;

function collect() {
  if (typeof global.gc === 'function') global.gc();
}

/** Runs op until at least `ms` elapsed; returns [iterations, elapsed ms]. */
function runFor(op, ms) {
  const start = now();
  let iterations = 0;
  let elapsed = 0;
  do {
    sink += op();
    iterations++;
    elapsed = now() - start;
  } while (elapsed < ms);
  return [iterations, elapsed];
}

function timeIterations(op, iterations) {
  collect();
  const start = now();
  for (let i = 0; i < iterations; i++) sink += op();
  return now() - start;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median absolute deviation as a fraction of the median: a robust "± noise" figure. */
function relativeSpread(values) {
  const m = median(values);
  return m > 0 ? median(values.map((v) => Math.abs(v - m))) / m : 0;
}

/**
 * Measures ops/s of `ours` and `ref` (zero-argument functions returning a number) and their
 * ratio, the median of per-round ratios.
 * Options: warmupMs (per side), sampleMs (target per timed sample), rounds.
 */
function measurePair(ours, ref, { warmupMs = 800, sampleMs = 200, rounds = 9 } = {}) {
  const sides = [
    { op: ours, warmIters: 0, warmMs: 0, samples: [] },
    { op: ref, warmIters: 0, warmMs: 0, samples: [] },
  ];
  // Warm-up in small alternating slices so both sides reach their optimised tiers.
  const slice = Math.max(20, warmupMs / 8);
  while (sides.some((s) => s.warmMs < warmupMs)) {
    for (const side of sides) {
      if (side.warmMs >= warmupMs) continue;
      const [iterations, elapsed] = runFor(side.op, slice);
      side.warmIters += iterations;
      side.warmMs += elapsed;
    }
  }
  for (const side of sides) side.iterations = Math.max(1, Math.round((sampleMs * side.warmIters) / side.warmMs));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [sides[1], sides[0]];
    for (const side of order) side.samples.push((side.iterations * 1000) / timeIterations(side.op, side.iterations));
  }
  const [o, r] = sides;
  // Each round's two samples ran back to back, so their ratio cancels load that hit both.
  const ratios = o.samples.map((v, i) => v / r.samples[i]);
  return {
    ours: median(o.samples),
    ref: median(r.samples),
    ratio: median(ratios),
    ratioSpread: relativeSpread(ratios),
    oursSpread: relativeSpread(o.samples),
    refSpread: relativeSpread(r.samples),
    sink,
  };
}

module.exports = { measurePair };
