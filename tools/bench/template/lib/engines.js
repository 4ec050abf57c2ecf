'use strict';
/**
 * Adapters giving both engines the same shape: compile(text) -> compiled, execute(compiled, job) -> output.
 * A job is { json, partials, injects, locale, now }; locale "none" means no locale data.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { REPO_ROOT } = require('./paths');

const TEMPLATE_PKG = path.join(REPO_ROOT, 'packages/template');

/** Newest modification time of the engine's sources, so a stale dist is rebuilt before measuring. */
function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale(distDir, log) {
  const entry = path.join(distDir, 'index.js');
  const srcDir = path.join(TEMPLATE_PKG, 'src');
  // tsc leaves unchanged outputs untouched but always rewrites its build info, so that dates the build.
  const buildInfo = path.join(TEMPLATE_PKG, 'tsconfig.tsbuildinfo');
  const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  const built = mtime(entry) && Math.max(mtime(entry), mtime(buildInfo));
  if (!fs.existsSync(srcDir) || built >= newestSourceTime(srcDir)) return;
  let tsc;
  try {
    tsc = require.resolve('typescript/bin/tsc', { paths: [REPO_ROOT] });
  } catch {
    log(`! ${entry} is missing or older than its sources and typescript is not installed; using it as is`);
    return;
  }
  log('building packages/template (tsc -b) because dist is missing or older than src ...');
  const r = spawnSync(process.execPath, [tsc, '-b', TEMPLATE_PKG], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (r.status !== 0) {
    // tsc -b still emits on type errors; a half-typed engine can be measured, but say so.
    const lines = `${r.stdout}${r.stderr}`.trim().split('\n');
    log(`! tsc reported ${lines.length} line(s) of errors (first: ${lines[0]}); measuring what was emitted`);
  }
}

function ourOptions(job) {
  return {
    json: job.json,
    partials: job.partials,
    injects: job.injects,
    locale: job.locale,
    now: job.now,
    enableExpr: true,
    enableInclude: true,
  };
}

/**
 * Our engine from packages/template/dist (or BENCH_TEMPLATE_DIST, e.g. a build of another branch).
 * Throws with a readable message when it cannot be loaded.
 */
function loadOurs({ build = true, log = console.log } = {}) {
  const override = process.env.BENCH_TEMPLATE_DIST;
  const distDir = override ? path.resolve(override) : path.join(TEMPLATE_PKG, 'dist');
  if (build && !override) buildIfStale(distDir, log);
  let mod;
  try {
    mod = require(distDir);
  } catch (e) {
    throw new Error(
      `cannot load @storefront/template from ${distDir}: ${e.message}\n  build it with: npx tsc -b packages/template`,
    );
  }
  for (const name of ['compileTemplate', 'executeTemplate', 'TemplateCache']) {
    if (typeof mod[name] !== 'function') throw new Error(`@storefront/template at ${distDir} does not export ${name}`);
  }
  return {
    name: 'ours',
    dir: distDir,
    TemplateCache: mod.TemplateCache,
    compile: (text) => mod.compileTemplate(text),
    execute: (compiled, job) => mod.executeTemplate(compiled, ourOptions(job)).output,
    /** Untimed: output plus every error, for the correctness checks. */
    render: (text, job) => {
      const { output, errors } = mod.executeTemplate(mod.compileTemplate(text), ourOptions(job));
      return { output, errors: errors.map((e) => `${e.type}: ${e.message}`) };
    },
  };
}

/** The published reference engine and its locale data, resolved from this package's devDependencies. */
function loadReference() {
  let Compiler, CLDRFramework, packsDir, version;
  try {
    ({ Compiler } = require('@squarespace/template-engine'));
    ({ CLDRFramework } = require('@phensley/cldr'));
    packsDir = path.join(path.dirname(require.resolve('@phensley/cldr/package.json')), 'packs');
    version = require('@squarespace/template-engine/package.json').version;
  } catch (e) {
    throw new Error(
      `cannot load the reference engine (${e.message})\n` +
        '  install the workspace: add "tools/bench/*" to the root workspaces, then npm install',
    );
  }
  const framework = new CLDRFramework({
    loader: (lang) => fs.readFileSync(path.join(packsDir, `${lang}.json`), 'utf8'),
  });
  // Locale data is built once per locale, outside every timed loop.
  const cldrByLocale = new Map();
  const cldrFor = (locale) => {
    if (locale === 'none' || locale === null) return undefined;
    if (!cldrByLocale.has(locale)) cldrByLocale.set(locale, framework.get(locale));
    return cldrByLocale.get(locale);
  };
  const compiler = new Compiler();
  const refOptions = (code, job) => ({
    code,
    json: job.json,
    partials: job.partials,
    injects: job.injects,
    cldr: job.cldr,
    now: job.now,
    enableExpr: true,
    enableInclude: true,
  });
  return {
    name: 'ref',
    version,
    cldrFor,
    compile: (text) => compiler.parse(text).code,
    execute: (code, job) => compiler.execute(refOptions(code, job)).ctx.render(),
    render: (text, job) => {
      const parsed = compiler.parse(text);
      const { ctx, errors } = compiler.execute(refOptions(parsed.code, job));
      return { output: ctx.render(), errors: [...parsed.errors, ...errors].map((e) => `${e.type}: ${e.message}`) };
    },
  };
}

module.exports = { loadOurs, loadReference };
