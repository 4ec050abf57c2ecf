'use strict';
const { afterEach, beforeEach, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildCommands, forgetBuildInfo, installReason, readBuildUnits, staleUnits } = require('./build-plan');

let root;
const T0 = new Date('2026-01-01T10:00:00Z');
const at = (seconds) => new Date(T0.getTime() + seconds * 1000);

function writeFile(relative, content = 'x', time = at(0)) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, time, time);
}

function workspace(dir, name, dependencies = {}) {
  writeFile(`${dir}/package.json`, JSON.stringify({ name, dependencies }));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-build-plan-'));
  writeFile(
    'package.json',
    JSON.stringify({
      scripts: {
        build: 'tsc -b packages/kit services/shop && npm run build:frontends',
        'build:frontends': 'npm run build -w frontends/shell -w frontends/cart',
      },
    }),
  );
  workspace('packages/kit', '@x/kit');
  workspace('services/shop', '@x/shop', { '@x/kit': '0.1.0' });
  workspace('frontends/shell', '@x/shell');
  workspace('frontends/cart', '@x/cart', { '@x/kit': '0.1.0' });
  for (const dir of ['packages/kit', 'services/shop', 'frontends/shell', 'frontends/cart']) {
    writeFile(`${dir}/src/index.ts`, 'export {};', at(0));
    writeFile(`${dir}/dist/index.js`, '', at(10));
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const staleDirs = () => staleUnits(root).map((unit) => unit.dir);

test('reads the build units from the root build scripts', () => {
  expect(readBuildUnits(root)).toEqual([
    { dir: 'packages/kit', kind: 'tsc' },
    { dir: 'services/shop', kind: 'tsc' },
    { dir: 'frontends/shell', kind: 'frontend' },
    { dir: 'frontends/cart', kind: 'frontend' },
  ]);
});

test('nothing is stale when every dist is newer than its sources', () => {
  expect(staleUnits(root)).toEqual([]);
  expect(buildCommands(readBuildUnits(root), [])).toEqual([]);
});

test('a missing dist is stale', () => {
  fs.rmSync(path.join(root, 'frontends/shell/dist'), { recursive: true });
  expect(staleUnits(root)).toEqual([
    { dir: 'frontends/shell', kind: 'frontend', distMissing: true, reason: 'frontends/shell/dist is missing' },
  ]);
});

test('a source newer than dist makes its unit and the units depending on it stale', () => {
  writeFile('packages/kit/src/index.ts', 'export const a = 1;', at(20));
  expect(staleDirs()).toEqual(['packages/kit', 'services/shop', 'frontends/cart']);
  expect(staleUnits(root)[1].reason).toBe('packages/kit changed since services/shop was built');
});

test('a changed tsconfig or rspack config is stale, a changed test file is not', () => {
  writeFile('services/shop/src/index.test.ts', 'test', at(20));
  expect(staleDirs()).toEqual([]);
  writeFile('frontends/shell/rspack.config.mjs', 'export default {}', at(20));
  writeFile('services/shop/tsconfig.json', '{}', at(20));
  expect(staleDirs()).toEqual(['services/shop', 'frontends/shell']);
});

test('a .tsbuildinfo newer than the sources counts as built (tsc -b emitted nothing new)', () => {
  writeFile('services/shop/src/index.ts', 'export {};', at(20));
  expect(staleDirs()).toEqual(['services/shop']);
  writeFile('services/shop/tsconfig.tsbuildinfo', '{}', at(30));
  expect(staleDirs()).toEqual([]);
});

test('build commands: one tsc -b over every project, a build of the stale front-ends only', () => {
  writeFile('packages/kit/src/index.ts', 'export {};', at(20));
  const units = readBuildUnits(root);
  const commands = buildCommands(units, staleUnits(root, units));
  expect(commands).toHaveLength(2);
  expect(commands[0].args.slice(1)).toEqual(['-b', 'packages/kit', 'services/shop']);
  expect(commands[1]).toEqual({ command: 'npm', args: ['run', 'build', '-w', 'frontends/cart'] });
});

test('forgets the build info of a TypeScript project whose dist was deleted', () => {
  writeFile('services/shop/tsconfig.tsbuildinfo', '{}', at(30));
  writeFile('packages/kit/tsconfig.tsbuildinfo', '{}', at(30));
  fs.rmSync(path.join(root, 'services/shop/dist'), { recursive: true });
  forgetBuildInfo(root, staleUnits(root));
  expect(fs.existsSync(path.join(root, 'services/shop/tsconfig.tsbuildinfo'))).toBe(false);
  expect(fs.existsSync(path.join(root, 'packages/kit/tsconfig.tsbuildinfo'))).toBe(true);
});

test('installs when node_modules is missing or older than package-lock.json', () => {
  writeFile('package-lock.json', '{}', at(0));
  expect(installReason(root)).toBe('node_modules is missing');
  fs.mkdirSync(path.join(root, 'node_modules'));
  expect(installReason(root)).toBe('node_modules was not installed by npm from package-lock.json');
  writeFile('node_modules/.package-lock.json', '{}', at(10));
  expect(installReason(root)).toBeUndefined();
  writeFile('package-lock.json', '{}', at(20));
  expect(installReason(root)).toBe('package-lock.json changed since the last install');
});
