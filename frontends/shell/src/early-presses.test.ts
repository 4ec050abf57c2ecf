import { describe, expect, it } from '@jest/globals';
import { holdEarlyPresses, type PressEvent, type PressSource } from './early-presses';

type Listener = (event: PressEvent) => void;

/** A document stand-in that dispatches to capture listeners the way the shell registers them. */
function fakeDocument() {
  const listeners = new Map<string, Set<Listener>>();
  const source: PressSource = {
    addEventListener: (type, listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
  const dispatch = (type: 'click' | 'keydown', target: unknown, key?: string) => {
    const event = { type, key, target, stopped: false, prevented: false } as PressEvent & {
      stopped: boolean;
      prevented: boolean;
    };
    event.preventDefault = () => (event.prevented = true);
    event.stopImmediatePropagation = () => (event.stopped = true);
    for (const listener of listeners.get(type) ?? []) listener(event);
    return event;
  };
  return { source, dispatch, listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) };
}

/** An element whose `closest` finds `control` for the held selector. */
const inside = (control: object | null) => ({ closest: () => control });

describe('holdEarlyPresses', () => {
  it('holds the last press on a control, stops it, and hands it back when released', () => {
    const doc = fakeDocument();
    const first = { name: 'add' };
    const second = { name: 'quick view' };
    const release = holdEarlyPresses<object>('.sqs-add-to-cart-button', doc.source);
    const click = doc.dispatch('click', inside(first));
    expect(click).toMatchObject({ stopped: true, prevented: true });
    doc.dispatch('keydown', inside(second), 'Enter');
    expect(release()).toBe(second);
    expect(doc.listening()).toBe(0);
  });

  it('lets every other click and key through untouched', () => {
    const doc = fakeDocument();
    const release = holdEarlyPresses<object>('.sqs-add-to-cart-button', doc.source);
    expect(doc.dispatch('click', inside(null))).toMatchObject({ stopped: false, prevented: false });
    expect(doc.dispatch('keydown', inside({}), 'Tab')).toMatchObject({ stopped: false, prevented: false });
    expect(doc.dispatch('click', 'text node')).toMatchObject({ stopped: false });
    expect(release()).toBeUndefined();
  });

  it('holds presses by Space as well as Enter', () => {
    const doc = fakeDocument();
    const control = {};
    const release = holdEarlyPresses<object>('.x', doc.source);
    doc.dispatch('keydown', inside(control), ' ');
    expect(release()).toBe(control);
  });
});
