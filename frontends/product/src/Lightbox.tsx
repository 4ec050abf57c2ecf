import { useEffect, useRef } from 'react';
import { keepFocusInside, backdropStyle, lightboxPanelStyle, closeButtonStyle } from '@storefront/ui/dialog';

export interface LightboxProps {
  label: string;
  /** Server HTML to show; null while it loads. */
  html: string | null;
  /** Shown instead of the content when it could not be loaded. */
  error: string | null;
  /** Called once the server HTML is in the document, to enhance it. */
  onContent: (container: HTMLElement) => void;
  onClose: () => void;
}

/** Spec §4 modal lightbox: Escape or the close control closes it; a click on the backdrop too. */
export function Lightbox({ label, html, error, onContent, onClose }: LightboxProps) {
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => close.current?.focus(), []);
  useEffect(() => {
    if (html !== null && content.current) onContent(content.current);
  }, [html, onContent]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (panel.current) keepFocusInside(panel.current, event.nativeEvent);
  };

  return (
    <div
      className="sqs-modal-lightbox"
      style={backdropStyle}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="sqs-modal-lightbox-content"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={html === null && error === null}
        tabIndex={-1}
        style={lightboxPanelStyle}
        onKeyDown={onKeyDown}
      >
        <button
          ref={close}
          type="button"
          className="sqs-lightbox-close"
          aria-label="Close"
          onClick={onClose}
          style={closeButtonStyle}
        >
          ×
        </button>
        {error !== null ? (
          <p role="alert">{error}</p>
        ) : html === null ? (
          <p>Loading…</p>
        ) : (
          <div ref={content} className="sqs-modal-lightbox-body" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </div>
  );
}
