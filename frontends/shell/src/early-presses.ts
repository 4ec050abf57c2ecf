/**
 * Add-to-cart and quick-view buttons are server-rendered elements with role=button: until their
 * remote has bound them, a press does nothing. Rather than lose a visitor's early click (the page
 * looks ready well before the remote arrives), the shell holds presses on such controls while the
 * remote loads and hands the last one back to be replayed once it has mounted. A held press is
 * stopped, so a control bound partway through a slow mount still acts once, on the replay.
 */

/** The slice of `document` this needs, so it can be exercised without a DOM. */
export interface PressSource {
  addEventListener(type: 'click' | 'keydown', listener: (event: PressEvent) => void, capture: boolean): void;
  removeEventListener(type: 'click' | 'keydown', listener: (event: PressEvent) => void, capture: boolean): void;
}

export interface PressEvent {
  type: string;
  key?: string;
  target: unknown;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

interface Pressable {
  closest(selector: string): unknown;
}

/** Keys that press a role=button element (WAI-ARIA button pattern). */
const PRESS_KEYS = new Set(['Enter', ' ']);

/** Starts holding presses on `selector`; the returned function stops and gives the last one held. */
export function holdEarlyPresses<E>(selector: string, source: PressSource): () => E | undefined {
  let held: E | undefined;
  const hold = (event: PressEvent) => {
    if (event.type === 'keydown' && !PRESS_KEYS.has(event.key ?? '')) return;
    const target = event.target as Partial<Pressable> | null;
    const control = typeof target?.closest === 'function' ? (target.closest(selector) as E | null) : null;
    if (!control) return;
    held = control;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  source.addEventListener('click', hold, true);
  source.addEventListener('keydown', hold, true);
  return () => {
    source.removeEventListener('click', hold, true);
    source.removeEventListener('keydown', hold, true);
    return held;
  };
}
