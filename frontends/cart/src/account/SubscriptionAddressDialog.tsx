import { useId, useRef, useState, type FormEvent } from 'react';
import type { CheckoutAddressJson } from '@storefront/contracts';
import { apiRequest, newIdempotencyKey } from '@storefront/ui';
import { Dialog, dialogTitleStyle, panelStyle } from '@storefront/ui/dialog';
import { AddressFieldset } from '../checkout/AddressFieldset';
import { refusalOf } from '../checkout/checkout-api';
import { useFocusOnRefusal } from '../checkout/focus-on-refusal';
import { SUBSCRIPTIONS_API } from './account-paths';

export interface SubscriptionAddressDialogProps {
  subscriptionId: string;
  title: string;
  address: CheckoutAddressJson;
  /** The button that opened it: focus goes back there when it closes. */
  opener: HTMLElement;
  onClose: () => void;
  /** After the new address is kept. */
  onSaved: () => void;
}

/**
 * Where a subscription's next deliveries go: the checkout's own address fields (the country's
 * wording, its regions and postal-code rule), saved through the crumb-carrying API. A refusal
 * (a field, or an address no shipping rate reaches) is shown in the dialog and nothing closes.
 */
export function SubscriptionAddressDialog(props: SubscriptionAddressDialogProps) {
  const { subscriptionId, title, address: current, opener, onClose, onSaved } = props;
  const titleId = useId();
  const [address, setAddress] = useState(current);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusOnRefusal = useFocusOnRefusal(form, summary);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await apiRequest(
        'PUT',
        `${SUBSCRIPTIONS_API}/${encodeURIComponent(subscriptionId)}/shipping-address`,
        { shippingAddress: address },
        { idempotencyKey: newIdempotencyKey() },
      );
      onSaved();
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal.message);
      setErrors(refusal.errors);
      setSaving(false);
      focusOnRefusal();
    }
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={opener}
      className="subscription-address-dialog"
      style={panelStyle}
    >
      <h2 id={titleId} style={dialogTitleStyle}>
        Change where {title} ships
      </h2>
      <form ref={form} onSubmit={(event) => void save(event)} noValidate>
        <div ref={summary} tabIndex={-1} className="form-submission-error" role="alert">
          {problem}
        </div>
        <AddressFieldset
          legend="Shipping address"
          name="shippingAddress"
          address={address}
          errors={errors}
          onChange={setAddress}
          section="shipping"
        />
        <p>Renewals from now on ship here, with the shipping and tax of this address.</p>
        <div className="subscription-address-buttons">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button sqs-system-button" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : 'Save address'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
