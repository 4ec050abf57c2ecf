'use strict';
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_DIRS = ['src'];
const CONFIG_FILE = /^(tsconfig.*\.json|rspack\.config\.[cm]?[jt]s)$/;
// tests are not part of a build, so editing one must not make the build look stale
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const TSC = path.join('node_modules', 'typescript', 'bin', 'tsc');

/** The newest modification time (ms) of the files under dir that pass keep(), or 0 when none. */
function newestMtime(dir, keep = () => true) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full, keep));
    else if (entry.isFile() && keep(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The newest of a workspace's own build inputs: its sources (not tests) and build configuration. */
function newestOwnInput(dir) {
  let newest = 0;
  for (const sources of SOURCE_DIRS)
    newest = Math.max(
      newest,
      newestMtime(path.join(dir, sources), (name) => !TEST_FILE.test(name)),
    );
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    if (CONFIG_FILE.test(entry)) newest = Math.max(newest, fs.statSync(path.join(dir, entry)).mtimeMs);
  return newest;
}

function buildInfoFiles(dir) {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return names.filter((name) => name.endsWith('.tsbuildinfo')).map((name) => path.join(dir, name));
}

function newestBuildInfo(dir) {
  return Math.max(0, ...buildInfoFiles(dir).map((file) => fs.statSync(file).mtimeMs));
}

/**
 * tsc -b trusts its .tsbuildinfo and would not rebuild a project whose dist/ was deleted; for
 * those, forget the build info so the next build emits everything again.
 */
function forgetBuildInfo(root, stale) {
  for (const unit of stale)
    if (unit.kind === 'tsc' && unit.distMissing)
      for (const file of buildInfoFiles(path.join(root, unit.dir))) fs.rmSync(file, { force: true });
}

/**
 * What `npm run build` builds, read from the root package.json so the launcher never disagrees
 * with it: the projects after `tsc -b` in `build`, the `-w` workspaces of `build:frontends`.
 */
function readBuildUnits(root) {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  const tscProjects = [];
  const tsc = /\btsc -b((?:\s+[\w@./-]+)+)/.exec(scripts.build ?? '');
  if (tsc) for (const word of tsc[1].trim().split(/\s+/)) if (!word.startsWith('-')) tscProjects.push(word);
  const frontends = [...(scripts['build:frontends'] ?? '').matchAll(/-w\s+([\w@./-]+)/g)].map((match) => match[1]);
  return [...tscProjects.map((dir) => ({ dir, kind: 'tsc' })), ...frontends.map((dir) => ({ dir, kind: 'frontend' }))];
}

/** package name -> workspace folder, for the workspaces that are build units. */
function packageNames(root, units) {
  const names = new Map();
  for (const unit of units) {
    try {
      names.set(JSON.parse(fs.readFileSync(path.join(root, unit.dir, 'package.json'), 'utf8')).name, unit.dir);
    } catch {
      // no package.json: nobody can depend on it by name
    }
  }
  return names;
}

/** The unit's folder and the folders of the workspaces it depends on, transitively. */
function inputFolders(root, dir, names, seen = new Set()) {
  if (seen.has(dir)) return seen;
  seen.add(dir);
  let manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  } catch {
    return seen;
  }
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))
    if (names.has(dependency)) inputFolders(root, names.get(dependency), names, seen);
  return seen;
}

/**
 * The build units whose dist/ is missing or older than a source of theirs or of a workspace they
 * depend on, each with the reason.
 */
function staleUnits(root, units = readBuildUnits(root)) {
  const names = packageNames(root, units);
  const stale = [];
  for (const unit of units) {
    const dist = newestMtime(path.join(root, unit.dir, 'dist'));
    if (dist === 0) {
      stale.push({ ...unit, distMissing: true, reason: `${unit.dir}/dist is missing` });
      continue;
    }
    // tsc -b marks a build that changed no output by touching only its .tsbuildinfo
    const built = Math.max(dist, newestBuildInfo(path.join(root, unit.dir)));
    for (const folder of inputFolders(root, unit.dir, names)) {
      if (newestOwnInput(path.join(root, folder)) > built) {
        stale.push({ ...unit, reason: `${folder} changed since ${unit.dir} was built` });
        break;
      }
    }
  }
  return stale;
}

/**
 * The commands that bring the stale units up to date: one incremental `tsc -b` over every
 * TypeScript project (it skips the fresh ones itself), and a build of each stale front-end only.
 */
function buildCommands(units, stale) {
  const commands = [];
  if (stale.some((unit) => unit.kind === 'tsc'))
    commands.push({
      command: process.execPath,
      args: [TSC, '-b', ...units.filter((u) => u.kind === 'tsc').map((u) => u.dir)],
    });
  const frontends = stale.filter((unit) => unit.kind === 'frontend');
  if (frontends.length > 0)
    commands.push({ command: 'npm', args: ['run', 'build', ...frontends.flatMap((unit) => ['-w', unit.dir])] });
  return commands;
}

/** Why `npm ci` must run first, or undefined when node_modules matches package-lock.json. */
function installReason(root) {
  const modules = path.join(root, 'node_modules');
  if (!fs.existsSync(modules)) return 'node_modules is missing';
  // npm writes this file at the end of every install
  const installed = path.join(modules, '.package-lock.json');
  if (!fs.existsSync(installed)) return 'node_modules was not installed by npm from package-lock.json';
  if (fs.statSync(path.join(root, 'package-lock.json')).mtimeMs > fs.statSync(installed).mtimeMs)
    return 'package-lock.json changed since the last install';
  return undefined;
}

module.exports = { TSC, newestMtime, readBuildUnits, staleUnits, forgetBuildInfo, buildCommands, installReason };
