/**
 * One polite live region for the cart's announcements outside the cart page (pill count, 'Added to
 * cart'). It must be in the document before its text changes or screen readers miss the change,
 * so it is created when the remote mounts, not when there is something to say.
 */
let region: HTMLElement | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

/** Kept out of sight with inline styles so it works whatever the theme's stylesheet offers. */
const offscreen =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

export function preparePoliteAnnouncer(doc: Document = document): void {
  if (region?.isConnected) return;
  region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'cart-announcer';
  region.style.cssText = offscreen;
  doc.body.append(region);
}

export function announcePolitely(text: string): void {
  preparePoliteAnnouncer();
  const target = region as HTMLElement;
  // emptied first and filled a moment later, so the same words said twice are read twice
  target.textContent = '';
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = text;
  }, 50);
}
