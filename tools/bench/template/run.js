#!/usr/bin/env node
'use strict';
/**
 * Benchmark of @storefront/template against the published reference engine, in one process on
 * the same inputs: compile and execute throughput for the conformance vectors and a product
 * page, and the heap held by 1,000 cached compiled templates.
 *
 *   npm run bench -w @storefront/bench-template      (or: node tools/bench/template/run.js)
 *   options: --quick (fewer, shorter rounds)  --rounds N  --no-build (never run tsc)
 *            --per-vector (also list the vectors slowest relative to the reference)
 *   BENCH_TEMPLATE_DIST=<dir> measures another build of our engine.
 *
 * A benchmark, not a test: it exits 0 when a target is missed and says MISSED.
 */

// Heap figures need a full collection on demand, so the script re-runs itself with --expose-gc.
if (typeof global.gc !== 'function') {
  const { spawnSync } = require('child_process');
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, __filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

const os = require('os');
const { loadOurs, loadReference } = require('./lib/engines');
const { loadVectors, loadProductPage, VECTOR_ROOT } = require('./lib/workloads');
const { measurePair } = require('./lib/timing');
const { diffSnippet } = require('./lib/diff');
const { measureOursCache, measureRefRetained, averageSourceKB } = require('./lib/memory');
const { perVector } = require('./lib/per-vector');

const TARGETS = { execute: 1.5, compile: 1.0, cacheMB: 50 };
const CACHED_TEMPLATES = 1000;

function parseArgs(argv) {
  const quick = argv.includes('--quick');
  const roundsAt = argv.indexOf('--rounds');
  return {
    build: !argv.includes('--no-build'),
    perVector: argv.includes('--per-vector'),
    timing: {
      rounds: roundsAt >= 0 ? Math.max(1, Number(argv[roundsAt + 1]) || 1) : quick ? 5 : 11,
      warmupMs: quick ? 600 : 1000,
      sampleMs: quick ? 100 : 250,
    },
  };
}

const fmtOps = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3));
const pct = (f) => `±${(f * 100).toFixed(1)}%`;

/** Runs each engine once, untimed, on every input; returns the inputs both engines can run. */
function checkVectors(ours, ref, vectors) {
  const usable = [];
  let oursPass = 0;
  let refPass = 0;
  let same = 0;
  const oursFailing = [];
  for (const v of vectors) {
    let a, b;
    try {
      a = ours.render(v.template, v);
      b = ref.render(v.template, v);
    } catch (e) {
      console.log(`  ! ${v.id}: an engine threw (${e.message}); left out of the workload`);
      continue;
    }
    usable.push(v);
    const expected = v.expected.trim();
    if (a.output.trim() === expected) oursPass++;
    else oursFailing.push(v.id);
    if (b.output.trim() === expected) refPass++;
    if (a.output === b.output) same++;
  }
  console.log(
    `  vectors: ${usable.length} usable; expected output from ours ${oursPass}/${usable.length}, ` +
      `ref ${refPass}/${usable.length}; byte-identical ours vs ref ${same}/${usable.length}`,
  );
  if (oursFailing.length) {
    const shown = oursFailing.slice(0, 12).join(', ');
    console.log(
      `  ours differs from expected on: ${shown}${oursFailing.length > 12 ? `, … (+${oursFailing.length - 12})` : ''}`,
    );
    console.log('  (throughput on inputs where ours is still wrong is not comparable work)');
  }
  return usable;
}

/** Returns false when an engine cannot run the page at all (it is then left out of the timing). */
function checkProductPage(ours, ref, page) {
  let a, b;
  try {
    a = ours.render(page.template, page);
    b = ref.render(page.template, page);
  } catch (e) {
    console.log(`  ! product page: an engine threw (${e.message}); left out of the timing`);
    return false;
  }
  console.log(
    `  product page: ours ${a.output.length} chars, ${a.errors.length} error(s); ref ${b.output.length} chars, ${b.errors.length} error(s)`,
  );
  for (const e of a.errors.slice(0, 8)) console.log(`    ours error: ${e}`);
  if (a.errors.length > 8) console.log(`    … ${a.errors.length - 8} more`);
  const diff = diffSnippet(a.output.trim(), b.output.trim());
  if (!diff) {
    console.log('  product page: outputs are identical');
    return true;
  }
  console.log(
    `  WARNING: product page outputs differ (${diff.differingLines} line(s); first at line ${diff.line}, column ${diff.column})`,
  );
  console.log('    ours:');
  for (const l of diff.oursLines) console.log(`    ${l}`);
  console.log('    ref:');
  for (const l of diff.refLines) console.log(`    ${l}`);
  return true;
}

