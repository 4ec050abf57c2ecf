import { useId } from 'react';
import type { FormDefinition } from '@storefront/form-rules';
import { Dialog, DialogClose, panelStyle } from '@storefront/ui/dialog';
import { popupHeading } from './popup-heading';
import { SiteForm } from './SiteForm';

interface PromoPopupProps {
  definition: FormDefinition;
  query: string;
  /** The popup is done with: closed or submitted. */
  onSeen: () => void;
  onClose: () => void;
}

/** A promo-popup form: a modal dialog that Escape or 'Close' closes (which also marks it seen). */
export function PromoPopup({ definition, query, onSeen, onClose }: PromoPopupProps) {
  const titleId = useId();
  const { title, form } = popupHeading(definition);
  const close = () => {
    onSeen();
    onClose();
  };
  return (
    <Dialog
      labelledBy={titleId}
      onClose={close}
      backdropClassName="sqs-popup-overlay"
      className="sqs-popup-overlay-content promo-popup"
      style={{ ...panelStyle, position: 'relative' }}
    >
      <h2 id={titleId} className="promo-popup-title" style={{ marginTop: 0 }}>
        {title}
      </h2>
      <SiteForm definition={form} query={query} onSubmitted={onSeen} />
      <DialogClose className="sqs-popup-overlay-close" onClick={close} />
    </Dialog>
  );
}
