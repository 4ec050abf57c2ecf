/**
 * The polite live region for what a screen reader would otherwise miss: a focused button's new
 * label ('Adding…', 'Added!'), the cart pill's count, 'Added to cart'. Plain DOM, so remotes that
 * have not loaded React can use it. Each remote bundles its own copy and so has its own region,
 * which keeps two remotes speaking at the same moment (the button's 'Added!' and the pill's
 * 'Added to cart') from cutting each other off.
 */
let region: HTMLElement | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

/** Kept out of sight with inline styles so it works whatever the theme's stylesheet offers. */
const offscreen =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/**
 * A live region must be in the document before its text changes or screen readers miss the
 * change, so a remote that will announce calls this when it mounts, not when there is something
 * to say. Calling it again is harmless.
 */
export function prepareAnnouncer(doc: Document = document): void {
  if (region?.isConnected && region.ownerDocument === doc) return;
  region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'storefront-announcer';
  region.style.cssText = offscreen;
  doc.body.append(region);
}

/** Says `text` politely; the same words said twice are read twice. */
export function announce(text: string, doc: Document = document): void {
  prepareAnnouncer(doc);
  const target = region as HTMLElement;
  // emptied first and filled a moment later: a region whose text does not change says nothing
  target.textContent = '';
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = text;
  }, 50);
}
