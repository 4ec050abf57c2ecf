'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { startProcess } = require('./child-process');
const { makeTag } = require('./log-lines');

const { TSC } = require('./build-plan');
const RESTART_DEBOUNCE_MS = 300;

/**
 * The rebuilders of `npm run dev`: one `tsc -b --watch` over every TypeScript project and one
 * `npm run dev` (rspack build --watch) per front-end. Returns their process handles.
 */
function rebuilderNames(units) {
  return [
    ...(units.some((unit) => unit.kind === 'tsc') ? ['tsc'] : []),
    ...units.filter((unit) => unit.kind === 'frontend').map((unit) => `ui:${path.basename(unit.dir)}`),
  ];
}

function startRebuilders({ root, units, write, colour, tagWidth = 0 }) {
  const projects = units.filter((unit) => unit.kind === 'tsc').map((unit) => unit.dir);
  const frontends = units.filter((unit) => unit.kind === 'frontend').map((unit) => unit.dir);
  const names = rebuilderNames(units);
  const width = Math.max(tagWidth, ...names.map((name) => name.length));
  const tag = (name) => makeTag(name, { width, index: names.indexOf(name) + 4, colour });
  const handles = [];
  if (projects.length > 0)
    handles.push(
      startProcess({
        name: 'tsc',
        command: process.execPath,
        args: [TSC, '-b', '--watch', '--preserveWatchOutput', ...projects],
        cwd: root,
        tag: tag('tsc'),
        write,
        pretty: false,
        colour,
      }),
    );
  for (const dir of frontends) {
    const name = `ui:${path.basename(dir)}`;
    handles.push(
      startProcess({ name, command: 'npm', args: ['run', 'dev', '-w', dir], cwd: root, tag: tag(name), write, colour }),
    );
  }
  return handles;
}

/**
 * Calls restart(name) RESTART_DEBOUNCE_MS after the last change under one of a service's
 * restartOn folders (a rebuild writes many files), one restart at a time per service.
 * Returns a function that stops watching.
 */
function restartOnChange({ root, services, restart, log }) {
  const watchers = [];
  const timers = new Map();
  const busy = new Map();

  async function restartSoon(name) {
    if (busy.get(name)) {
      busy.set(name, 'again');
      return;
    }
    busy.set(name, true);
    try {
      do {
        busy.set(name, true);
        log(`${name} changed, restarting it`);
        await restart(name);
        log(`${name} restarted`);
      } while (busy.get(name) === 'again');
    } catch (error) {
      log(`${name} did not come back: ${error.message}`);
    } finally {
      busy.set(name, false);
    }
  }

  for (const service of services) {
    for (const folder of service.restartOn ?? []) {
      const dir = path.join(root, folder);
      if (!fs.existsSync(dir)) continue;
      const watcher = fs.watch(dir, { recursive: true }, () => {
        clearTimeout(timers.get(service.name));
        timers.set(
          service.name,
          setTimeout(() => void restartSoon(service.name), RESTART_DEBOUNCE_MS),
        );
      });
      watcher.on('error', (error) => log(`watching ${folder} failed: ${error.message}`));
      watchers.push(watcher);
    }
  }

  return () => {
    for (const watcher of watchers) watcher.close();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}

module.exports = { rebuilderNames, startRebuilders, restartOnChange, RESTART_DEBOUNCE_MS };
