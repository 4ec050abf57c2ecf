import { openOverlay } from '@storefront/ui/dialog';
import { AlertDialog } from './AlertDialog';
import { Lightbox } from './Lightbox';

// The React side of the product remote: modal overlays at the end of <body>, loaded only when an
// overlay is first needed so that React stays off the initial path. Each resolves when it closes.

export interface AlertOptions {
  title: string;
  message: string;
  errorType?: string;
  returnFocus: HTMLElement | null;
}

export function openAlert({ title, message, errorType, returnFocus }: AlertOptions): Promise<void> {
  const overlay = openOverlay();
  return new Promise((resolve) => {
    const close = () => {
      overlay.close();
      resolve();
    };
    overlay.render(
      <AlertDialog title={title} message={message} errorType={errorType} onClose={close} returnFocus={returnFocus} />,
    );
  });
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
  const overlay = openOverlay();
  return new Promise((resolve) => {
    const close = () => {
      overlay.close();
      resolve();
    };
    const show = (html: string | null, error: string | null) =>
      overlay.render(
        <Lightbox
          label={label}
          html={html}
          error={error}
          onContent={onContent}
          onClose={close}
          returnFocus={returnFocus}
        />,
      );
    show(null, null);
    load().then(
      (html) => show(html, null),
      () => show(null, loadError),
    );
  });
}
