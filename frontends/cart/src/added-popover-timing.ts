/**
 * When the 'added to cart' popover goes away (spec §4, §9): 3 s after it was shown or after the
 * last add, or at once on close. While keyboard focus is inside it the clock stops, so nobody loses
 * the popover while reaching its link, and it starts a full 3 s again when focus leaves.
 */
export const popoverLifetimeMs = 3000;

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PopoverTimer {
  /** The popover (re)appears: remove it after the lifetime unless focus holds it. */
  shown(): void;
  focusEntered(): void;
  focusLeft(): void;
  /** Closed by the visitor: remove now and forget the pending removal. */
  close(): void;
}

export function createPopoverTimer(remove: () => void, clock: Clock = globalThis as Clock): PopoverTimer {
  let handle: unknown;
  let focused = false;
  const cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const schedule = () => {
    cancel();
    if (focused) return;
    handle = clock.setTimeout(() => {
      handle = undefined;
      remove();
    }, popoverLifetimeMs);
  };
  return {
    shown: schedule,
    focusEntered() {
      focused = true;
      cancel();
    },
    focusLeft() {
      focused = false;
      schedule();
    },
    close() {
      focused = false;
      cancel();
      remove();
    },
  };
}
