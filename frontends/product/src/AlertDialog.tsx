import { useId } from 'react';
import { Dialog, dialogTitleStyle, panelStyle } from '@storefront/ui/dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  /** Spec §8 analytics error type, exposed on the dialog for tracking and tests. */
  errorType?: string;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}

/** The alert of a failed add (spec §8): a modal alertdialog the visitor dismisses with OK or Escape. */
export function AlertDialog({ title, message, errorType, onClose, returnFocus }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onClose}
      returnFocus={returnFocus}
      backdropClassName="sqs-modal-lightbox-backdrop storefront-alert-backdrop"
      className="sqs-widgets-confirmation alert storefront-alert"
      data-error-type={errorType}
      style={panelStyle}
    >
      <h2 id={titleId} className="title" style={dialogTitleStyle}>
        {title}
      </h2>
      <p id={messageId} className="message" style={{ margin: '0 0 20px' }}>
        {message}
      </p>
      <button type="button" className="confirmation-button sqs-button-element--primary" onClick={onClose}>
        OK
      </button>
    </Dialog>
  );
}
