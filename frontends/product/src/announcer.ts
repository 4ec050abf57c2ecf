let region: HTMLElement | null = null;

/**
 * A polite live region for button status changes: a focused button's new label is not always
 * read out, so 'Adding…' and 'Added!' are announced here as well.
 */
export function announce(text: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'visually-hidden v6-visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  region.textContent = text;
}