/** One workload = a list of inputs run back to back; one "op" is the whole list. */
function benchWorkload(label, ours, ref, inputs, timing) {
  const texts = inputs.map((v) => v.template);
  const oursCode = texts.map((t) => ours.compile(t));
  const refCode = texts.map((t) => ref.compile(t));
  const n = inputs.length;
  const results = [];

  const compile = measurePair(
    () => {
      let s = 0;
      for (let i = 0; i < n; i++) s += ours.compile(texts[i]).code.length;
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < n; i++) s += ref.compile(texts[i]).length;
      return s;
    },
    timing,
  );
  results.push({ label, phase: 'compile', ...compile, target: TARGETS.compile });

  const execute = measurePair(
    () => {
      let s = 0;
      for (let i = 0; i < n; i++) s += ours.execute(oursCode[i], inputs[i]).length;
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < n; i++) s += ref.execute(refCode[i], inputs[i]).length;
      return s;
    },
    timing,
  );
  results.push({ label, phase: 'execute', ...execute, target: TARGETS.execute });

  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(18)} ${r.phase.padEnd(7)}  ours ${fmtOps(r.ours).padStart(9)} ops/s (${pct(r.oursSpread)})  ` +
        `ref ${fmtOps(r.ref).padStart(9)} ops/s (${pct(r.refSpread)})  ours/ref ${r.ratio.toFixed(2)}x (${pct(r.ratioSpread)})`,
    );
  }
  return results;
}

function printSummary(rows, memory) {
  const line = '-'.repeat(96);
  console.log(
    `\n${line}\nSUMMARY (one op = the whole workload; ops/s = median over interleaved rounds; ours/ref = median of per-round ratios)`,
  );
  console.log(
    `${'workload'.padEnd(26)}${'phase'.padEnd(9)}${'ours ops/s'.padStart(12)}${'ref ops/s'.padStart(12)}` +
      `${'ours/ref'.padStart(10)}${'target'.padStart(9)}   status`,
  );
  let missed = 0;
  for (const r of rows) {
    const ratio = r.ratio;
    const ok = ratio >= r.target;
    if (!ok) missed++;
    console.log(
      `${r.label.padEnd(26)}${r.phase.padEnd(9)}${fmtOps(r.ours).padStart(12)}${fmtOps(r.ref).padStart(12)}` +
        `${`${ratio.toFixed(2)}x`.padStart(10)}${`>=${r.target.toFixed(1)}x`.padStart(9)}   ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  for (const m of memory) {
    const ok = m.oursMB <= TARGETS.cacheMB;
    if (!ok) missed++;
    console.log(
      `memory: ${m.entries} cached ${m.label} (avg ${m.avgKB.toFixed(1)} KB source): ours ${m.oursMB.toFixed(1)} MB ` +
        `(target <= ${TARGETS.cacheMB} MB) ${ok ? 'ok' : 'MISSED'}; ref keeping the same parsed: ${m.refMB.toFixed(1)} MB`,
    );
  }
  console.log(line);
  console.log(missed ? `${missed} target(s) MISSED` : 'all targets met');
}

function main() {
  const started = Date.now();
  const opts = parseArgs(process.argv.slice(2));
  let ours, ref;
  try {
    ours = loadOurs({ build: opts.build });
    ref = loadReference();
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(1);
  }
  const cpu = os.cpus()[0];
  console.log(
    `@storefront/template vs @squarespace/template-engine ${ref.version} — node ${process.version}, ` +
      `${cpu ? cpu.model.trim() : os.arch()}, rounds ${opts.timing.rounds}`,
  );
  console.log(`ours: ${ours.dir}`);

  const page = loadProductPage();
  const vectors = loadVectors();
  const attachLocale = (v) => Object.assign(v, { cldr: ref.cldrFor(v.locale) });
  attachLocale(page);
  if (vectors) vectors.forEach(attachLocale);

  console.log('\ncorrectness (untimed)');
  let usable = [];
  if (vectors) usable = checkVectors(ours, ref, vectors);
  else console.log(`  conformance vectors not found at ${VECTOR_ROOT}: skipping the conformance workload`);
  const pageRuns = checkProductPage(ours, ref, page);

  console.log('\nthroughput');
  const rows = [];
  if (usable.length) rows.push(...benchWorkload(`conformance (${usable.length})`, ours, ref, usable, opts.timing));
  if (pageRuns) rows.push(...benchWorkload('product page', ours, ref, [page], opts.timing));

  if (opts.perVector && usable.length) {
    console.log('\nper vector (short samples; for finding slow spots, not headline figures)');
    perVector(ours, ref, usable);
  }

  console.log('\nmemory');
  const memory = [];
  const sets = pageRuns ? [{ label: 'product pages', bases: [page.template] }] : [];
  if (usable.length) sets.push({ label: 'mixed templates', bases: [page.template, ...usable.map((v) => v.template)] });
  for (const set of sets) {
    const oursMem = measureOursCache(ours, set.bases, CACHED_TEMPLATES);
    const refMem = measureRefRetained(ref, set.bases, CACHED_TEMPLATES);
    const m = {
      label: set.label,
      entries: oursMem.entries,
      oursMB: oursMem.mb,
      refMB: refMem.mb,
      avgKB: averageSourceKB(set.bases, CACHED_TEMPLATES),
    };
    console.log(`  ${m.entries} ${m.label}: ours ${m.oursMB.toFixed(1)} MB, ref ${m.refMB.toFixed(1)} MB`);
    memory.push(m);
  }

  printSummary(rows, memory);
  console.log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
