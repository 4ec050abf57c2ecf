import type { Database } from '@storefront/service-kit';
import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import type { Cart } from '../domain/cart';
import { giftCardCodeHash } from '../domain/gift-card-code';
import { ORDER_MESSAGES } from '../domain/order-messages';
import type { SpendableGiftCard } from '../domain/payment-plan';
import { giftCardsByCodeHash } from '../store/gift-cards';

/**
 * The gift cards the shopper named, in the order named, as they stand now: each must exist for the
 * cart's website (another website's code is as unknown as a made-up one), be in the cart's
 * currency and hold some balance.
 */
export async function spendableGiftCards(db: Database, cart: Cart, codes: string[]): Promise<SpendableGiftCard[]> {
  const hashes = codes.map(giftCardCodeHash);
  const found = new Map((await giftCardsByCodeHash(db, hashes)).map((card) => [card.codeHash, card]));
  return hashes.map((hash) => {
    const card = found.get(hash);
    if (!card || card.websiteId !== cart.websiteId) throw new NotFoundError(ORDER_MESSAGES.giftCardUnknown);
    if (card.currency !== cart.currency) throw new FailedPreconditionError(ORDER_MESSAGES.giftCardCurrency);
    if (card.balanceCents <= 0) throw new FailedPreconditionError(ORDER_MESSAGES.giftCardEmpty);
    return { id: card.id, codeLast4: card.codeLast4, balanceCents: card.balanceCents };
  });
}
