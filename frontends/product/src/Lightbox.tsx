import { useEffect, useRef } from 'react';
import { Dialog, DialogClose, lightboxPanelStyle } from '@storefront/ui/dialog';

export interface LightboxProps {
  label: string;
  /** Server HTML to show; null while it loads. */
  html: string | null;
  /** Shown instead of the content when it could not be loaded. */
  error: string | null;
  /** Called once the server HTML is in the document, to enhance it. */
  onContent: (container: HTMLElement) => void;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}

/** Spec §4 modal lightbox: Escape or the close control closes it; a click on the backdrop too. */
export function Lightbox({ label, html, error, onContent, onClose, returnFocus }: LightboxProps) {
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (html !== null && content.current) onContent(content.current);
  }, [html, onContent]);

  return (
    <Dialog
      label={label}
      onClose={onClose}
      closeOnBackdrop
      returnFocus={returnFocus}
      backdropClassName="sqs-modal-lightbox"
      className="sqs-modal-lightbox-content"
      aria-busy={html === null && error === null}
      style={lightboxPanelStyle}
    >
      {/* first, so it has focus while the content loads */}
      <DialogClose className="sqs-lightbox-close" onClick={onClose} />
      {error !== null ? (
        <p role="alert">{error}</p>
      ) : html === null ? (
        <p>Loading…</p>
      ) : (
        <div ref={content} className="sqs-modal-lightbox-body" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Dialog>
  );
}
