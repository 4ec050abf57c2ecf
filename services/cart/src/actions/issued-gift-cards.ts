import type { Database } from '@storefront/service-kit';
import type { IssuedGiftCard, Order } from '../domain/order';
import { openToken, sealToken, type RequestClaim } from '../store/cart-requests';
import { giftCardsIssuedBy } from '../store/gift-cards';
import type { Placement } from '../store/placements';

/** The attempt id is the secret, as a request key is for a created cart's token. */
const claimOf = (placement: Placement, attemptId: string): RequestClaim => ({
  key: attemptId,
  keyHash: placement.attemptKey,
  requestHash: placement.requestHash,
});

/**
 * An issued gift card's code, sealed with the buying attempt's id: the table alone opens none, and
 * only a repeat of that attempt can answer the code again.
 */
export const sealCode = (placement: Placement, attemptId: string, code: string): string =>
  sealToken(claimOf(placement, attemptId), code);

/** The order with the gift cards it issued; their codes only when the buying attempt's id is given. */
export async function withIssuedGiftCards(
  db: Database,
  order: Order,
  buyer?: { placement: Placement; attemptId: string },
): Promise<Order> {
  const issued = await giftCardsIssuedBy(db, order.id);
  const issuedGiftCards: IssuedGiftCard[] = issued.map((card) => ({
    code: buyer ? openToken(claimOf(buyer.placement, buyer.attemptId), card.sealedCode) : '',
    codeLast4: card.codeLast4,
    balanceCents: card.balanceCents,
    currency: card.currency,
  }));
  return { ...order, issuedGiftCards };
}
