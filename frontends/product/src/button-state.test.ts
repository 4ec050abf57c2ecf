import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AddToCartButtonState, type ButtonView } from './button-state';

/** A drawn button: what a visitor would see at each moment. */
function fakeButton() {
  const drawn = { label: 'Add To Cart', added: false, disabled: false, busy: false };
  const view: ButtonView = {
    setLabel: (text) => (drawn.label = text),
    setAdded: (added) => (drawn.added = added),
    setDisabled: (disabled) => (drawn.disabled = disabled),
    setBusy: (busy) => (drawn.busy = busy),
  };
  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
  return { drawn, state: new AddToCartButtonState(view, 'Add To Cart', timers) };
}

/** `label` stays drawn for `ms` more (it still shows 1 ms before the end), and that time passes. */
function expectShownFor(drawn: { label: string }, label: string, ms: number) {
  jest.advanceTimersByTime(ms - 1);
  expect(drawn.label).toBe(label);
  jest.advanceTimersByTime(1);
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('add-to-cart button', () => {
  it('says Adding… at once, Added! 1 s after success, and the idle text 2 s later', () => {
    const { drawn, state } = fakeButton();
    expect(state.press()).toBe(true);
    expect(drawn).toMatchObject({ label: 'Adding…', busy: true, added: false });

    state.succeed();
    expectShownFor(drawn, 'Adding…', 1000);
    expect(drawn).toMatchObject({ label: 'Added!', added: true, busy: false });
    expect(state.status).toBe('added');

    expectShownFor(drawn, 'Added!', 2000);
    expect(drawn).toMatchObject({ label: 'Add To Cart', added: false });
    expect(state.status).toBe('idle');
  });

  it('counts the second from the press, and never shows Added! before the answer', () => {
    const { drawn, state } = fakeButton();
    state.press();
    jest.advanceTimersByTime(300);
    state.succeed();
    expectShownFor(drawn, 'Adding…', 700);
    expect(drawn.label).toBe('Added!');

    jest.advanceTimersByTime(2000);
    state.press();
    jest.advanceTimersByTime(1500);
    expect(drawn.label).toBe('Adding…');
    state.succeed();
    jest.advanceTimersByTime(0);
    expect(drawn.label).toBe('Added!');
  });

  it('ignores presses while adding and while added', () => {
    const { drawn, state } = fakeButton();
    state.press();
    expect(state.press()).toBe(false);
    state.succeed();
    jest.advanceTimersByTime(1000);
    expect(state.press()).toBe(false);
    expect(drawn.label).toBe('Added!');
    jest.advanceTimersByTime(2000);
    expect(state.press()).toBe(true);
  });

  it('returns to idle 1 s after a failure', () => {
    const { drawn, state } = fakeButton();
    state.press();
    state.fail();
    expectShownFor(drawn, 'Adding…', 1000);
    expect(drawn).toMatchObject({ label: 'Add To Cart', busy: false, added: false });
  });

  it('shows Select Option for 2 s, then its own text, and accepts a press meanwhile', () => {
    const { drawn, state } = fakeButton();
    state.needOption();
    expectShownFor(drawn, 'Select Option', 2000);
    expect(drawn.label).toBe('Add To Cart');

    state.needOption();
    expect(state.press()).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(drawn.label).toBe('Adding…');
  });

  it('goes back to idle at once when a press is cancelled before adding', () => {
    const { drawn, state } = fakeButton();
    state.press();
    state.cancel();
    expect(drawn).toMatchObject({ label: 'Add To Cart', busy: false });
  });

  it('is disabled and ignores presses when sold out, until restocked', () => {
    const { drawn, state } = fakeButton();
    state.soldOut();
    expect(drawn).toMatchObject({ label: 'Sold Out', disabled: true });
    expect(state.press()).toBe(false);
    state.needOption();
    expect(drawn.label).toBe('Sold Out');
    state.restock();
    expect(drawn).toMatchObject({ label: 'Add To Cart', disabled: false });
  });
});
