import { useId } from 'react';
import { useAccountAction } from '@storefront/ui/account';
import { Dialog, openOverlay, panelStyle } from '@storefront/ui/dialog';

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

/**
 * Asks before removing. Cancel comes first, so the focus the dialog gives its first control lands on
 * the harmless choice; a refusal (the last admin cannot go) is shown inside and nothing closes.
 */
export function RemovalDialog({ who, kind, remove, onRemoved, onClose }: RemovalDialogProps) {
  const titleId = useId();
  const textId = useId();
  const removal = useAccountAction(remove);
  const words = wording[kind];
  const confirm = async () => {
    if (!(await removal.run())) return;
    onClose();
    onRemoved();
  };
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      className="owner-confirm-removal"
      style={panelStyle}
    >
      <h2 id={titleId} style={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
        {words.title(who)}
      </h2>
      <p id={textId}>{words.text}</p>
      <div className="form-submission-error" role="alert">
        {removal.problem}
      </div>
      <div className="owner-confirm-buttons" style={{ display: 'flex', gap: '0.6rem' }}>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button sqs-system-button" onClick={() => void confirm()}>
          {removal.busy ? 'Removing…' : words.button}
        </button>
      </div>
    </Dialog>
  );
}

/** Opens the dialog over the page (the rest of the page inert until it closes). */
export function confirmRemoval(props: Omit<RemovalDialogProps, 'onClose'>): void {
  const overlay = openOverlay('storefront-overlay owner-removal-root');
  overlay.render(<RemovalDialog {...props} onClose={overlay.close} />);
}
