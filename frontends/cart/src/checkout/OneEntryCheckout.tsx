import { formatMinorUnits } from '@storefront/commerce';
import type { IssuedGiftCardJson, PlacedOrderJson } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { CheckoutField } from './CheckoutField';
import { ContactFieldset } from './ContactFieldset';
import { placeGiftCardPurchase, placeSubscription, type OneEntryPurchase } from './checkout-api';
import { PaymentStep, type PaymentDetails } from './PaymentStep';

/** Spec §8 alert title of a gift-card purchase that failed. */
const GIFT_CARD_FAILURE = 'Unable to purchase Gift Card';

/** The bought gift cards' codes, shown once: the order page shows only their last four characters. */
function IssuedGiftCards({ cards, placed }: { cards: IssuedGiftCardJson[]; placed: PlacedOrderJson }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-gift-card-issued" aria-labelledby="checkout-gift-card-issued-title">
      <h2 id="checkout-gift-card-issued-title" tabIndex={-1} ref={heading}>
        Your gift card is ready
      </h2>
      {cards.map((card) => (
        <p key={card.code}>
          Code <strong className="gift-card-code">{card.code}</strong>, worth{' '}
          {formatMinorUnits(card.balanceCents, card.currency)}. Keep it: this page shows it only once, and it has been
          sent by email.
        </p>
      ))}
      <p>
        <a href={placed.orderUrl}>View your order</a>
      </p>
    </section>
  );
}

/**
 * The checkout of a one-entry purchase (a gift card of /checkout/giftcard, a subscription of
 * /checkout/subscribe): nothing is shipped and no tax applies, so it asks only who buys (and,
 * for a gift card, who receives it) and the card. The order goes through the same placement as a
 * shopping cart's; a subscription's buyer lands on its subscription-confirmed page, a gift card's
 * reads the code here.
 */
export function OneEntryCheckout({ purchase }: { purchase: OneEntryPurchase }) {
  const [email, setEmail] = useState('');
  const [recipient, setRecipient] = useState('');
  const [placed, setPlaced] = useState<PlacedOrderJson | null>(null);
  const giftCard = purchase.kind === 'giftcard';

  if (placed?.issuedGiftCards) return <IssuedGiftCards cards={placed.issuedGiftCards} placed={placed} />;

  const place = (payment: PaymentDetails) =>
    giftCard
      ? placeGiftCardPurchase(purchase, { ...payment, email, recipientEmail: recipient })
      : placeSubscription(purchase, { ...payment, email });

  return (
    <PaymentStep
      grandTotalCents={purchase.grandTotalCents}
      currency={purchase.currency}
      place={place}
      giftCards={giftCard}
      {...(giftCard ? { failureTitle: GIFT_CARD_FAILURE, onPlaced: setPlaced } : {})}
    >
      {(errors) => (
        <ContactFieldset email={email} error={errors.email} onChange={setEmail}>
          {giftCard ? (
            <CheckoutField
              id="checkout-recipient-email"
              label="Recipient's email (optional)"
              type="email"
              value={recipient}
              error={errors.recipientEmail}
              onChange={setRecipient}
              hint="The gift card is sent here; leave it empty to receive it yourself."
              inputMode="email"
            />
          ) : null}
        </ContactFieldset>
      )}
    </PaymentStep>
  );
}
