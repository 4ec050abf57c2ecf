import { useId, useRef } from 'react';
import { newIdempotencyKey } from '@storefront/ui';
import { useAccountAction } from '@storefront/ui/account';
import { Dialog, openOverlay, panelStyle } from '@storefront/ui/dialog';
import type { SendRequest } from './owner-api';

export interface SendDialogProps {
  title: string;
  text: string;
  /** Starts the sending; `press` names this confirmation, so a repeated call starts nothing twice. */
  send: (press: string) => Promise<SendRequest[]>;
  onSent: (requests: SendRequest[]) => void;
  onClose: () => void;
}

/**
 * Asks before e-mailing customers, which cannot be undone. Cancel comes first, so the focus the
 * dialog gives its first control lands on the harmless choice; a refusal is shown inside.
 */
export function SendDialog({ title, text, send, onSent, onClose }: SendDialogProps) {
  const titleId = useId();
  const textId = useId();
  const press = useRef(newIdempotencyKey());
  const sent = useRef<SendRequest[]>([]);
  const sending = useAccountAction(async () => {
    sent.current = await send(press.current);
  });
  const confirm = async () => {
    if (!(await sending.run())) return;
    onClose();
    onSent(sent.current);
  };
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      className="owner-confirm-send"
      style={panelStyle}
    >
      <h2 id={titleId} style={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="form-submission-error" role="alert">
        {sending.problem}
      </div>
      <div className="owner-confirm-buttons" style={{ display: 'flex', gap: '0.6rem' }}>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button sqs-system-button" onClick={() => void confirm()}>
          {sending.busy ? 'Sending…' : 'Send'}
        </button>
      </div>
    </Dialog>
  );
}

/** Opens the dialog over the page (the rest of the page inert until it closes). */
export function confirmSend(props: Omit<SendDialogProps, 'onClose'>): void {
  const overlay = openOverlay('storefront-overlay owner-send-root');
  overlay.render(<SendDialog {...props} onClose={overlay.close} />);
}
