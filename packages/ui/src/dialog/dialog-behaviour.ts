import { firstFocusTarget, keepFocusInside, makeRestInert } from './focus-trap';

export interface DialogBehaviour {
  /**
   * A modal takes focus, keeps it inside and makes the page behind inert. A non-modal dialog (the
   * 'added to cart' popover) must not take the visitor away from where they are: it is reached by
   * Tab, and Escape closes it from anywhere on the page.
   */
  modal: boolean;
  onClose: () => void;
  /** Where focus goes back on close; by default whatever had focus when the dialog opened. */
  returnFocus?: HTMLElement | null;
}

/**
 * The keyboard and focus rules every dialog shares (Dawn's one trapFocus / onKeyUpEscape): Escape
 * closes, Tab stays inside a modal, and focus goes back to the opener on close. Starts them on an
 * open dialog's element and returns the stop, to call when the dialog closes.
 */
export function holdDialog(panel: HTMLElement, { modal, onClose, returnFocus }: DialogBehaviour): () => void {
  const doc = panel.ownerDocument;
  const opener = returnFocus !== undefined ? returnFocus : (doc.activeElement as HTMLElement | null);

  if (!modal) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      // focus must not fall back to the top of the page when its element disappears, nor be taken
      // from wherever the visitor is when the dialog goes away by itself
      if (panel.contains(doc.activeElement)) opener?.focus();
    };
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // one Escape closes one dialog, not also a popover listening on the document
      event.stopPropagation();
      onClose();
    } else keepFocusInside(panel, event);
  };
  panel.addEventListener('keydown', onKeyDown);
  const undoInert = makeRestInert(panel);
  firstFocusTarget(panel).focus();
  return () => {
    panel.removeEventListener('keydown', onKeyDown);
    // the page is live again first: an inert opener cannot take focus
    undoInert();
    opener?.focus();
  };
}
