/** A gift card as a placement may spend it. */
export interface SpendableGiftCard {
  id: string;
  codeLast4: string;
  balanceCents: number;
}

export interface GiftCardSpend {
  giftCardId: string;
  codeLast4: string;
  amountCents: number;
}

/**
 * Who pays how much of `totalCents`: the gift cards first, in the order the shopper named them,
 * each as much as its balance allows, then the card the rest. A card named twice is spent once.
 */
export function planPayment(
  totalCents: number,
  giftCards: readonly SpendableGiftCard[],
): { spends: GiftCardSpend[]; cardCents: number } {
  const spends: GiftCardSpend[] = [];
  const seen = new Set<string>();
  let remaining = totalCents;
  for (const giftCard of giftCards) {
    if (remaining === 0 || seen.has(giftCard.id)) continue;
    seen.add(giftCard.id);
    const amountCents = Math.min(remaining, Math.max(0, giftCard.balanceCents));
    if (amountCents === 0) continue;
    spends.push({ giftCardId: giftCard.id, codeLast4: giftCard.codeLast4, amountCents });
    remaining -= amountCents;
  }
  return { spends, cardCents: remaining };
}
