import { useEffect, useId, useRef } from 'react';
import type { FormDefinition } from '@storefront/form-rules';
import { keepFocusInside, backdropStyle, panelStyle, closeButtonStyle } from '@storefront/ui/dialog';
import { SiteForm } from './SiteForm';

interface PromoPopupProps {
  definition: FormDefinition;
  query: string;
  /** The popup is done with: closed or submitted. */
  onSeen: () => void;
  onClose: () => void;
}

/**
 * A promo-popup form: a modal dialog (focus kept inside, Escape or 'Close' closes it, focus goes
 * back where it was). The opener makes the rest of the page inert and restores focus.
 */
export function PromoPopup({ definition, query, onSeen, onClose }: PromoPopupProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button');
    (first ?? panel.current)?.focus();
  }, []);

  const close = () => {
    onSeen();
    onClose();
  };

  return (
    <div className="sqs-popup-overlay" style={backdropStyle}>
      <div
        ref={panel}
        className="sqs-popup-overlay-content promo-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ ...panelStyle, position: 'relative' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          } else if (panel.current) keepFocusInside(panel.current, event.nativeEvent);
        }}
      >
        <h2 id={titleId} className="promo-popup-title" style={{ marginTop: 0 }}>
          {definition.name}
        </h2>
        <SiteForm definition={definition} query={query} onSubmitted={onSeen} />
        <button
          type="button"
          className="sqs-popup-overlay-close"
          aria-label="Close"
          onClick={close}
          style={closeButtonStyle}
        >
          ×
        </button>
      </div>
    </div>
  );
}
