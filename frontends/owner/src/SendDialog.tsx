import { useRef } from 'react';
import { newIdempotencyKey } from '@storefront/ui';
import { openOverlay } from '@storefront/ui/dialog';
import { ConfirmDialog } from './ConfirmDialog';
import type { SendRequest } from './owner-api';

export interface SendDialogProps {
  title: string;
  text: string;
  /** Starts the sending; `press` names this confirmation, so a repeated call starts nothing twice. */
  send: (press: string) => Promise<SendRequest[]>;
  onSent: (requests: SendRequest[]) => void;
  onClose: () => void;
}

/** Asks before e-mailing customers, which cannot be undone; a refusal is shown inside. */
export function SendDialog({ title, text, send, onSent, onClose }: SendDialogProps) {
  const press = useRef(newIdempotencyKey());
  const sent = useRef<SendRequest[]>([]);
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirmLabel="Send"
      busyLabel="Sending…"
      className="owner-confirm-send"
      act={async () => {
        sent.current = await send(press.current);
      }}
      onDone={() => onSent(sent.current)}
      onClose={onClose}
    />
  );
}

/** Opens the dialog over the page (the rest of the page inert until it closes). */
export function confirmSend(props: Omit<SendDialogProps, 'onClose'>): void {
  const overlay = openOverlay('storefront-overlay owner-send-root');
  overlay.render(<SendDialog {...props} onClose={overlay.close} />);
}
