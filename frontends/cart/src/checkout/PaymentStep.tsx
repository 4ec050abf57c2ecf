import { formatMinorUnits } from '@storefront/commerce';
import type { PlacedOrderJson } from '@storefront/contracts';
import { newIdempotencyKey } from '@storefront/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CheckoutField } from './CheckoutField';
import { refusalOf } from './checkout-api';
import { useFocusOnRefusal } from './focus-on-refusal';

/** What one press of the pay button sends, whatever is bought. */
export interface PaymentDetails {
  attemptId: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
  giftCardCodes: string[];
}

interface PaymentStepProps {
  grandTotalCents: number;
  currency: string;
  /** Sends the press to the purchase's endpoint; answers the order placed. */
  place: (payment: PaymentDetails) => Promise<PlacedOrderJson>;
  /** What happens once it is placed; by default the buyer goes to the page the answer names. */
  onPlaced?: (placed: PlacedOrderJson) => void;
  /** Whether gift cards may pay (a subscription is paid by card only). */
  giftCards?: boolean;
  /** Spec §8 alert title said above a refusal, where the purchase has one. */
  failureTitle?: string;
  /** Fields of the purchase shown before the card (the e-mail of a one-entry checkout). */
  children?: (errors: Record<string, string>) => ReactNode;
}

/**
 * Card and gift cards, and the button that places the order. One press is one checkout attempt:
 * its key travels with every retry of that press, so a double click or a lost answer never buys
 * twice; a refused attempt (a declined card) is over, and the next press is a new one.
 */
export function PaymentStep({
  grandTotalCents,
  currency,
  place: send,
  onPlaced = (placed) => window.location.assign(placed.orderUrl),
  giftCards = true,
  failureTitle,
  children,
}: PaymentStepProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [giftCard, setGiftCard] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alertMessage = useRef<HTMLDivElement>(null);
  const refused = useFocusOnRefusal(form, alertMessage);

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing) return;
    setPlacing(true);
    setAlert('');
    attempt.current ??= newIdempotencyKey();
    const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
    try {
      const placed = await send({
        attemptId: attempt.current,
        card: { number: number.replace(/\s+/g, ''), expMonth: Number(month), expYear: Number(year), cvc },
        giftCardCodes: giftCard.trim() === '' ? [] : [giftCard.trim()],
      });
      onPlaced(placed);
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.errors);
      setAlert(refusal.message);
      attempt.current = null;
      setPlacing(false);
      refused();
    }
  };

  return (
    <form
      ref={form}
      className="react-form checkout-payment"
      noValidate
      aria-label="Payment"
      aria-busy={placing || undefined}
      onSubmit={(event) => void place(event)}
    >
      <h2>Payment</h2>
      <div className="form-submission-error" role="alert" tabIndex={-1} ref={alertMessage}>
        {alert && failureTitle ? <strong className="form-submission-error-title">{failureTitle}</strong> : null}
        {alert && failureTitle ? ' ' : null}
        {alert}
      </div>
      {children?.(errors)}
      <CheckoutField
        id="checkout-card-number"
        label="Card number"
        required
        value={number}
        error={errors['card.number']}
        onChange={setNumber}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div className="checkout-row">
        <CheckoutField
          id="checkout-card-expiry"
          label="Expiry (MM/YY)"
          required
          value={expiry}
          error={errors['card.expMonth'] ?? errors['card.expYear']}
          onChange={setExpiry}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <CheckoutField
          id="checkout-card-cvc"
          label="Security code"
          required
          value={cvc}
          error={errors['card.cvc']}
          onChange={setCvc}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
      {giftCards ? (
        <CheckoutField
          id="checkout-gift-card"
          label="Gift card code"
          value={giftCard}
          error={errors.giftCardCodes}
          onChange={setGiftCard}
        />
      ) : null}
      <div className="form-button-wrapper">
        <button type="submit" className="button sqs-system-button checkout-place-order">
          {placing ? 'Placing order…' : `Pay ${formatMinorUnits(grandTotalCents, currency)}`}
        </button>
      </div>
    </form>
  );
}
