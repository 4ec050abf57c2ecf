import { createRoot } from 'react-dom/client';
import { AlertDialog } from './AlertDialog';
import { makeRestInert } from '@storefront/ui/dialog';
import { Lightbox } from './Lightbox';

/**
 * The React side of the product remote: modal overlays rendered into their own container at the
 * end of <body>. Loaded only when an overlay is first needed, so React stays off the initial path.
 */
function openOverlay(
  render: (root: ReturnType<typeof createRoot>, close: () => void, isOpen: () => boolean) => void,
  returnFocus: HTMLElement | null,
) {
  const container = document.createElement('div');
  container.className = 'storefront-overlay';
  document.body.append(container);
  const undoInert = makeRestInert(container);
  const root = createRoot(container);
  let open = true;
  return new Promise<void>((resolve) => {
    const close = () => {
      if (!open) return;
      open = false;
      root.unmount();
      container.remove();
      undoInert();
      returnFocus?.focus();
      resolve();
    };
    render(root, close, () => open);
  });
}

export interface AlertOptions {
  title: string;
  message: string;
  errorType?: string;
  returnFocus: HTMLElement | null;
}

export function openAlert({ title, message, errorType, returnFocus }: AlertOptions): Promise<void> {
  return openOverlay(
    (root, close) => root.render(<AlertDialog title={title} message={message} errorType={errorType} onClose={close} />),
    returnFocus,
  );
}

export interface LightboxOptions {
  label: string;
  load: () => Promise<string>;
  /** The message when loading fails. */
  loadError: string;
  onContent: (container: HTMLElement) => void;
  returnFocus: HTMLElement | null;
}

export function openLightbox({ label, load, loadError, onContent, returnFocus }: LightboxOptions): Promise<void> {
  return openOverlay((root, close, isOpen) => {
    const show = (html: string | null, error: string | null) =>
      isOpen() &&
      root.render(<Lightbox label={label} html={html} error={error} onContent={onContent} onClose={close} />);
    show(null, null);
    load().then(
      (html) => show(html, null),
      () => show(null, loadError),
    );
  }, returnFocus);
}
