import { describe, expect, it } from '@jest/globals';
import { afterLoadAndIdle, idleTimeoutMs, type LoaderWindow } from './collector-loader';

/** A window whose load event, idle callbacks and timers run when the test says. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const steps: string[] = [];
  let onLoad: (() => void) | undefined;
  let pending: (() => void) | undefined;
  const win: LoaderWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => (onLoad = listener),
    setTimeout: (run, delay) => {
      steps.push(`timeout ${delay}`);
      pending = run;
    },
  };
  if (idle)
    win.requestIdleCallback = (run, { timeout }) => {
      steps.push(`idle (at most ${timeout} ms)`);
      pending = run;
    };
  return {
    win,
    steps,
    load: () => onLoad?.(),
    runPending: () => pending?.(),
  };
}

describe('afterLoadAndIdle', () => {
  it('waits for load, then for an idle moment of at most 5 s', () => {
    const page = fakeWindow('interactive', true);
    let started = 0;
    afterLoadAndIdle(() => (started += 1), page.win);
    expect(page.steps).toEqual([]);
    page.load();
    expect(page.steps).toEqual([`idle (at most ${idleTimeoutMs} ms)`]);
    expect(started).toBe(0);
    page.runPending();
    expect(started).toBe(1);
  });

  it('waits only for an idle moment when the page has already loaded', () => {
    const page = fakeWindow('complete', true);
    afterLoadAndIdle(() => undefined, page.win);
    expect(page.steps).toEqual([`idle (at most ${idleTimeoutMs} ms)`]);
  });

  it('uses the next task after load without idle callbacks', () => {
    const page = fakeWindow('loading', false);
    let started = 0;
    afterLoadAndIdle(() => (started += 1), page.win);
    page.load();
    expect(page.steps).toEqual(['timeout 0']);
    page.runPending();
    expect(started).toBe(1);
  });
});
