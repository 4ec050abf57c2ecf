import { openOverlay } from '@storefront/ui/dialog';
import { ConfirmDialog } from './ConfirmDialog';

/** A contributor leaves the team, or an open invitation is withdrawn: the same act, worded for each. */
export type Removal = 'member' | 'invitation';

const wording: Record<Removal, { title: (who: string) => string; text: string; button: string }> = {
  member: {
    title: (who) => `Remove ${who}?`,
    text: 'They can no longer open the owner area, and their sessions end at once.',
    button: 'Remove',
  },
  invitation: {
    title: (who) => `Withdraw the invitation for ${who}?`,
    text: 'The invitation link stops working.',
    button: 'Withdraw',
  },
};

export interface RemovalDialogProps {
  who: string;
  kind: Removal;
  remove: () => Promise<void>;
  /** After a removal that went through and the dialog closed. */
  onRemoved: () => void;
  onClose: () => void;
}

/** Asks before removing; a refusal (the last admin cannot go) is shown inside and nothing closes. */
export function RemovalDialog({ who, kind, remove, onRemoved, onClose }: RemovalDialogProps) {
  const words = wording[kind];
  return (
    <ConfirmDialog
      title={words.title(who)}
      text={words.text}
      confirmLabel={words.button}
      busyLabel="Removing…"
      className="owner-confirm-removal"
      act={remove}
      onDone={onRemoved}
      onClose={onClose}
    />
  );
}

/** Opens the dialog over the page (the rest of the page inert until it closes). */
export function confirmRemoval(props: Omit<RemovalDialogProps, 'onClose'>): void {
  const overlay = openOverlay('storefront-overlay owner-removal-root');
  overlay.render(<RemovalDialog {...props} onClose={overlay.close} />);
}
