'use strict';
const { expect, test } = require('@jest/globals');
const {
  NO_CRASHES,
  RESTART_POLICY,
  backoffDelay,
  crashNotice,
  describeExit,
  nextStep,
  recordCrash,
} = require('./restart-policy');

/** The steps after crashes at the given times (ms), each run lasting `ranMs`. */
function stepsAfter(times, ranMs = 1_000) {
  let history = NO_CRASHES;
  return times.map((at) => {
    history = recordCrash(history, { at, ranMs }, RESTART_POLICY);
    return nextStep(history, RESTART_POLICY);
  });
}

test('restarts wait 0.5 s, then twice as long each time, never more than 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => backoffDelay(attempt))).toEqual([
    500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
  ]);
});

test('a crash now and then is restarted, and the attempts count up while the crashes follow each other', () => {
  // a minute apart: never five within two minutes
  const steps = stepsAfter([0, 50_000, 100_000, 150_000, 200_000, 250_000], 10_000);
  expect(steps.map((step) => step.restart)).toEqual([true, true, true, true, true, true]);
  expect(steps.map((step) => step.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(steps.map((step) => step.delayMs)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000]);
});

test('after a minute of healthy running the backoff starts again from the first delay', () => {
  let history = NO_CRASHES;
  for (const at of [0, 1_000, 3_000]) history = recordCrash(history, { at, ranMs: 500 });
  expect(nextStep(history)).toEqual({ restart: true, delayMs: 2_000, attempt: 3 });
  history = recordCrash(history, { at: 70_000, ranMs: 60_000 });
  expect(nextStep(history)).toEqual({ restart: true, delayMs: 500, attempt: 1 });
});

test('five crashes within two minutes give up, saying why', () => {
  const steps = stepsAfter([0, 1_000, 3_000, 7_000, 15_000]);
  expect(steps.slice(0, 4).every((step) => step.restart)).toBe(true);
  expect(steps[4]).toEqual({ restart: false, reason: 'crashed 5 times within 120 s' });
});

test('crashes older than the window are forgotten', () => {
  const steps = stepsAfter([0, 1_000, 3_000, 7_000, 121_000]);
  expect(steps[4].restart).toBe(true);
});

test('the notice names the exit, the delay and the attempt, or why the launcher gave up', () => {
  expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('signal SIGKILL');
  expect(describeExit({ code: 134, signal: null })).toBe('exit code 134');
  expect(crashNotice({ code: null, signal: 'SIGKILL' }, { restart: true, delayMs: 500, attempt: 1 })).toBe(
    'exited with signal SIGKILL; restarting it in 0.5 s (attempt 1)',
  );
  expect(crashNotice({ code: 1, signal: null }, { restart: true, delayMs: 30_000, attempt: 9 })).toBe(
    'exited with exit code 1; restarting it in 30 s (attempt 9)',
  );
  expect(crashNotice({ code: 1, signal: null }, { restart: false, reason: 'crashed 5 times within 120 s' })).toBe(
    'crashed 5 times within 120 s (last: exit code 1); giving up',
  );
});
