import { useEffect, useId, useRef } from 'react';
import { keepFocusInside, backdropStyle, panelStyle } from '@storefront/ui/dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  /** Spec §8 analytics error type, exposed on the dialog for tracking and tests. */
  errorType?: string;
  onClose: () => void;
}

/** The alert of a failed add (spec §8): a modal alertdialog the visitor dismisses with OK or Escape. */
export function AlertDialog({ title, message, errorType, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => ok.current?.focus(), []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (panel.current) keepFocusInside(panel.current, event.nativeEvent);
  };

  return (
    <div className="sqs-modal-lightbox-backdrop storefront-alert-backdrop" style={backdropStyle}>
      <div
        ref={panel}
        className="sqs-widgets-confirmation alert storefront-alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        data-error-type={errorType}
        tabIndex={-1}
        style={panelStyle}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="title" style={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
          {title}
        </h2>
        <p id={messageId} className="message" style={{ margin: '0 0 20px' }}>
          {message}
        </p>
        <button ref={ok} type="button" className="confirmation-button sqs-button-element--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}
