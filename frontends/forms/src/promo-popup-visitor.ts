/** The part of `localStorage` the rule needs, so it can be exercised without a browser. */
export interface PopupMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memoryKey = (formId: string) => `storefront:promo-popup:${formId}`;

/**
 * A promo popup is shown once per visitor: after it was closed or submitted it stays away. A
 * browser that keeps nothing (storage blocked or full) gets it once per page instead of every time.
 */
export function shouldShowPopup(memory: PopupMemory | null, formId: string): boolean {
  if (!memory) return true;
  try {
    return memory.getItem(memoryKey(formId)) === null;
  } catch {
    return true;
  }
}

export function rememberPopupSeen(memory: PopupMemory | null, formId: string, now: Date = new Date()): void {
  try {
    memory?.setItem(memoryKey(formId), now.toISOString());
  } catch {
    // nothing to do: the popup simply may come back on the next visit
  }
}

/** `window.localStorage`, or null where reading it throws (blocked cookies/storage). */
export function browserPopupMemory(): PopupMemory | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
