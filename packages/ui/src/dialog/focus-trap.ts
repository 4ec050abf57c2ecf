const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
  );
}

/**
 * Where focus goes when a modal opens: the first form field, so a form can be typed into at once;
 * else the first control (an alert's OK, a lightbox's close); else the dialog itself.
 */
export function firstFocusTarget(container: HTMLElement): HTMLElement {
  const inside = tabbables(container);
  return inside.find((element) => element.matches('input, select, textarea')) ?? inside[0] ?? container;
}

/** Keeps Tab and Shift+Tab inside a modal: the last element wraps to the first and back. */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const inside = tabbables(container);
  if (inside.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = inside[0]!;
  const last = inside[inside.length - 1]!;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Everything outside the modal becomes inert while it is open, so pointer and assistive
 * technology cannot reach the page behind. `inside` is any element of the modal; its ancestor
 * that is a child of <body> stays live. Returns the undo.
 */
export function makeRestInert(inside: HTMLElement): () => void {
  const body = inside.ownerDocument.body;
  let layer = inside;
  while (layer.parentElement && layer.parentElement !== body) layer = layer.parentElement;
  const changed: Element[] = [];
  for (const sibling of Array.from(body.children)) {
    if (sibling === layer || sibling.hasAttribute('inert')) continue;
    sibling.setAttribute('inert', '');
    changed.push(sibling);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
