import { useId } from 'react';
import { useAccountAction } from '@storefront/ui/account';
import { Dialog, dialogTitleStyle, panelStyle } from '@storefront/ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The confirming button's words, idle and while the act runs. */
  confirmLabel: string;
  busyLabel: string;
  className: string;
  /** The act; a refusal is shown inside the dialog and nothing closes. */
  act: () => Promise<void>;
  /** After the act went through and the dialog closed. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks before an owner's act that cannot be undone (removing a contributor, e-mailing customers).
 * Cancel comes first, so the focus the dialog gives its first control lands on the harmless choice.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, text, confirmLabel, busyLabel, className, act, onDone, onClose } = props;
  const titleId = useId();
  const textId = useId();
  const action = useAccountAction(act);
  const confirm = async () => {
    if (!(await action.run())) return;
    onClose();
    onDone();
  };
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      className={className}
      style={panelStyle}
    >
      <h2 id={titleId} style={dialogTitleStyle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="form-submission-error" role="alert">
        {action.problem}
      </div>
      <div className="owner-confirm-buttons" style={{ display: 'flex', gap: '0.6rem' }}>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button sqs-system-button" onClick={() => void confirm()}>
          {action.busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
