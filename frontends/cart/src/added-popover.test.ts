import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { popoverPlacement } from './added-popover-placement';
import { createPopoverTimer, popoverLifetimeMs } from './added-popover-timing';

describe('createPopoverTimer', () => {
  /** A popover just shown, with `remove` standing for its removal. */
  const shownPopover = () => {
    jest.useFakeTimers();
    const remove = jest.fn();
    const timer = createPopoverTimer(remove, { setTimeout, clearTimeout } as never);
    timer.shown();
    return { remove, timer };
  };
  afterEach(() => {
    jest.useRealTimers();
  });

  /** The popover is still there 1 ms before `ms` from now, and removed, once, at `ms`. */
  const expectRemovedAfter = (remove: () => void, ms: number) => {
    jest.advanceTimersByTime(ms - 1);
    expect(remove).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(remove).toHaveBeenCalledTimes(1);
  };

  it('removes the popover 3 s after it was shown', () => {
    const { remove } = shownPopover();
    expectRemovedAfter(remove, popoverLifetimeMs);
    expect(popoverLifetimeMs).toBe(3000);
  });

  it('counts 3 s from the latest add', () => {
    const { remove, timer } = shownPopover();
    jest.advanceTimersByTime(2000);
    timer.shown();
    expectRemovedAfter(remove, 3000);
  });

  it('removes at once on close and not again later', () => {
    const { remove, timer } = shownPopover();
    timer.close();
    expect(remove).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('stays while focus is inside and leaves 3 s after focus left', () => {
    const { remove, timer } = shownPopover();
    jest.advanceTimersByTime(1000);
    timer.focusEntered();
    jest.advanceTimersByTime(60_000);
    expect(remove).not.toHaveBeenCalled();
    timer.focusLeft();
    expectRemovedAfter(remove, 3000);
  });
});

describe('popoverPlacement', () => {
  const pill = { top: 20, bottom: 52, right: 1200, width: 90, height: 32 };

  it('sits 16 px under the pill, aligned with its right edge', () => {
    expect(popoverPlacement(pill, 1280)).toEqual({ top: 68, right: 80 });
  });

  it('keeps a 16 px gap from the viewport edge', () => {
    expect(popoverPlacement({ ...pill, right: 1278 }, 1280)).toEqual({ top: 68, right: 16 });
  });

  it('stays on a phone screen when the pill is far from the right edge', () => {
    // a 390 px phone, the pill 106 px from the right: the 352 px popover moves right, 16 px from the left edge
    expect(popoverPlacement({ ...pill, right: 284 }, 390)).toEqual({ top: 68, right: 22 });
    expect(popoverPlacement({ ...pill, right: 284 }, 500)).toEqual({ top: 68, right: 132 });
  });

  it('uses the 33 px top margin when the pill is off screen or hidden', () => {
    expect(popoverPlacement(null, 1280)).toEqual({ top: 33, right: 16 });
    expect(popoverPlacement({ ...pill, top: -100, bottom: -68 }, 1280)).toEqual({ top: 33, right: 16 });
    expect(popoverPlacement({ top: 0, bottom: 0, right: 0, width: 0, height: 0 }, 1280)).toEqual({
      top: 33,
      right: 16,
    });
  });

  it('never goes above the 33 px top margin', () => {
    expect(popoverPlacement({ top: 0, bottom: 10, right: 1200, width: 90, height: 10 }, 1280).top).toBe(33);
  });
});
