'use strict';
const { expect, test } = require('@jest/globals');
const { RESTART_POLICY } = require('./restart-policy');
const { createSupervisor } = require('./supervisor');

// the real policy, in milliseconds instead of seconds
const QUICK = { ...RESTART_POLICY, firstDelayMs: 5, maxDelayMs: 40 };

/** A process handle whose exit the test decides. */
function processHandle() {
  let exit;
  const exited = new Promise((resolve) => {
    exit = resolve;
  });
  return { exited, exit };
}

function supervised() {
  const events = [];
  const handles = [];
  const supervisor = createSupervisor({
    policy: QUICK,
    relaunch: (name) => {
      events.push(`relaunch ${name}`);
      start(name);
    },
    notify: (name, line) => events.push(`${name}: ${line}`),
    giveUp: (exit) => events.push(`gave up ${JSON.stringify(exit)}`),
  });
  function start(name) {
    const handle = processHandle();
    handles.push(handle);
    supervisor.watch(name, handle);
    return handle;
  }
  return { supervisor, events, handles, start };
}

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

test('a crash after start-up is restarted until the crash limit, then reported once with the reason', async () => {
  const { supervisor, events, handles, start } = supervised();
  start('cart');
  for (let crash = 0; crash < 5; crash++) {
    handles.at(-1).exit({ code: 134, signal: null });
    await settle(60);
  }
  expect(events).toEqual([
    'cart: exited with exit code 134; restarting it in 0 s (attempt 1)',
    'relaunch cart',
    'cart: exited with exit code 134; restarting it in 0 s (attempt 2)',
    'relaunch cart',
    'cart: exited with exit code 134; restarting it in 0 s (attempt 3)',
    'relaunch cart',
    'cart: exited with exit code 134; restarting it in 0 s (attempt 4)',
    'relaunch cart',
    'cart: crashed 5 times within 120 s (last: exit code 134); giving up',
    'gave up {"name":"cart","code":134,"signal":null,"reason":"crashed 5 times within 120 s"}',
  ]);
  expect(supervisor.gaveUp('cart')).toBe('crashed 5 times within 120 s');
});

test('a deliberate stop, a cancelled restart and a stopped system restart nothing', async () => {
  const { supervisor, events, start } = supervised();
  const deliberate = start('gateway');
  deliberate.expectedExit = true;
  deliberate.exit({ code: 0, signal: null });

  start('catalog').exit({ code: null, signal: 'SIGKILL' });
  await settle();
  supervisor.cancel('catalog');

  start('forms').exit({ code: null, signal: 'SIGKILL' });
  await settle();
  supervisor.stop();
  await settle(30);

  expect(events.filter((event) => event.startsWith('relaunch'))).toEqual([]);
  expect(supervisor.gaveUp('catalog')).toBeUndefined();
});
